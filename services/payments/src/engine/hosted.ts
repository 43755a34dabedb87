// What the hosted pages (/pay/*) call: the checkout page and its card form (with the 3-D Secure step), the
// billing portal's card update, the hosted invoice. Each change runs in one transaction; no HTTP inside.
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import { type CardInput, chargeOutcome, checkCard, DECLINES } from './cards.ts';
import { completeCheckout, lineItemsOf, type Session } from './checkout.ts';
import { recordEvent } from './events.ts';
import { BUSINESS_NAME, payInvoice } from './invoices.ts';
import { cardPaymentMethod } from './payments.ts';
import {
  getObject,
  insertObject,
  inTransaction,
  listObjects,
  publicCopy,
  type Stored,
  saveObject,
  type Tx,
} from './store.ts';
import { afterInvoicePaid } from './subscriptions.ts';
import { nowFor } from './time.ts';

export type { CardInput } from './cards.ts';

export type HostedResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'authenticate' }
  | { kind: 'declined'; message: string; code: string };

/** A portal session's life here (Stripe's lasts five minutes). */
export const PORTAL_SESSION_SECONDS = 3600;

const SESSION_GONE = {
  kind: 'declined',
  code: 'checkout_session_expired',
  message: 'This Checkout Session is no longer active.',
} as const;

