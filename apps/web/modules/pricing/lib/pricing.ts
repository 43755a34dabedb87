// Pricing plans for /pricing (read on the server), referral-code validation (a guest call from the browser)
// and the sign-up link that carries the chosen plan and discount (read by /auth/sign-up).
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

/** The price after a valid referral discount (never below zero). */
export function discountedPrice(price: number, referral: TReferralValidation | null): number {
  if (!referral?.valid || !referral.userValue) return price;
  const after = referral.type === 'PERCENTAGE' ? price * (1 - referral.userValue / 100) : price - referral.userValue;
  return Math.max(0, Math.round(after * 100) / 100);
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
