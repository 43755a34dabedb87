import { describe, expect, it } from 'vitest';
import { discountedPrice, signUpHref, type TPricingPlan } from './pricing.ts';

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

describe('pricing', () => {
  it('applies percentage and fixed discounts, never below zero', () => {
    expect(discountedPrice(149, { valid: true, type: 'PERCENTAGE', userValue: 20 })).toBe(119.2);
    expect(discountedPrice(49, { valid: true, type: 'FIXED', userValue: 100 })).toBe(0);
    expect(discountedPrice(49, { valid: false, type: 'FIXED', userValue: 10 })).toBe(49);
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