function successUrl(session: Stripe.Checkout.Session): string {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

async function sessionFor(q: Tx, id: string, lock = false): Promise<Session | null> {
  if (typeof id !== 'string' || !id.startsWith('cs_')) return null;
  return getObject<Stripe.Checkout.Session>(q, 'checkout.session', id, lock);
}

export async function loadCheckoutPage(
  deps: PaymentsDeps,
  sessionId: string,
): Promise<null | {
  session: Stripe.Checkout.Session;
  lineItems: Stripe.LineItem[];
  trialDays: number | null;
  businessName: string;
  expired: boolean;
}> {
  return inTransaction(deps, async (q) => {
    const session = await sessionFor(q, sessionId);
    if (!session) return null;
    const customer = session.customer
      ? await getObject<Stripe.Customer>(q, 'customer', session.customer as string)
      : null;
    const now = await nowFor(deps, q, customer);
    const trial = (session._engine?.subscriptionData as { trial_period_days?: number } | undefined)?.trial_period_days;
    return {
      session: publicCopy(session),
      lineItems: lineItemsOf(session),
      trialDays: session.mode === 'subscription' && trial ? trial : null,
      businessName: BUSINESS_NAME,
      expired: session.status === 'expired' || (session.status === 'open' && session.expires_at <= now),
    };
  });
}

async function payCheckout(
  deps: PaymentsDeps,
  q: Tx,
  session: Session,
  pm: Stored<Stripe.PaymentMethod>,
  at: number,
  authenticated: boolean,
): Promise<HostedResult> {
  // A subscription is made only once the card is good: a declined card leaves nothing behind.
  if (session.mode === 'subscription') {
    const outcome = chargeOutcome(pm._engine?.card, { authenticated });
    if (outcome.kind === 'declined')
      return { kind: 'declined', code: outcome.decline.code, message: outcome.decline.message };
    if (outcome.kind === 'requires_action') {
      session._engine = { ...session._engine, pendingPaymentMethod: pm.id };
      await saveObject(q, session);
      return { kind: 'authenticate' };
    }
  }
  const result = await completeCheckout(deps, q, session, pm, at, { authenticated });
  if (result.kind === 'completed') return { kind: 'redirect', url: successUrl(session) };
  if (result.kind === 'requires_action') {
    session._engine = { ...session._engine, pendingPaymentMethod: pm.id };
    await saveObject(q, session);
    return { kind: 'authenticate' };
  }
  const decline = result.outcome.kind === 'declined' ? result.outcome.decline : DECLINES.generic;
  return { kind: 'declined', code: decline.code, message: decline.message };
}

/**
 * Runs `act` on the checkout session, locked, while it still takes a payment (open, not past its expiry on its
 * customer's clock); a completed one answers its success URL, a gone one SESSION_GONE.
 */
function withOpenSession(
  deps: PaymentsDeps,
  sessionId: string,
  act: (q: Tx, session: Session, at: number) => Promise<HostedResult>,
): Promise<HostedResult> {
  return inTransaction(deps, async (q) => {
    const session = await sessionFor(q, sessionId, true);
    if (!session) return SESSION_GONE;
    if (session.status === 'complete') return { kind: 'redirect', url: successUrl(session) };
    const customer = session.customer
      ? await getObject<Stripe.Customer>(q, 'customer', session.customer as string)
      : null;
    const at = await nowFor(deps, q, customer);
    if (session.status !== 'open' || session.expires_at <= at) return SESSION_GONE;
    return act(q, session, at);
  });
}

/** Pays the session with a typed card: Stripe's test-card rules and refusals. */
export async function confirmCheckoutWithCard(
  deps: PaymentsDeps,
  sessionId: string,
  card: CardInput,
): Promise<HostedResult> {
  return withOpenSession(deps, sessionId, async (q, session, at) => {
    const checked = checkCard(card, deps.now());
    if (!checked.ok) return { kind: 'declined', code: checked.decline.code, message: checked.decline.message };
    const pm = cardPaymentMethod(checked.card, at, {
      name: card.name?.trim() || null,
      postalCode: card.postalCode?.trim() || null,
    });
    await insertObject(q, pm);
    return payCheckout(deps, q, session, pm, at, false);
  });
}

/** The 3-D Secure step's answer: complete the payment, or fail it with Stripe's message. */
export async function completeCheckoutAuthentication(
  deps: PaymentsDeps,
  sessionId: string,
  approve: boolean,
): Promise<HostedResult> {
  return withOpenSession(deps, sessionId, async (q, session, at) => {
    const pmId = session._engine?.pendingPaymentMethod;
    const pm = typeof pmId === 'string' ? await getObject<Stripe.PaymentMethod>(q, 'payment_method', pmId) : null;
    if (!pm) return { kind: 'declined', ...DECLINES.authenticationFailed };
    if (!approve) {
      session._engine = { ...session._engine, pendingPaymentMethod: undefined };
      await saveObject(q, session);
      if (session.payment_intent) {
        const intent = await getObject<Stripe.PaymentIntent>(
          q,
          'payment_intent',
          session.payment_intent as string,
          true,
        );
        if (intent) {
          intent.status = 'requires_payment_method';
          intent.next_action = null;
          intent.last_payment_error = {
            type: 'invalid_request_error',
            code: DECLINES.authenticationFailed.code,
            message: DECLINES.authenticationFailed.message,
            payment_method: publicCopy(pm),
          } as unknown as Stripe.PaymentIntent.LastPaymentError;
          await saveObject(q, intent);
          await recordEvent(deps, q, 'payment_intent.payment_failed', intent, at);
        }
      }
      return {
        kind: 'declined',
        code: DECLINES.authenticationFailed.code,
        message: DECLINES.authenticationFailed.message,
      };
    }
    return payCheckout(deps, q, session, pm, at, true);
  });
}

async function portalSession(q: Tx, id: string) {
  if (typeof id !== 'string' || !id.startsWith('bps_')) return null;
  return getObject<Stripe.BillingPortal.Session>(q, 'billing_portal.session', id);
}

async function currentCard(q: Tx, customer: Stripe.Customer): Promise<Stripe.PaymentMethod | null> {
  let id = customer.invoice_settings?.default_payment_method as string | null;
  if (!id) {
    const subs = (
      await listObjects<Stripe.Subscription>(q, { object: 'subscription', customer: customer.id, limit: 10 })
    ).data;
    id =
      (subs.find((s) => s.status !== 'canceled' && s.default_payment_method)?.default_payment_method as string) ?? null;
  }
  return id ? getObject<Stripe.PaymentMethod>(q, 'payment_method', id) : null;
}

export async function loadPortalPage(
  deps: PaymentsDeps,
  portalSessionId: string,
): Promise<null | {
  session: Stripe.BillingPortal.Session;
  customer: Stripe.Customer;
  card: Stripe.PaymentMethod.Card | null;
  expired: boolean;
  businessName: string;
}> {
  return inTransaction(deps, async (q) => {
    const session = await portalSession(q, portalSessionId);
    if (!session) return null;
    const customer = await getObject<Stripe.Customer>(q, 'customer', session.customer);
    if (!customer) return null;
    const pm = await currentCard(q, customer);
    const expired = Math.floor(deps.now().getTime() / 1000) > Number(session._engine?.expiresAt ?? 0);
    return {
      session: publicCopy(session),
      customer: publicCopy(customer),
      card: pm?.card ?? null,
      expired,
      businessName: BUSINESS_NAME,
    };
  });
}

/** The portal's new card: the customer's and its subscriptions' default; pays what a past-due one owes. */
export async function updatePortalCard(
  deps: PaymentsDeps,
  portalSessionId: string,
  card: CardInput,
): Promise<HostedResult> {
  return inTransaction(deps, async (q) => {
    const session = await portalSession(q, portalSessionId);
    if (!session)
      return { kind: 'declined', code: 'resource_missing', message: 'This portal session is no longer active.' };
    const expired = Math.floor(deps.now().getTime() / 1000) > Number(session._engine?.expiresAt ?? 0);
    if (expired) return { kind: 'declined', code: 'session_expired', message: 'This portal session has expired.' };
    const customer = await getObject<Stripe.Customer>(q, 'customer', session.customer, true);
    if (!customer)
      return { kind: 'declined', code: 'resource_missing', message: 'This portal session is no longer active.' };
    const at = await nowFor(deps, q, customer);
    const checked = checkCard(card, deps.now());
    if (!checked.ok) return { kind: 'declined', code: checked.decline.code, message: checked.decline.message };
    // Saving a card runs its check (a SetupIntent): declines refuse it; 3-D Secure is completed in the form.
    if (checked.card.behaviour === 'decline' || checked.card.behaviour === 'insufficient_funds') {
      const decline = checked.card.behaviour === 'decline' ? DECLINES.generic : DECLINES.insufficientFunds;
      return { kind: 'declined', code: decline.code, message: decline.message };
    }
    const pm = cardPaymentMethod(checked.card, at, {
      name: card.name?.trim() || null,
      postalCode: card.postalCode?.trim() || null,
    });
    pm.customer = customer.id;
    await insertObject(q, pm, { customer: customer.id });
    await recordEvent(deps, q, 'payment_method.attached', pm, at);
    const previous = { invoice_settings: { ...customer.invoice_settings } };
    customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: pm.id };
    await saveObject(q, customer);
    await recordEvent(deps, q, 'customer.updated', customer, at, previous);
    const subs = (
      await listObjects<Stripe.Subscription>(q, { object: 'subscription', customer: customer.id, limit: 100 })
    ).data;
    // The card is saved either way; a past-due invoice it cannot pay is said so (the invoice stays open).
    let failed: { code: string; message: string } | null = null;
    for (const sub of subs) {
      if (['canceled', 'incomplete_expired'].includes(sub.status)) continue;
      const before = sub.default_payment_method;
      sub.default_payment_method = pm.id;
      await saveObject(q, sub);
      await recordEvent(deps, q, 'customer.subscription.updated', sub, at, { default_payment_method: before });
      if (!['past_due', 'incomplete', 'unpaid'].includes(sub.status)) continue;
      const open = (
        await listObjects<Stripe.Invoice>(q, {
          object: 'invoice',
          where: { 'parent.subscription_details.subscription': sub.id, status: 'open' },
          limit: 10,
        })
      ).data;
      for (const invoice of open.reverse()) {
        const locked = (await getObject<Stripe.Invoice>(q, 'invoice', invoice.id, true))!;
        const { result, outcome } = await payInvoice(deps, q, locked, pm, at, {
          offSession: false,
          authenticated: true,
          retries: true,
        });
        if (result === 'paid') await afterInvoicePaid(deps, q, locked, at);
        else if (outcome?.kind === 'declined') failed = outcome.decline;
      }
    }
    if (failed) return { kind: 'declined', code: failed.code, message: failed.message };
    return { kind: 'redirect', url: session.return_url ?? deps.config.publicUrl };
  });
}

