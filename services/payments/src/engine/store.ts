// Stripe's objects as the local service keeps them: one row per object in payments.objects (jsonb `data`, the
// object as the API answers it, plus `_engine`, the engine's own notes, never answered), with the columns lists
// and the clock need. Every change runs in a transaction (`Tx`, the transaction's runner).
import { randomBytes } from 'node:crypto';
import type { RawQuery } from '@innov/db';
import type { PaymentsDeps } from '../deps.ts';

export type Tx = RawQuery;

/** The engine's private notes on an object (stripped from every answer). */
export interface EngineNotes {
  /** A payment method's test-card behaviour. */
  card?: CardBehaviour;
  /** A subscription's trial_will_end event was sent. */
  trialWillEndSent?: boolean;
  /** A checkout session's payment method awaiting 3-D Secure. */
  pendingPaymentMethod?: string;
  /** A checkout session's origin for hosted URLs. */
  [key: string]: unknown;
}

/** `charge_customer_fail`: saving the card succeeds, charging it is declined (Stripe's 4000 0000 0000 0341). */
export type CardBehaviour = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate' | 'charge_customer_fail';

export type Stored<T> = T & { _engine?: EngineNotes };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-like ids: `prefix_` + random letters and digits (24, or longer for checkout sessions). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

export const unix = (date: Date) => Math.floor(date.getTime() / 1000);
export const fromUnix = (seconds: number) => new Date(seconds * 1000);

export async function getObject<T>(q: Tx, object: string, id: string, forUpdate = false): Promise<Stored<T> | null> {
  const rows = await q<{ data: Stored<T> }>(
    `select data from payments.objects where object = $1 and id = $2${forUpdate ? ' for update' : ''}`,
    [object, id],
  );
  return rows[0]?.data ?? null;
}

export interface PlaceOptions {
  customer?: string | null;
  testClock?: string | null;
  dueAt?: Date | null;
}

export async function insertObject<T extends { id: string; object: string; created?: number }>(
  q: Tx,
  data: Stored<T>,
  options: PlaceOptions = {},
): Promise<Stored<T>> {
  await q(
    `insert into payments.objects (object, id, customer, test_clock, due_at, created_at, data)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      data.object,
      data.id,
      options.customer ?? null,
      options.testClock ?? null,
      options.dueAt ?? null,
      data.created ? fromUnix(data.created) : new Date(),
      JSON.stringify(data),
    ],
  );
  return data;
}

/** Writes the object back; `dueAt` undefined keeps the row's, null clears it. */
export async function saveObject<T extends { id: string; object: string }>(
  q: Tx,
  data: Stored<T>,
  dueAt?: Date | null,
): Promise<Stored<T>> {
  if (dueAt === undefined) {
    await q('update payments.objects set data = $3::jsonb where object = $1 and id = $2', [
      data.object,
      data.id,
      JSON.stringify(data),
    ]);
  } else {
    await q('update payments.objects set data = $3::jsonb, due_at = $4 where object = $1 and id = $2', [
      data.object,
      data.id,
      JSON.stringify(data),
      dueAt,
    ]);
  }
  return data;
}

export async function deleteObject(q: Tx, object: string, id: string): Promise<void> {
  await q('delete from payments.objects where object = $1 and id = $2', [object, id]);
}

export interface ListQuery {
  object: string;
  customer?: string;
  /** Equality on a field of `data` (dotted path → `data #>> '{a,b}'`), as text. */
  where?: Record<string, string | boolean | undefined>;
  /** created >= / <= bounds (unix seconds). */
  createdGte?: number;
  createdLte?: number;
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

/** Newest first, as Stripe lists; `has_more` from one extra row. */
export async function listObjects<T>(q: Tx, query: ListQuery): Promise<{ data: Stored<T>[]; hasMore: boolean }> {
  const params: unknown[] = [query.object];
  const conditions = ['object = $1'];
  if (query.customer !== undefined) {
    params.push(query.customer);
    conditions.push(`customer = $${params.length}`);
  }
  for (const [path, value] of Object.entries(query.where ?? {})) {
    if (value === undefined) continue;
    params.push(path.split('.'), String(value));
    conditions.push(`data #>> $${params.length - 1}::text[] = $${params.length}`);
  }
  if (query.createdGte !== undefined) {
    params.push(query.createdGte);
    conditions.push(`(data->>'created')::bigint >= $${params.length}`);
  }
  if (query.createdLte !== undefined) {
    params.push(query.createdLte);
    conditions.push(`(data->>'created')::bigint <= $${params.length}`);
  }
  let order = 'desc';
  if (query.startingAfter) {
    params.push(query.startingAfter);
    conditions.push(`seq < (select seq from payments.objects where object = $1 and id = $${params.length})`);
  } else if (query.endingBefore) {
    params.push(query.endingBefore);
    conditions.push(`seq > (select seq from payments.objects where object = $1 and id = $${params.length})`);
    order = 'asc';
  }
  params.push(query.limit + 1);
  const rows = await q<{ data: Stored<T> }>(
    `select data from payments.objects where ${conditions.join(' and ')} order by seq ${order} limit $${params.length}`,
    params,
  );
  const hasMore = rows.length > query.limit;
  const data = rows.slice(0, query.limit).map((r) => r.data);
  if (order === 'asc') data.reverse();
  return { data, hasMore };
}

/** Which object an id names, by its prefix (for `expand`). */
export function objectOfId(id: string): string | undefined {
  const prefix = id.slice(0, id.indexOf('_') + 1);
  if (id.startsWith('cs_')) return 'checkout.session';
  if (id.startsWith('bps_')) return 'billing_portal.session';
  return (
    {
      prod_: 'product',
      price_: 'price',
      cus_: 'customer',
      pm_: 'payment_method',
      sub_: 'subscription',
      si_: 'subscription_item',
      in_: 'invoice',
      ii_: 'invoiceitem',
      pi_: 'payment_intent',
      ch_: 'charge',
      re_: 'refund',
      evt_: 'event',
      we_: 'webhook_endpoint',
      clock_: 'test_helpers.test_clock',
    } as Record<string, string>
  )[prefix];
}

/** The object without the engine's notes (what the API answers). */
export function publicCopy<T>(data: Stored<T>): T {
  return JSON.parse(JSON.stringify(data, withoutNotes)) as T;
}

/** A JSON.stringify replacer that drops the engine's notes at any depth. */
export const withoutNotes = (key: string, value: unknown) => (key === '_engine' ? undefined : value);

/** Runs `fn` in one transaction (the embedded database runs one at a time: never await HTTP inside). */
export function inTransaction<T>(deps: Pick<PaymentsDeps, 'database'>, fn: (q: Tx) => Promise<T>): Promise<T> {
  return deps.database.transaction(fn);
}
