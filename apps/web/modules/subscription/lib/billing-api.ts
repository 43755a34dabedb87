'use client';
// The workspace's subscription through the data service's billing functions (the issue 27 contract's SDL):
// the subscription now, the plans to choose, invoices and payments, the plan-change preview, and the
// mutations that start a checkout or a trial, change, cancel or resume the plan, open the card portal and save
// the billing details. Every call goes through the data layer's one door (defineFunction). Queries carry the
// tags of what they show; each mutation invalidates what it changes (the workspace's plan too: MyWorkspace).
//
// Usage:
//   const { data } = MySubscription.useQuery();
//   const [start] = StartCheckout.useMutation();
//   const redirect = await call(() => start({ variables: { input: { pricingPlanId } } }).unwrap(), { progress: true });
//   if (redirect) window.location.assign(redirect.url);
import type {
  BillingStatus,
  DiscountTiming,
  DiscountType,
  PaymentStatus,
  PaymentType,
  PricingTier,
  Recurrence,
} from '@innov/contracts';
import { defineFunction } from '../../data/lib/model.ts';

/** The subscription's own tag; its payments are the Payment model's records. */
export const SUBSCRIPTION_TAG = 'MySubscription';
const WORKSPACE_TAG = 'MyWorkspace';
const PAYMENT_TAG = 'Payment';

export interface BillingPlan {
  id: string;
  title: string;
  tier: PricingTier;
  price: number;
  currency: string;
  recurrence: Recurrence;
  trialDays: number;
  description: string | null;
  features: string[];
  order: number;
}
export interface BillingCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}
export interface BillingDetailsView {
  companyName: string | null;
  email: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  vatNumber: string | null;
}
export interface BillingUsage {
  seats: number;
  storageBytes: number;
  teams: number;
  activeCampaigns: number;
}
export interface AppliedDiscount {
  code: string;
  type: DiscountType;
  timing: DiscountTiming;
  value: number;
}
export interface WorkspaceSubscription {
  tenantId: string;
  tier: PricingTier;
  plan: BillingPlan | null;
  status: BillingStatus;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  endedAt: string | null;
  pastDueSince: string | null;
  graceEndsAt: string | null;
  trialAvailable: boolean;
  canManage: boolean;
  /** AWSJSON: contracts' Entitlements as a JSON text (or, from some clients, the object itself). */
  entitlements: string | Record<string, unknown>;
  usage: BillingUsage;
  card: BillingCard | null;
  billingDetails: BillingDetailsView | null;
  discount: AppliedDiscount | null;
  pendingPlan: BillingPlan | null;
  pendingReferralCode: string | null;
}
export interface InvoiceLine {
  description: string;
  amount: number;
  proration: boolean;
  periodStart: string | null;
  periodEnd: string | null;
}
export interface BillingInvoice {
  id: string;
  number: string | null;
  status: string;
  total: number;
  amountPaid: number;
  currency: string;
  created: string;
  hostedUrl: string | null;
  pdfUrl: string | null;
  lines: InvoiceLine[];
}
export interface BillingInvoicePage {
  items: BillingInvoice[];
  hasMore: boolean;
}
export interface BillingPayment {
  id: string;
  type: PaymentType;
  status: PaymentStatus;
  amount: number;
  refundedAmount: number;
  currency: string;
  description: string | null;
  failureMessage: string | null;
  createdAt: string;
  paidAt: string | null;
  invoiceId: string | null;
}
export interface BillingPaymentPage {
  items: BillingPayment[];
  nextToken: string | null;
}
export interface PlanChangePreview {
  pricingPlanId: string;
  amountDue: number;
  currency: string;
  prorationDate: number;
  lines: InvoiceLine[];
  nextRenewal: string | null;
}
export interface BillingRedirect {
  url: string;
}

const PLAN = 'id title tier price currency recurrence trialDays description features order';
const LINE = 'description amount proration periodStart periodEnd';
export const SUBSCRIPTION_FIELDS =
  `tenantId tier plan { ${PLAN} } status currentPeriodEnd trialEnd cancelAtPeriodEnd endedAt pastDueSince ` +
  'graceEndsAt trialAvailable canManage entitlements usage { seats storageBytes teams activeCampaigns } ' +
  'card { brand last4 expMonth expYear } ' +
  'billingDetails { companyName email line1 line2 city postalCode country vatNumber } ' +
  `discount { code type timing value } pendingPlan { ${PLAN} } pendingReferralCode`;