export async function loadInvoice(
  deps: PaymentsDeps,
  invoiceId: string,
): Promise<null | { invoice: Stripe.Invoice; customer: Stripe.Customer; amountRefunded: number }> {
  if (typeof invoiceId !== 'string' || !invoiceId.startsWith('in_')) return null;
  return inTransaction(deps, async (q) => {
    const invoice = await getObject<Stripe.Invoice>(q, 'invoice', invoiceId);
    if (!invoice) return null;
    const customer = await getObject<Stripe.Customer>(q, 'customer', invoice.customer as string);
    if (!customer) return null;
    // What was refunded of the invoice's payments (their charges' amount_refunded), in minor units.
    let amountRefunded = 0;
    for (const payment of invoice.payments?.data ?? []) {
      const intentId = payment.payment.payment_intent;
      if (payment.status !== 'paid' || typeof intentId !== 'string') continue;
      const intent = await getObject<Stripe.PaymentIntent>(q, 'payment_intent', intentId);
      const charge = intent?.latest_charge
        ? await getObject<Stripe.Charge>(q, 'charge', intent.latest_charge as string)
        : null;
      amountRefunded += charge?.amount_refunded ?? 0;
    }
    return { invoice: publicCopy(invoice), customer: publicCopy(customer), amountRefunded };
  });
}
