// Amounts as the pages show them: Stripe's integer minor units in the object's currency, formatted with
// Intl.NumberFormat (a zero-decimal currency such as JPY has no minor unit to divide by).
import { SITE } from '@innov/contracts';
import type Stripe from 'stripe';

const LOCALE = SITE.locale;

function formatter(currency: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: currency.toUpperCase() });
  } catch {
    // Not an ISO 4217 code (the API refuses those; a stored object never has one): the bare number.
    return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
}

/** `1999, 'gbp'` → `£19.99`. */
export function formatAmount(minor: number, currency: string): string {
  const f = formatter(currency);
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
  return f.format(minor / 10 ** digits);
}

/** A recurring price's cadence: `per month`, `every 3 months`; empty for a one-time price. */
export function cadence(recurring: Pick<Stripe.Price.Recurring, 'interval' | 'interval_count'> | null | undefined) {
  if (!recurring) return '';
  const count = recurring.interval_count ?? 1;
  return count === 1 ? `per ${recurring.interval}` : `every ${count} ${recurring.interval}s`;
}

/** A date as the pages show it: `26 November 2026` (UTC: the server does not know the reader's zone). */
export function formatDate(unixSeconds: number): string {
  return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(unixSeconds * 1000),
  );
}
