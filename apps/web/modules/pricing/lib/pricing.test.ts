import { describe, expect, it } from 'vitest';
import { discountedPrice, discountOf, planPrice, planPriceText, signUpHref, type TPricingPlan } from './pricing.ts';

const plan: TPricingPlan = {
  id: 'plan-campaign',
  order: 3,
  price: 149,
  currency: 'GBP',
  title: 'Campaign',
  recurrence: 'MONTHLY',
  description: null,
  features: null,
  tierId: 'CAMPAIGN',
};
const collaborate: TPricingPlan = { ...plan, id: 'plan-collaborate', price: 49, title: 'Collaborate' };
const avalanche: TPricingPlan = { ...plan, id: 'plan-avalanche', price: 4_990, recurrence: 'YEARLY' };

describe('pricing', () => {
  it('applies percentage and fixed discounts, never below zero', () => {
    expect(discountedPrice(149, { type: 'PERCENTAGE', timing: 'ONGOING', value: 20 })).toBe(119.2);
    expect(discountedPrice(49, { type: 'FIXED', timing: 'SIGN_UP', value: 100 })).toBe(0);
    expect(discountedPrice(49, null)).toBe(49);
  });

  it('reads the discount of a valid referral code only', () => {
    expect(discountOf({ valid: true, type: 'FIXED', timing: 'SIGN_UP', userValue: 100 })).toEqual({
      type: 'FIXED',
      timing: 'SIGN_UP',
      value: 100,
    });
    // A code that does not say when it applies counts for the first payment only (the provider's `once`).
    expect(discountOf({ valid: true, type: 'PERCENTAGE', userValue: 20 })?.timing).toBe('SIGN_UP');
    expect(discountOf({ valid: false, type: 'FIXED', timing: 'ONGOING', userValue: 10 })).toBeNull();
    expect(discountOf(null)).toBeNull();
  });

  it('says what a first-payment-only discount costs first and what follows, never a permanent price', () => {
    const free = { type: 'FIXED', timing: 'SIGN_UP', value: 100 } as const;
    expect(planPriceText(collaborate, free)).toBe('£0 for the first month, then £49 per month');
    expect(planPrice(collaborate, free)).toEqual({
      amount: '£0',
      terms: 'for the first month, then £49 per month',
      firstPaymentOnly: true,
    });
    const fifth = { type: 'PERCENTAGE', timing: 'SIGN_UP', value: 20 } as const;
    expect(planPriceText(collaborate, fifth)).toBe('£39.20 for the first month, then £49 per month');
    expect(planPriceText(avalanche, fifth)).toBe('£3,992 for the first year, then £4,990 per year');
    expect(planPriceText({ ...collaborate, currency: 'EUR' }, fifth)).toBe(
      '€39.20 for the first month, then €49 per month',
    );
  });

  it('shows an ongoing discount as the price of every period, and a plain or free plan as it is', () => {
    const ongoing = { type: 'PERCENTAGE', timing: 'ONGOING', value: 20 } as const;
    expect(planPriceText(collaborate, ongoing)).toBe('£39.20 per month');
    expect(planPriceText(collaborate, null)).toBe('£49 per month');
    expect(planPriceText({ ...collaborate, price: 0 }, ongoing)).toBe('Free');
    expect(planPriceText({ ...collaborate, recurrence: 'ONE_OFF' }, { ...ongoing, timing: 'SIGN_UP' })).toBe('£39.20');
  });

  it('carries the plan, the referral code id and the discount into sign-up', () => {
    expect(signUpHref(plan, null)).toBe('/auth/sign-up?planId=CAMPAIGN&pricingPlanId=plan-campaign');
    const href = new URL(
      signUpHref(plan, { valid: true, id: 'ref-1', code: 'X', type: 'PERCENTAGE', timing: 'ONGOING', userValue: 20 }),
      'http://x',
    );
    expect(href.searchParams.get('referralCodeId')).toBe('ref-1');
    expect(JSON.parse(href.searchParams.get('discounts') ?? '')).toEqual([
      { type: 'PERCENTAGE', timing: 'ONGOING', value: 20, referralCodeId: 'ref-1', code: 'X' },
    ]);
  });
});
