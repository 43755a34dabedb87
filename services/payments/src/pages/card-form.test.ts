import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardForm, EMPTY_CARD, fieldOfCode, parseCardForm } from './card-form.ts';
import { html } from './html.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('card form', () => {
  it('reads a card: spaces and dashes in the number, MM/YY or MM / YYYY expiry, optional name and postal code', () => {
    expect(parseCardForm(form({ number: '4242 4242-4242 4242', expiry: '12 / 34', cvc: '123' }))).toEqual({
      values: { number: '4242 4242-4242 4242', expiry: '12 / 34', name: '', postalCode: '' },
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      errors: {},
    });
    const full = parseCardForm(
      form({ number: '4242424242424242', expiry: '0130', cvc: '1234', name: ' Ada ', postalCode: 'W1' }),
    );
    expect(full.card).toEqual({
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2030,
      cvc: '1234',
      name: 'Ada',
      postalCode: 'W1',
    });
    expect(parseCardForm(form({ number: '4242424242424242', expiry: '3/2031', cvc: '123' })).card?.expYear).toBe(2031);
  });

  it("refuses what is incomplete or invalid in Stripe's card element words, beside each field", () => {
    expect(parseCardForm(form({})).errors).toEqual({
      number: CARD_MESSAGES.numberIncomplete,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_MESSAGES.cvcIncomplete,
    });
    const bad = parseCardForm(form({ number: '4242 abcd', expiry: '13/30', cvc: '12', name: 'x'.repeat(201) }));
    expect(bad.card).toBeUndefined();
    expect(bad.errors).toEqual({
      number: CARD_MESSAGES.numberInvalid,
      expiry: CARD_MESSAGES.expiryMonthInvalid,
      cvc: CARD_MESSAGES.cvcIncomplete,
      name: CARD_MESSAGES.tooLong,
    });
    expect(parseCardForm(form({ number: '4'.repeat(40), expiry: '12/34', cvc: '123' })).errors.number).toBe(
      CARD_MESSAGES.numberInvalid,
    );
  });

  it('puts a decline beside the field it is about', () => {
    expect(fieldOfCode('card_declined')).toBe('number');
    expect(fieldOfCode('incorrect_number')).toBe('number');
    expect(fieldOfCode('invalid_expiry_year')).toBe('expiry');
    expect(fieldOfCode('invalid_cvc')).toBe('cvc');
  });

  it('escapes what it shows again, never shows the CVC, and ties the error to its field', () => {
    const markup = cardForm({
      action: '/pay/checkout/cs_1',
      csrf: 'tok',
      values: { ...EMPTY_CARD, number: '"><script>x</script>' },
      errors: { number: 'Your card was declined.' },
      submitLabel: 'Pay £1.00',
    }).value;
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('value="&#34;&#62;&#60;script&#62;x&#60;&#47;script&#62;"');
    expect(markup).toMatch(/name="cvc" value=""/);
    expect(markup).toContain('aria-describedby="card-number-error" aria-invalid="true" autofocus');
    expect(markup).toContain('<p class="field-error" id="card-number-error" role="alert">Your card was declined.</p>');
    expect(html`<a href="${'javascript:x'}">${['<b>', html`<i>ok</i>`]}</a>`.value).toBe(
      '<a href="javascript:x">&#60;b&#62;<i>ok</i></a>',
    );
  });
});
