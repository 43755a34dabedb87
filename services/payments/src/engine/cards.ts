// Stripe's documented test cards, the only numbers the local service accepts, and Stripe's words for each
// refusal (https://docs.stripe.com/testing). The magic payment-method ids (`pm_card_visa`…) map to the same
// behaviours.
import type { Decline } from './errors.ts';
import type { CardBehaviour } from './store.ts';

export interface TestCard {
  brand: 'visa' | 'mastercard' | 'amex';
  funding: 'credit' | 'debit';
  behaviour: CardBehaviour;
}

/** By number (digits only). */
export const TEST_CARD_NUMBERS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', funding: 'credit', behaviour: 'succeed' },
  '4000056655665556': { brand: 'visa', funding: 'debit', behaviour: 'succeed' },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', behaviour: 'succeed' },
  '378282246310005': { brand: 'amex', funding: 'credit', behaviour: 'succeed' },
  '4000000000000002': { brand: 'visa', funding: 'credit', behaviour: 'decline' },
  '4000000000009995': { brand: 'visa', funding: 'credit', behaviour: 'insufficient_funds' },
  '4000002760003184': { brand: 'visa', funding: 'credit', behaviour: 'authenticate' },
  '4000000000000341': { brand: 'visa', funding: 'credit', behaviour: 'charge_customer_fail' },
};

/** Stripe's magic PaymentMethod ids: each use makes a new payment method with that card. */
export const MAGIC_PAYMENT_METHODS: Record<string, { last4: string } & TestCard> = {
  pm_card_visa: { last4: '4242', ...TEST_CARD_NUMBERS['4242424242424242']! },
  pm_card_visa_debit: { last4: '5556', ...TEST_CARD_NUMBERS['4000056655665556']! },
  pm_card_mastercard: { last4: '4444', ...TEST_CARD_NUMBERS['5555555555554444']! },
  pm_card_amex: { last4: '0005', ...TEST_CARD_NUMBERS['378282246310005']! },
  pm_card_chargeDeclined: { last4: '0002', ...TEST_CARD_NUMBERS['4000000000000002']! },
  pm_card_visa_chargeDeclined: { last4: '0002', ...TEST_CARD_NUMBERS['4000000000000002']! },
  pm_card_chargeDeclinedInsufficientFunds: { last4: '9995', ...TEST_CARD_NUMBERS['4000000000009995']! },
  pm_card_visa_chargeDeclinedInsufficientFunds: { last4: '9995', ...TEST_CARD_NUMBERS['4000000000009995']! },
  pm_card_authenticationRequired: { last4: '3184', ...TEST_CARD_NUMBERS['4000002760003184']! },
  pm_card_chargeCustomerFail: { last4: '0341', ...TEST_CARD_NUMBERS['4000000000000341']! },
};

export const LIVE_CARD_MESSAGE =
  'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

export const DECLINES = {
  generic: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  liveCard: { code: 'card_declined', declineCode: 'live_mode_test_card', message: LIVE_CARD_MESSAGE },
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  invalidExpiryMonth: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
  invalidExpiryYear: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
  invalidCvc: { code: 'invalid_cvc', message: "Your card's security code is invalid." },
  authenticationFailed: {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  authenticationRequired: {
    code: 'authentication_required',
    declineCode: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
} satisfies Record<string, Decline>;

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
  postalCode?: string;
}

export interface CheckedCard extends TestCard {
  last4: string;
  expMonth: number;
  expYear: number;
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card typed on a hosted page: a test number, a future expiry, a CVC; else Stripe's refusal. */
export function checkCard(
  card: CardInput,
  now: Date,
): { ok: true; card: CheckedCard } | { ok: false; decline: Decline } {
  const digits = String(card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, decline: DECLINES.incorrectNumber };
  const month = Number(card.expMonth);
  let year = Number(card.expYear);
  if (Number.isInteger(year) && year >= 0 && year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12) return { ok: false, decline: DECLINES.invalidExpiryMonth };
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50) {
    return { ok: false, decline: DECLINES.invalidExpiryYear };
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) return { ok: false, decline: DECLINES.invalidExpiryMonth };
  const test = TEST_CARD_NUMBERS[digits];
  const cvcLength = test?.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(String(card.cvc ?? '').trim())) {
    return { ok: false, decline: DECLINES.invalidCvc };
  }
  if (!test) return { ok: false, decline: DECLINES.liveCard };
  return { ok: true, card: { ...test, last4: digits.slice(-4), expMonth: month, expYear: year } };
}

/** What charging a card of this behaviour does (off-session: no customer to authenticate). */
export function chargeOutcome(
  behaviour: CardBehaviour | undefined,
  options: { authenticated?: boolean; offSession?: boolean } = {},
): { kind: 'succeeded' } | { kind: 'declined'; decline: Decline } | { kind: 'requires_action' } {
  switch (behaviour ?? 'succeed') {
    case 'succeed':
      return { kind: 'succeeded' };
    case 'decline':
    case 'charge_customer_fail':
      return { kind: 'declined', decline: DECLINES.generic };
    case 'insufficient_funds':
      return { kind: 'declined', decline: DECLINES.insufficientFunds };
    case 'authenticate':
      if (options.authenticated) return { kind: 'succeeded' };
      if (options.offSession) return { kind: 'declined', decline: DECLINES.authenticationRequired };
      return { kind: 'requires_action' };
  }
}
