import { describe, expect, it } from 'vitest';
import { chargeOutcome, checkCard, DECLINES, LIVE_CARD_MESSAGE, luhn } from './cards.ts';

const now = new Date(Date.UTC(2026, 10, 26));
const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2028,
  cvc: '123',
  ...over,
});

describe('test cards', () => {
  it('Luhn', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    expect(luhn('378282246310005')).toBe(true);
  });

  it("accepts Stripe's test numbers (spaces ignored) with their behaviour", () => {
    expect(checkCard(card('4242 4242 4242 4242'), now)).toMatchObject({
      ok: true,
      card: { behaviour: 'succeed', last4: '4242', brand: 'visa' },
    });
    expect(checkCard(card('4000 0000 0000 0002'), now)).toMatchObject({ ok: true, card: { behaviour: 'decline' } });
    expect(checkCard(card('4000000000009995'), now)).toMatchObject({
      ok: true,
      card: { behaviour: 'insufficient_funds' },
    });
    expect(checkCard(card('4000 0027 6000 3184'), now)).toMatchObject({
      ok: true,
      card: { behaviour: 'authenticate' },
    });
    expect(checkCard(card('3782 822463 10005', { cvc: '1234' }), now)).toMatchObject({
      ok: true,
      card: { brand: 'amex' },
    });
  });

  it("refuses with Stripe's codes and words: a live card, a wrong number, expiry, CVC", () => {
    expect(checkCard(card('4111 1111 1111 1111'), now)).toEqual({ ok: false, decline: DECLINES.liveCard });
    expect(DECLINES.liveCard.message).toBe(LIVE_CARD_MESSAGE);
    expect(checkCard(card('4242 4242 4242 4241'), now)).toMatchObject({
      ok: false,
      decline: { code: 'incorrect_number' },
    });
    expect(checkCard(card('abc'), now)).toMatchObject({ ok: false, decline: { code: 'incorrect_number' } });
    expect(checkCard(card('4242424242424242', { expYear: 2025 }), now)).toMatchObject({
      decline: { code: 'invalid_expiry_year' },
    });
    expect(checkCard(card('4242424242424242', { expYear: 26, expMonth: 10 }), now)).toMatchObject({
      decline: { code: 'invalid_expiry_month' },
    });
    expect(checkCard(card('4242424242424242', { expYear: 26, expMonth: 11 }), now)).toMatchObject({ ok: true });
    expect(checkCard(card('4242424242424242', { expMonth: 13 }), now)).toMatchObject({
      decline: { code: 'invalid_expiry_month' },
    });
    expect(checkCard(card('4242424242424242', { cvc: '12' }), now)).toMatchObject({
      decline: { code: 'invalid_cvc', message: "Your card's security code is invalid." },
    });
    expect(checkCard(card('378282246310005', { cvc: '123' }), now)).toMatchObject({ decline: { code: 'invalid_cvc' } });
  });

  it('charge outcomes: 3-D Secure asks on-session, is declined off-session, succeeds once authenticated', () => {
    expect(chargeOutcome('authenticate')).toEqual({ kind: 'requires_action' });
    expect(chargeOutcome('authenticate', { offSession: true })).toEqual({
      kind: 'declined',
      decline: DECLINES.authenticationRequired,
    });
    expect(chargeOutcome('authenticate', { authenticated: true })).toEqual({ kind: 'succeeded' });
    expect(chargeOutcome('insufficient_funds')).toEqual({ kind: 'declined', decline: DECLINES.insufficientFunds });
    expect(chargeOutcome('charge_customer_fail')).toEqual({ kind: 'declined', decline: DECLINES.generic });
  });
});
