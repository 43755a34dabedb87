// Pricing plans for /pricing (read on the server), referral-code validation (a guest call from the browser),
// a plan's price with a referral discount in words (the one text every place that shows a discounted price uses:
// the plan cards, the sign-up and confirmation panel, the subscription page's chosen plan) and the sign-up link
// that carries the chosen plan and discount (read by /auth/sign-up).
import type { DiscountTiming, DiscountType, PricingTier, Recurrence } from '@innov/contracts';
import type { FunctionSpec } from '../../data/lib/requests.ts';

export interface TPricingPlan {
  id: string;
  order: number | null;
  price: number;
  currency: string | null;
  title: string;
  recurrence: Recurrence;
  description: string | null;
  features: string[] | null;
  tierId: PricingTier;
  /** Days of free trial a workspace may start once (0: none). */
  trialDays?: number | null;
}

export const LIST_PRICING_PLANS = /* GraphQL */ `
  query ListPricingPlans {
    listPricingPlans(filter: { status: { eq: ACTIVE } }, limit: 100) {
      items { id order price currency title recurrence description features tierId trialDays }
    }
  }
`;

/** One plan on offer by its id (a guest may read ACTIVE plans): sign-up shows the plan chosen on /pricing. */
export const PRICING_PLAN_BY_ID: FunctionSpec = {
  name: 'listPricingPlans',
  kind: 'query',
  args: { filter: 'ModelPricingPlanFilterInput', limit: 'Int' },
  selection: 'items { id order price currency title recurrence description features tierId trialDays }',
};

export const VALIDATE_REFERRAL_CODE: FunctionSpec = {
  name: 'validateReferralCode',
  kind: 'query',
  args: { code: 'String!', usage: '[UsageType!]' },
  selection: 'valid id code type timing userValue message',
};

export interface TReferralValidation {
  valid: boolean;
  id?: string | null;
  code?: string | null;
  type?: DiscountType | null;
  timing?: DiscountTiming | null;
  userValue?: number | null;
  message?: string | null;
}

export const RECURRENCE_SUFFIX: Record<Recurrence, string> = {
  ONE_OFF: '',
  DAILY: 'per day',
  WEEKLY: 'per week',
  MONTHLY: 'per month',
  YEARLY: 'per year',
};

export function formatMoney(amount: number, currency = 'GBP'): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/**
 * A referral code's discount: a percentage or a fixed amount off, on the first payment only (SIGN_UP: the payment
 * provider's coupon `once`) or on every payment (ONGOING: `forever`); services/data/src/billing/referral.ts.
 */
export interface TDiscount {
  type: DiscountType;
  timing: DiscountTiming;
  value: number;
}

/** The discount a valid referral code gives; none for an invalid one. */
export function discountOf(referral: TReferralValidation | null): TDiscount | null {
  if (!referral?.valid || !referral.type || !referral.userValue) return null;
  return { type: referral.type, timing: referral.timing ?? 'SIGN_UP', value: referral.userValue };
}

/** The price after a discount (never below zero). */
export function discountedPrice(price: number, discount: TDiscount | null): number {
  if (!discount?.value) return price;
  const after = discount.type === 'PERCENTAGE' ? price * (1 - discount.value / 100) : price - discount.value;
  return Math.max(0, Math.round(after * 100) / 100);
}

/** The period a first-payment-only discount covers, by the plan's recurrence ("for the first month"). */
const FIRST_PERIOD: Record<Recurrence, string> = {
  ONE_OFF: '',
  DAILY: 'day',
  WEEKLY: 'week',
  MONTHLY: 'month',
  YEARLY: 'year',
};

type TPricedPlan = Pick<TPricingPlan, 'price' | 'currency' | 'recurrence'>;

/**
 * A plan's price with a discount, as the amount and the terms after it: "£39.20" "per month" for an ongoing
 * discount; "£0" "for the first month, then £49 per month" for one on the first payment only, which must never
 * read as a lasting price. "Free" for a free plan.
 */
export function planPrice(
  plan: TPricedPlan,
  discount: TDiscount | null,
): { amount: string; terms: string; firstPaymentOnly: boolean } {
  if (plan.price <= 0) return { amount: 'Free', terms: '', firstPaymentOnly: false };
  const currency = plan.currency ?? 'GBP';
  const after = discountedPrice(plan.price, discount);
  const suffix = RECURRENCE_SUFFIX[plan.recurrence];
  const amount = formatMoney(after, currency);
  if (after === plan.price || discount?.timing === 'ONGOING' || plan.recurrence === 'ONE_OFF') {
    return { amount, terms: suffix, firstPaymentOnly: false };
  }
  return {
    amount,
    terms: `for the first ${FIRST_PERIOD[plan.recurrence]}, then ${formatMoney(plan.price, currency)} ${suffix}`,
    firstPaymentOnly: true,
  };
}

/** planPrice in one line: "£0 for the first month, then £49 per month". */
export function planPriceText(plan: TPricedPlan, discount: TDiscount | null): string {
  const { amount, terms } = planPrice(plan, discount);
  return terms ? `${amount} ${terms}` : amount;
}

/** What a valid code gives, in words: "20% off on every payment", "£100 off on your first payment". */
export function referralTerms(referral: Pick<TReferralValidation, 'message' | 'timing'>): string {
  return `${referral.message}${referral.timing === 'ONGOING' ? ' on every payment' : ' on your first payment'}`;
}

/** The sign-up address for a plan, with the referral code's id and discount when one applies. */
export function signUpHref(plan: TPricingPlan, referral: TReferralValidation | null): string {
  const query = new URLSearchParams({ planId: plan.tierId, pricingPlanId: plan.id });
  if (referral?.valid && referral.id && referral.type && referral.userValue != null) {
    query.set('referralCodeId', referral.id);
    query.set(
      'discounts',
      JSON.stringify([
        {
          type: referral.type,
          timing: referral.timing ?? 'SIGN_UP',
          value: referral.userValue,
          referralCodeId: referral.id,
          code: referral.code,
        },
      ]),
    );
  }
  return `/auth/sign-up?${query.toString()}`;
}