const INVOICE = `id number status total amountPaid currency created hostedUrl pdfUrl lines { ${LINE} }`;
const PAYMENT = 'id type status amount refundedAmount currency description failureMessage createdAt paidAt invoiceId';

/** What a change of the subscription changes: itself, the workspace's plan, and (for a payment) the history. */
const CHANGES = [SUBSCRIPTION_TAG, WORKSPACE_TAG, PAYMENT_TAG];

/** Invoices shown at once, and added by each "Load more". */
export const INVOICES_PAGE_SIZE = 10;
export const PAYMENTS_PAGE_SIZE = 10;

export const MySubscription = defineFunction<WorkspaceSubscription>(
  { name: 'getMySubscription', kind: 'query', args: {}, selection: SUBSCRIPTION_FIELDS },
  'userPool',
  { provides: [SUBSCRIPTION_TAG, WORKSPACE_TAG] },
);
export const BillingPlans = defineFunction<BillingPlan[]>(
  { name: 'listBillingPlans', kind: 'query', args: {}, selection: PLAN },
  'userPool',
  { provides: ['PricingPlan'] },
);
export const MyInvoices = defineFunction<BillingInvoicePage>(
  {
    name: 'listMyInvoices',
    kind: 'query',
    args: { limit: 'Int', startingAfter: 'String' },
    selection: `items { ${INVOICE} } hasMore`,
  },
  'userPool',
  { provides: [SUBSCRIPTION_TAG, PAYMENT_TAG] },
);
export const MyPayments = defineFunction<BillingPaymentPage>(
  {
    name: 'listMyPayments',
    kind: 'query',
    args: { limit: 'Int', nextToken: 'String' },
    selection: `items { ${PAYMENT} } nextToken`,
  },
  'userPool',
  { provides: [SUBSCRIPTION_TAG, PAYMENT_TAG] },
);
export const PreviewPlanChange = defineFunction<PlanChangePreview>(
  {
    name: 'previewPlanChange',
    kind: 'query',
    args: { input: 'PlanChangeInput!' },
    selection: `pricingPlanId amountDue currency prorationDate lines { ${LINE} } nextRenewal`,
  },
  'userPool',
);

export const StartCheckout = defineFunction<BillingRedirect>(
  { name: 'startCheckout', kind: 'mutation', args: { input: 'StartCheckoutInput!' }, selection: 'url' },
  'userPool',
);
export const StartTrial = defineFunction<WorkspaceSubscription>(
  { name: 'startTrial', kind: 'mutation', args: { input: 'StartTrialInput!' }, selection: SUBSCRIPTION_FIELDS },
  'userPool',
  { invalidates: CHANGES },
);
export const ChangePlan = defineFunction<WorkspaceSubscription>(
  { name: 'changePlan', kind: 'mutation', args: { input: 'PlanChangeInput!' }, selection: SUBSCRIPTION_FIELDS },
  'userPool',
  { invalidates: CHANGES },
);
export const CancelSubscription = defineFunction<WorkspaceSubscription>(
  { name: 'cancelSubscription', kind: 'mutation', args: {}, selection: SUBSCRIPTION_FIELDS },
  'userPool',
  { invalidates: CHANGES },
);
export const ResumeSubscription = defineFunction<WorkspaceSubscription>(
  { name: 'resumeSubscription', kind: 'mutation', args: {}, selection: SUBSCRIPTION_FIELDS },
  'userPool',
  { invalidates: CHANGES },
);
export const OpenBillingPortal = defineFunction<BillingRedirect>(
  { name: 'openBillingPortal', kind: 'mutation', args: {}, selection: 'url' },
  'userPool',
);
export const UpdateBillingDetails = defineFunction<WorkspaceSubscription>(
  {
    name: 'updateBillingDetails',
    kind: 'mutation',
    args: { input: 'BillingDetailsInput!' },
    selection: SUBSCRIPTION_FIELDS,
  },
  'userPool',
  { invalidates: [SUBSCRIPTION_TAG] },
);
