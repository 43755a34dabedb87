import { BILLING_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { money, parseRefundAmount, refundState } from './admin-payments.ts';

describe('parseRefundAmount', () => {
  it('takes pounds with up to two decimals, up to what is left', () => {
    expect(parseRefundAmount('12.5', 49)).toEqual({ amount: 12.5 });
    expect(parseRefundAmount(' 49.00 ', 49)).toEqual({ amount: 49 });
    expect(parseRefundAmount('49.01', 49)).toEqual({ error: BILLING_MESSAGES.refundTooLarge });
    expect(parseRefundAmount('0', 49)).toEqual({ error: 'Enter more than 0.' });
    expect(parseRefundAmount('1.234', 49)).toEqual({ error: 'Enter an amount like 12.50.' });
    expect(parseRefundAmount('-1', 49)).toEqual({ error: 'Enter an amount like 12.50.' });
    expect(parseRefundAmount('', 49)).toEqual({ error: 'Enter an amount like 12.50.' });
    // Pounds as floats: 0.1 + 0.2 left still refunds 0.30.
    expect(parseRefundAmount('0.30', 0.1 + 0.2)).toEqual({ amount: 0.3 });
  });
});

describe('refundState and money', () => {
  it('says refunded in full or in part', () => {
    expect(refundState({ amount: 49, refundedAmount: 0 })).toBeNull();
    expect(refundState({ amount: 49, refundedAmount: 10 })).toBe('Partly refunded');
    expect(refundState({ amount: 49, refundedAmount: 49 })).toBe('Refunded');
    expect(money(49, 'gbp')).toBe('£49.00');
  });
});
