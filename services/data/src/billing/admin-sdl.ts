// The billing domain's back-office GraphQL: the payments list and page, and the refund.
import type { SdlFragment } from '../graphql/fragment.ts';

export const billingAdminSdl: SdlFragment = {
  sdl: /* GraphQL */ `
type AdminRefund { id: ID! amount: Float! currency: String! status: String reason: String createdAt: AWSDateTime! }
type AdminPayment {
  id: ID!
  type: PaymentType!
  status: PaymentStatus!
  provider: String!
  currency: String!
  "Pounds (major units)."
  amount: Float!
  refundedAmount: Float!
  "What is left to refund: a PAID payment's amount less its refunds, else 0."
  refundableAmount: Float!
  refunded: Boolean!
  providerRefType: String
  providerRefId: String
  paymentIntentId: String
  description: String
  failureMessage: String
  tenantId: ID
  workspace: String
  pricingPlanId: ID
  planTitle: String
  planTier: String
  userProfileId: ID
  paidAt: AWSDateTime
  createdAt: AWSDateTime!
  updatedAt: AWSDateTime!
  "The provider's refunds of this payment (getAdminPayment only; null when the provider cannot be reached)."
  refunds: [AdminRefund!]
}
type AdminPaymentPage { items: [AdminPayment!]! total: Int! page: Int! pageSize: Int! }
input RefundPaymentInput { paymentId: ID! amount: Float reason: String password: String }
extend type Query {
  "Platform admins: every payment (filters: status, type, tenantId, refunded; search: workspace name or provider id)."
  adminListPayments(input: AdminListInput): AdminPaymentPage!
  "Platform admins: one payment with its workspace, plan, amounts, provider references and refunds."
  getAdminPayment(id: ID!): AdminPayment
}
extend type Mutation {
  "Platform admins: refunds a paid payment in full (no amount) or in part; confirms the admin's password."
  refundPayment(input: RefundPaymentInput!): AdminPayment!
}
`,
};
