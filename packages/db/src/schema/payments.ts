// The local Stripe-compatible payments service's tables (schema `payments`): nothing else reads them. Stripe's
// objects are kept as Stripe answers them (jsonb `data`), one row per object, with the columns its lists and its
// clock need; events and their deliveries to webhook endpoints; idempotency keys.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentsSchema } from './namespaces.ts';

export const paymentObjects = paymentsSchema.table(
  'objects',
  {
    /** Stripe's `object` (product, price, customer, checkout.session, subscription, invoice, …). */
    object: text('object').notNull(),
    /** Stripe's id (prod_…, cus_…); coupons' ids are chosen by the caller. */
    id: text('id').notNull(),
    customer: text('customer'),
    testClock: text('test_clock'),
    /** When the engine must next act on it (a subscription's trial or period end, a retry, a session's expiry). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Creation order for lists (Stripe lists newest first). */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.object, t.id] }),
    index('objects_list_idx').on(t.object, t.seq),
    index('objects_customer_idx').on(t.customer, t.object, t.seq),
    index('objects_clock_idx').on(t.testClock),
    index('objects_due_idx').on(t.dueAt).where(sql`${t.dueAt} is not null`),
  ],
);

/** Requests made with an `Idempotency-Key`: the same key answers the first answer again for a day. */
export const paymentIdempotencyKeys = paymentsSchema.table('idempotency_keys', {
  key: text('key').primaryKey(),
  /** Method and path, and a hash of the parameters: the same key with other parameters is refused. */
  request: text('request').notNull(),
  status: integer('status').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Each event's delivery to each webhook endpoint: attempts and the last answer, until acknowledged (2xx). */
export const paymentDeliveries = paymentsSchema.table(
  'deliveries',
  {
    eventId: text('event_id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.endpointId] })],
);
