import { describe, expect, it } from 'vitest';
import { type ReferralCodeRow, referralProblem, remainingBudget } from './referral-codes.ts';

const now = new Date('2026-06-01T12:00:00Z');
const code = (over: Partial<ReferralCodeRow> = {}): ReferralCodeRow => ({
  id: 'r1',
  code: 'PARTNER100',
  type: 'FIXED',
  timing: 'SIGN_UP',
  user_value: 100,
  total_value: 1_000,
  active: true,
  expires_at: null,
  maximum_applications: null,
  applications: 0,
  usage_types: ['SIGN_UP'],
  ...over,
});

describe('referral codes', () => {
  it('a FIXED code’s budget is spent a use’s value at a time', () => {
    expect(remainingBudget(code({ applications: 3 }))).toBe(700);
    expect(remainingBudget(code({ applications: 12 }))).toBe(0);
    expect(remainingBudget(code({ total_value: null }))).toBeNull();
    expect(remainingBudget(code({ type: 'PERCENTAGE', user_value: 20 }))).toBeNull();
  });

  it('is used up once its budget cannot cover one more use', () => {
    expect(referralProblem(code({ applications: 9 }), ['SIGN_UP'], now)).toBeNull();
    expect(referralProblem(code({ applications: 10 }), ['SIGN_UP'], now)).toBe('usedUp');
    expect(referralProblem(code({ total_value: 150, applications: 1 }), ['SIGN_UP'], now)).toBe('usedUp');
    expect(referralProblem(code({ total_value: null, applications: 10_000 }), ['SIGN_UP'], now)).toBeNull();
  });

  it('keeps the other rules: inactive, expired, usage, maximum applications', () => {
    expect(referralProblem(code({ active: false }), ['SIGN_UP'], now)).toBe('invalid');
    expect(referralProblem(code({ expires_at: now }), ['SIGN_UP'], now)).toBe('expired');
    expect(referralProblem(code(), ['CONTACT_US'], now)).toBe('usage');
    expect(referralProblem(code({ maximum_applications: 2, applications: 2 }), ['SIGN_UP'], now)).toBe('usedUp');
  });
});
