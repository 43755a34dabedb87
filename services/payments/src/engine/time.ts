// Time as the engine sees it: real time (deps.now()) for customers without a test clock, the clock's frozen
// time for a customer on one; and the calendar arithmetic of billing periods (UTC, Stripe's month-end rule).
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import { noSuch } from './errors.ts';
import { getObject, type Stored, type Tx, unix } from './store.ts';

export const DAY = 86_400;

export async function lockCustomer(q: Tx, id: string, param = 'customer'): Promise<Stored<Stripe.Customer>> {
  const customer = await getObject<Stripe.Customer>(q, 'customer', id, true);
  if (!customer || customer.deleted) throw noSuch('customer', id, param);
  return customer;
}

export function clockIdOf(customer: Stripe.Customer | null | undefined): string | null {
  const clock = customer?.test_clock;
  return typeof clock === 'string' ? clock : (clock?.id ?? null);
}

/** Now for this customer's objects: its test clock's frozen time, else real time (unix seconds). */
export async function nowFor(
  deps: Pick<PaymentsDeps, 'now'>,
  q: Tx,
  customer: Stripe.Customer | null | undefined,
): Promise<number> {
  const clockId = clockIdOf(customer);
  if (clockId) {
    const clock = await getObject<Stripe.TestHelpers.TestClock>(q, 'test_helpers.test_clock', clockId);
    if (clock) return clock.frozen_time;
  }
  return unix(deps.now());
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The end of the period of `count` × `interval` that starts at `anchor`, `periods` periods on: months and years
 * keep the anchor's day (the 31st becomes the month's last day), as Stripe bills.
 */
export function addInterval(anchor: number, interval: Stripe.Price.Recurring.Interval, count: number, periods = 1) {
  const n = count * periods;
  if (interval === 'day') return anchor + n * DAY;
  if (interval === 'week') return anchor + n * 7 * DAY;
  const d = new Date(anchor * 1000);
  const months = interval === 'month' ? n : n * 12;
  const total = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(d.getUTCDate(), daysInMonth(year, month));
  return unix(new Date(Date.UTC(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds())));
}

/** The end of the period containing `from`, counted from `anchor`. */
export function nextPeriodEnd(anchor: number, from: number, interval: Stripe.Price.Recurring.Interval, count: number) {
  let k = 1;
  let end = addInterval(anchor, interval, count, k);
  while (end <= from && k < 10_000) end = addInterval(anchor, interval, count, ++k);
  return end;
}

export function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
