// What the pages ask of the engine (services/payments/src/engine/hosted.ts, the contract's signatures): the router
// passes that module in, so a page module depends on this shape only.
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
  postalCode?: string;
}

export type HostedResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'authenticate' }
  | { kind: 'declined'; message: string; code: string };

export interface CheckoutPageData {
  session: Stripe.Checkout.Session;
  lineItems: Stripe.LineItem[];
  trialDays: number | null;
  businessName: string;
  expired: boolean;
}

export interface PortalPageData {
  session: Stripe.BillingPortal.Session;
  customer: Stripe.Customer;
  card: Stripe.PaymentMethod.Card | null;
  expired: boolean;
  /** Optional extra (contract deviation H2 → H1): the business the portal returns to. */
  businessName?: string;
}

export interface InvoiceData {
  invoice: Stripe.Invoice;
  customer: Stripe.Customer;
  /** Optional extra (contract deviation H2 → H1): minor units refunded from the invoice's payments. */
  amountRefunded?: number;
}

export interface HostedEngine {
  loadCheckoutPage(deps: PaymentsDeps, sessionId: string): Promise<CheckoutPageData | null>;
  confirmCheckoutWithCard(deps: PaymentsDeps, sessionId: string, card: CardInput): Promise<HostedResult>;
  completeCheckoutAuthentication(deps: PaymentsDeps, sessionId: string, approve: boolean): Promise<HostedResult>;
  loadPortalPage(deps: PaymentsDeps, portalSessionId: string): Promise<PortalPageData | null>;
  updatePortalCard(deps: PaymentsDeps, portalSessionId: string, card: CardInput): Promise<HostedResult>;
  loadInvoice(deps: PaymentsDeps, invoiceId: string): Promise<InvoiceData | null>;
}
