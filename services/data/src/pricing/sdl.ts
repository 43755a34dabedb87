// The pricing domain's GraphQL: tiers, plans, discounts and referral-code usages, payments' kinds and states
// (until payments have a domain of their own), the discounts a sign-up plan carries, validateReferralCode, and the
// back-office's plans and codes (lists with their use, save, status, delete).
import {
  DISCOUNT_TIMINGS,
  DISCOUNT_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PRICING_PLAN_STATUSES,
  PRICING_TIERS,
  RECURRENCES,
  USAGE_TYPES,
} from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const pricingSdl: SdlFragment = {
  enums: {
    PricingPlanStatus: PRICING_PLAN_STATUSES,
    PricingTier: PRICING_TIERS,
    Recurrence: RECURRENCES,
    DiscountType: DISCOUNT_TYPES,
    DiscountTiming: DISCOUNT_TIMINGS,
    UsageType: USAGE_TYPES,
    PaymentStatus: PAYMENT_STATUSES,
    PaymentType: PAYMENT_TYPES,
    PaymentProvider: PAYMENT_PROVIDERS,
  },
  sdl: /* GraphQL */ `
type Discount { type: DiscountType! timing: DiscountTiming! value: Float! referralCodeId: ID code: String }
input DiscountInput { type: DiscountType! timing: DiscountTiming! value: Float! referralCodeId: ID code: String }
type ReferralCodeValidation { valid: Boolean! id: ID code: String type: DiscountType timing: DiscountTiming userValue: Float message: String }
type AdminPricingPlan { id: ID! order: Int! price: Float! currency: String! title: String! recurrence: Recurrence! description: String features: [String!]! tierId: PricingTier! status: PricingPlanStatus! trialDays: Int! inUse: Int! workspaces: Int! createdAt: AWSDateTime! updatedAt: AWSDateTime! }
type AdminPricingPlanPage { items: [AdminPricingPlan!]! total: Int! page: Int! pageSize: Int! }
type AdminReferralCode { id: ID! code: String! type: DiscountType! timing: DiscountTiming! usageTypes: [UsageType!]! userValue: Float! totalValue: Float remainingBudget: Float maximumApplications: Int applications: Int! expiresAt: AWSDateTime active: Boolean! usable: Boolean! createdAt: AWSDateTime! updatedAt: AWSDateTime! }
type AdminReferralCodePage { items: [AdminReferralCode!]! total: Int! page: Int! pageSize: Int! }
input SavePricingPlanInput { id: ID order: Int title: String! description: String features: [String!] price: Float! currency: String! recurrence: Recurrence! tierId: PricingTier! status: PricingPlanStatus! trialDays: Int }
input SetPricingPlanStatusInput { id: ID! status: PricingPlanStatus! }
input SaveReferralCodeInput { id: ID code: String! type: DiscountType! timing: DiscountTiming! usageTypes: [UsageType!]! userValue: Float! totalValue: Float maximumApplications: Int expiresAt: AWSDateTime active: Boolean! }
input DeletePricingInput { id: ID! password: String }
type PricingPlanSaved { plan: AdminPricingPlan! created: Boolean! }
type ReferralCodeSaved { code: AdminReferralCode! created: Boolean! }
type DeletedPricingPlan { id: ID! title: String! }
type DeletedReferralCode { id: ID! code: String! }
extend type Query {
  "Whether a referral code can be applied, and the discount it gives; nothing else about it."
  validateReferralCode(code: String!, usage: [UsageType!]): ReferralCodeValidation!
  adminListPricingPlans(input: AdminListInput): AdminPricingPlanPage!
  adminListReferralCodes(input: AdminListInput): AdminReferralCodePage!
}
extend type Mutation {
  savePricingPlan(input: SavePricingPlanInput!): PricingPlanSaved!
  setPricingPlanStatus(input: SetPricingPlanStatusInput!): PricingPlanSaved!
  deletePricingPlan(input: DeletePricingInput!): DeletedPricingPlan!
  saveReferralCode(input: SaveReferralCodeInput!): ReferralCodeSaved!
  deleteReferralCode(input: DeletePricingInput!): DeletedReferralCode!
}
`,
};
