// The pricing domain's GraphQL: tiers, plans, discounts and referral-code usages, payments' kinds and states
// (until payments have a domain of their own), the discounts a sign-up plan carries, and validateReferralCode.
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
extend type Query {
  "Whether a referral code can be applied, and the discount it gives; nothing else about it."
  validateReferralCode(code: String!, usage: [UsageType!]): ReferralCodeValidation!
}
`,
};
