// The card form of the checkout and portal pages: its fields, what a submitted form means (CardInput, or the
// field errors worded as Stripe's card element words them), where the engine's decline belongs, and the list of
// test cards it accepts. Without script: an error is beside its field (role=alert, aria-describedby,
// aria-invalid) and the first field in error has autofocus, so the reader lands on it.
import { TEST_CARDS } from '@innov/contracts';
import type { CardInput } from './engine.ts';
import { type Html, html } from './html.ts';

export type CardField = 'number' | 'expiry' | 'cvc' | 'name' | 'postalCode';

/** What the reader typed (shown again after an error; the CVC never is). */
export interface CardValues {
  number: string;
  expiry: string;
  name: string;
  postalCode: string;
}

export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardValues = { number: '', expiry: '', name: '', postalCode: '' };

const LIMITS = { number: 32, expiry: 16, cvc: 8, name: 200, postalCode: 16 } as const;

// Stripe's card element's words for a form that is not complete.
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  tooLong: 'This is too long.',
} as const;

function field(form: URLSearchParams, name: string, limit: number): { value: string; tooLong: boolean } {
  const value = (form.get(name) ?? '').trim();
  return value.length > limit ? { value: value.slice(0, limit), tooLong: true } : { value, tooLong: false };
}

/** The submitted card, or what is wrong with the form. */
export function parseCardForm(form: URLSearchParams): { values: CardValues; card?: CardInput; errors: CardErrors } {
  const number = field(form, 'number', LIMITS.number);
  const expiry = field(form, 'expiry', LIMITS.expiry);
  const cvc = field(form, 'cvc', LIMITS.cvc);
  const name = field(form, 'name', LIMITS.name);
  const postalCode = field(form, 'postalCode', LIMITS.postalCode);
  const values: CardValues = {
    number: number.value,
    expiry: expiry.value,
    name: name.value,
    postalCode: postalCode.value,
  };
  const errors: CardErrors = {};

  const digits = number.value.replace(/[\s-]/g, '');
  if (number.tooLong || /[^0-9]/.test(digits)) errors.number = CARD_MESSAGES.numberInvalid;
  else if (digits.length < 12) errors.number = CARD_MESSAGES.numberIncomplete;

  // MM/YY, MM / YY, MMYY, MM/YYYY
  const exp = /^(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})$/.exec(expiry.value);
  let expMonth = 0;
  let expYear = 0;
  if (!exp || expiry.tooLong) errors.expiry = CARD_MESSAGES.expiryIncomplete;
  else {
    expMonth = Number(exp[1]);
    expYear = exp[2].length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
    if (expMonth < 1 || expMonth > 12) errors.expiry = CARD_MESSAGES.expiryMonthInvalid;
  }

  if (!/^\d{3,4}$/.test(cvc.value)) errors.cvc = CARD_MESSAGES.cvcIncomplete;
  if (name.tooLong) errors.name = CARD_MESSAGES.tooLong;
  if (postalCode.tooLong) errors.postalCode = CARD_MESSAGES.tooLong;

  if (Object.keys(errors).length > 0) return { values, errors };
  const card: CardInput = { number: digits, expMonth, expYear, cvc: cvc.value };
  if (name.value) card.name = name.value;
  if (postalCode.value) card.postalCode = postalCode.value;
  return { values, card, errors };
}

/** The field a card error (Stripe's `code`) is about; a decline is about the card number. */
export function fieldOfCode(code: string): CardField {
  if (code === 'invalid_expiry_month' || code === 'invalid_expiry_year' || code === 'expired_card') return 'expiry';
  if (code === 'invalid_cvc' || code === 'incorrect_cvc') return 'cvc';
  if (code === 'incorrect_zip') return 'postalCode';
  return 'number';
}

interface FieldSpec {
  name: CardField;
  label: string;
  optional?: boolean;
  autocomplete: string;
  inputmode?: string;
  placeholder?: string;
  hint?: string;
  maxlength: number;
}

const FIELDS: Record<CardField, FieldSpec> = {
  number: {
    name: 'number',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    placeholder: '1234 1234 1234 1234',
    maxlength: LIMITS.number,
  },
  expiry: {
    name: 'expiry',
    label: 'Expiry (MM / YY)',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    placeholder: 'MM / YY',
    maxlength: LIMITS.expiry,
  },
  cvc: {
    name: 'cvc',
    label: 'CVC',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    placeholder: 'CVC',
    maxlength: LIMITS.cvc,
  },
  name: { name: 'name', label: 'Name on card', optional: true, autocomplete: 'cc-name', maxlength: LIMITS.name },
  postalCode: {
    name: 'postalCode',
    label: 'Postal code',
    optional: true,
    autocomplete: 'postal-code',
    maxlength: LIMITS.postalCode,
  },
};

const ORDER: CardField[] = ['number', 'expiry', 'cvc', 'name', 'postalCode'];

function input(spec: FieldSpec, value: string, error: string | undefined, focus: boolean): Html {
  const id = `card-${spec.name}`;
  const described = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div><label for="${id}">${spec.label}${spec.optional ? html` <span class="optional">(optional)</span>` : ''}</label>
<input type="text" id="${id}" name="${spec.name}" value="${value}" autocomplete="${spec.autocomplete}"${
    spec.inputmode ? html` inputmode="${spec.inputmode}"` : ''
  }${spec.placeholder ? html` placeholder="${spec.placeholder}"` : ''} maxlength="${spec.maxlength}" spellcheck="false"${
    spec.optional ? '' : html` required`
  }${described ? html` aria-describedby="${described}"` : ''}${error ? html` aria-invalid="true"` : ''}${
    focus ? html` autofocus` : ''
  }>
${spec.hint ? html`<p class="hint" id="${id}-hint">${spec.hint}</p>` : ''}${
  error ? html`<p class="field-error" id="${id}-error" role="alert">${error}</p>` : ''
}</div>`;
}

export interface CardFormModel {
  action: string;
  csrf: string;
  values: CardValues;
  errors: CardErrors;
  submitLabel: string;
}

export function cardForm(m: CardFormModel): Html {
  const first = ORDER.find((f) => m.errors[f]);
  const value = (f: CardField) => (f === 'cvc' ? '' : m.values[f]);
  const one = (f: CardField) => input(FIELDS[f], value(f), m.errors[f], f === first);
  return html`<form method="post" action="${m.action}" novalidate>
<input type="hidden" name="_csrf" value="${m.csrf}">
${one('number')}
<div class="row">${one('expiry')}${one('cvc')}</div>
${one('name')}
${one('postalCode')}
<button type="submit">${m.submitLabel}</button>
</form>`;
}

/** The test mode note: only Stripe's test cards are accepted, and which does what. */
export function testCardList(): Html {
  return html`<section class="testcards" aria-labelledby="testcards-title">
<h2 id="testcards-title">Test mode: use a test card</h2>
<p>Only Stripe's test card numbers are accepted. Use any future expiry date and any 3-digit CVC.</p>
<table><thead><tr><th scope="col">Card number</th><th scope="col">Outcome</th></tr></thead>
<tbody>${TEST_CARDS.map((c) => html`<tr><td>${c.number}</td><td>${c.outcome}</td></tr>`)}</tbody></table>
</section>`;
}
