// The engine's clock: objects whose `due_at` has come (a subscription's trial or period end, an invoice's
// retry, a checkout session's expiry) are processed one transaction each, in time order, at their due time.
// Real time for objects without a test clock (the minute job), a clock's frozen time when it is advanced.
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import { expireCheckoutSession } from './checkout.ts';
import { inTransaction, type Stored, saveObject, unix } from './store.ts';
import { stepInvoice, stepSubscription } from './subscriptions.ts';

type Deps = Pick<PaymentsDeps, 'jobs' | 'now' | 'config' | 'linkKey' | 'database' | 'logger'>;

/** Processes what is due up to `until` (unix seconds) for the clock (or for objects on no clock). */
export async function processDue(deps: Deps, clock: string | null, until: number): Promise<number> {
  let processed = 0;
  for (; processed < 10_000; processed++) {
    let current: { object: string; id: string; due: Date } | null = null;
    const step = inTransaction(deps, async (q) => {
      const rows = await q<{ object: string; id: string; due: Date; data: Stored<{ id: string; object: string }> }>(
        `select object, id, due_at as due, data from payments.objects
          where due_at is not null and due_at <= $1 and ${clock ? 'test_clock = $2' : 'test_clock is null'}
          order by due_at, seq limit 1 for update skip locked`,
        clock ? [new Date(until * 1000), clock] : [new Date(until * 1000)],
      );
      const row = rows[0];
      if (!row) return false;
      current = row;
      const at = Math.min(until, unix(new Date(row.due)));
      const before = row.due;
      if (row.object === 'subscription') {
        await stepSubscription(deps, q, row.data as unknown as Stored<Stripe.Subscription>, at);
      } else if (row.object === 'invoice') {
        await stepInvoice(deps, q, row.data as unknown as Stored<Stripe.Invoice>, at);
      } else if (row.object === 'checkout.session') {
        await expireCheckoutSession(deps, q, row.data as unknown as Stored<Stripe.Checkout.Session>, at);
      } else {
        await saveObject(q, row.data, null);
      }
      // Never loop on an object whose step did not move its due time.
      await q(
        'update payments.objects set due_at = null where object = $1 and id = $2 and due_at is not null and due_at <= $3',
        [row.object, row.id, before],
      );
      return true;
    });
    let more: boolean;
    try {
      more = await step;
    } catch (err) {
      // One object's failure must not hold up the others: it waits an hour (on a clock: until asked again).
      const failed = current as { object: string; id: string; due: Date } | null;
      if (!failed) throw err;
      deps.logger.error({ err, object: failed.object, id: failed.id }, 'payments: a due object failed');
      await deps.database.query('update payments.objects set due_at = $3 where object = $1 and id = $2', [
        failed.object,
        failed.id,
        clock ? null : new Date(new Date(failed.due).getTime() + 3_600_000),
      ]);
      more = true;
    }
    if (!more) break;
  }
  return processed;
}
