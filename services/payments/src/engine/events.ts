// Every state change records a Stripe event and queues its delivery to each enabled webhook endpoint, in the
// transaction of the change (the job exists only if the change commits).
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import { insertObject, listObjects, newId, publicCopy, type Tx } from './store.ts';

export const API_VERSION = '2026-10-28.endive';
export const DELIVERY_JOB = 'payments-webhook-delivery';
export const TICK_JOB = 'payments-billing-tick';

export interface DeliveryJob {
  eventId: string;
  endpointId: string;
}

type Snapshot = { id: string; object: string };

export async function recordEvent(
  deps: Pick<PaymentsDeps, 'jobs'>,
  q: Tx,
  type: string,
  object: Snapshot,
  at: number,
  previous?: Record<string, unknown>,
): Promise<Stripe.Event> {
  const endpoints = (await listObjects<Stripe.WebhookEndpoint>(q, { object: 'webhook_endpoint', limit: 1000 })).data;
  const targets = endpoints.filter(
    (e) => e.status === 'enabled' && (e.enabled_events.includes('*') || e.enabled_events.includes(type)),
  );
  const event = {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: at,
    data: {
      object: publicCopy(object),
      ...(previous && Object.keys(previous).length ? { previous_attributes: previous } : {}),
    },
    livemode: false,
    pending_webhooks: targets.length,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
  await insertObject(q, event as unknown as Snapshot & { created: number }, {
    customer: customerOf(object),
  });
  for (const endpoint of targets) {
    await q(
      `insert into payments.deliveries (event_id, endpoint_id, attempts, created_at) values ($1, $2, 0, now())
       on conflict do nothing`,
      [event.id, endpoint.id],
    );
    await deps.jobs.send<DeliveryJob>(DELIVERY_JOB, { eventId: event.id, endpointId: endpoint.id }, { query: q });
  }
  return event;
}

function customerOf(object: Snapshot): string | null {
  if (object.object === 'customer') return object.id;
  const c = (object as { customer?: unknown }).customer;
  if (typeof c === 'string') return c;
  return null;
}

/** The attributes of `before` that differ in `after` (an update event's previous_attributes, top level). */
export function changedAttributes(before: object, after: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const key of Object.keys(b)) {
    if (key === '_engine') continue;
    if (JSON.stringify(b[key]) !== JSON.stringify(a[key])) out[key] = b[key] ?? null;
  }
  return out;
}
