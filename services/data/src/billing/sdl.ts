// The billing domain's GraphQL (docs/architecture.md, "Billing"): a workspace's subscription as the subscription
// page shows it, the plans to choose, invoices and payments, the plan-change preview, and the mutations that start
// a checkout or a trial, change, cancel or resume the plan, open the card portal and keep the billing details.
import { BILLING_STATUSES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const billingSdl: SdlFragment = {
  enums: { BillingStatus: BILLING_STATUSES },
  sdl: /* GraphQL */ `
type BillingPlan { id: ID! title: String! tier: PricingTier! price: Float! currency: String! recurrence: Recurrence!
  trialDays: Int! description: String features: [String!]! order: Int! }
type BillingCard { brand: String! last4: String! expMonth: Int! expYear: Int! }
type BillingDetails { companyName: String email: String line1: String line2: String city: String postalCode: String
  country: String vatNumber: String }
type BillingUsage { seats: Int! storageBytes: Float! teams: Int! activeCampaigns: Int! }
type AppliedDiscount { code: String! type: DiscountType! timing: DiscountTiming! value: Float! }
type WorkspaceSubscription {
  tenantId: ID!
  tier: PricingTier!
  plan: BillingPlan
  status: BillingStatus!
  currentPeriodEnd: AWSDateTime
  trialEnd: AWSDateTime
  cancelAtPeriodEnd: Boolean!
  endedAt: AWSDateTime
  pastDueSince: AWSDateTime
  graceEndsAt: AWSDateTime
  "The workspace has not used its free trial."
  trialAvailable: Boolean!
  "Owners and admins manage billing."
  canManage: Boolean!
  "contracts' Entitlements, as getMyWorkspace."
  entitlements: AWSJSON!
  usage: BillingUsage!
  "Null for members."
  card: BillingCard
  "Null for members."
  billingDetails: BillingDetails
  "The referral code applied."
  discount: AppliedDiscount
  "The paid plan chosen at sign-up, while not subscribed."
  pendingPlan: BillingPlan
  "The code chosen at sign-up, while not subscribed."
  pendingReferralCode: String
}
type InvoiceLine { description: String! amount: Float! proration: Boolean! periodStart: AWSDateTime periodEnd: AWSDateTime }
type BillingInvoice { id: ID! number: String status: String! total: Float! amountPaid: Float! currency: String!
  created: AWSDateTime! hostedUrl: String pdfUrl: String lines: [InvoiceLine!]! }
type BillingInvoicePage { items: [BillingInvoice!]! hasMore: Boolean! }
type BillingPayment { id: ID! type: PaymentType! status: PaymentStatus! amount: Float! refundedAmount: Float!
  currency: String! description: String failureMessage: String createdAt: AWSDateTime! paidAt: AWSDateTime
  invoiceId: String }
type BillingPaymentPage { items: [BillingPayment!]! nextToken: String }
type PlanChangePreview { pricingPlanId: ID! amountDue: Float! currency: String! prorationDate: Int!
  lines: [InvoiceLine!]! nextRenewal: AWSDateTime }
type BillingRedirect { url: String! }
input StartCheckoutInput { pricingPlanId: ID! referralCode: String }
input StartTrialInput { pricingPlanId: ID! }
input PlanChangeInput { pricingPlanId: ID! prorationDate: Int }
input BillingDetailsInput { companyName: String email: String line1: String line2: String city: String
  postalCode: String country: String vatNumber: String }
extend type Query {
  "The caller's workspace's subscription, plan, entitlements and usage (card and billing details for owners and admins)."
  getMySubscription: WorkspaceSubscription!
  "ACTIVE plans, by order (the change-plan choices)."
  listBillingPlans: [BillingPlan!]!
  listMyInvoices(limit: Int, startingAfter: String): BillingInvoicePage!
  listMyPayments(limit: Int, nextToken: String): BillingPaymentPage!
  previewPlanChange(input: PlanChangeInput!): PlanChangePreview!
}
extend type Mutation {
  "The hosted checkout's URL (success: /dashboard/subscription?checkout=success, cancel: ?checkout=cancelled)."
  startCheckout(input: StartCheckoutInput!): BillingRedirect!
  "A free trial without a card, once per workspace."
  startTrial(input: StartTrialInput!): WorkspaceSubscription!
  "Changes the plan with proration (the preview's prorationDate), invoiced at once."
  changePlan(input: PlanChangeInput!): WorkspaceSubscription!
  "Cancels at the end of the period."
  cancelSubscription: WorkspaceSubscription!
  resumeSubscription: WorkspaceSubscription!
  "The card portal's URL; it returns to /dashboard/subscription."
  openBillingPortal: BillingRedirect!
  updateBillingDetails(input: BillingDetailsInput!): WorkspaceSubscription!
}
`,
};
