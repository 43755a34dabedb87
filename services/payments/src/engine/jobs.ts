// The payments service's queues: signed webhook deliveries (retried with backoff until a 2xx), the minute tick
// that processes due objects on real time; and the app's webhook endpoint, registered at start.
import { createHmac } from 'node:crypto';
import { PAYMENTS_WEBHOOK_EVENTS, PAYMENTS_WEBHOOK_PATH } from '@innov/platform';
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import { processDue } from './due.ts';
import { API_VERSION, DELIVERY_JOB, type DeliveryJob, TICK_JOB } from './events.ts';
import { getObject, insertObject, inTransaction, publicCopy, type Stored, saveObject, unix } from './store.ts';

export const APP_ENDPOINT_ID = 'we_app';
const DELIVERY_TIMEOUT_MS = 10_000;

/** Stripe-Signature: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`. */
export function signPayload(secret: string, payload: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export async function deliverEvent(deps: PaymentsDeps, job: DeliveryJob): Promise<void> {
  const { event, endpoint } = await inTransaction(deps, async (q) => ({
    event: await getObject<Stripe.Event>(q, 'event', job.eventId),
    endpoint: await getObject<Stripe.WebhookEndpoint>(q, 'webhook_endpoint', job.endpointId),
  }));
  if (!event || !endpoint || endpoint.status !== 'enabled') return;
  const url = endpoint.id === APP_ENDPOINT_ID && deps.appWebhookUrl ? deps.appWebhookUrl() : endpoint.url;
  const secret = String(endpoint._engine?.secret ?? '');
  const payload = JSON.stringify(publicCopy(event), null, 2);
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signPayload(secret, payload, unix(deps.now())),
      },
      body: payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      redirect: 'manual',
    });
    status = response.status;
    await response.body?.cancel().catch(() => {});
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const ok = status !== null && status >= 200 && status < 300;
  await deps.database.query(
    `update payments.deliveries set attempts = attempts + 1, last_status = $3, last_error = $4,
       delivered_at = case when $5 then now() else delivered_at end
     where event_id = $1 and endpoint_id = $2`,
    [job.eventId, job.endpointId, status, error ?? (ok ? null : `HTTP ${status}`), ok],
  );
  if (!ok) throw new Error(`webhook delivery to ${endpoint.id} failed: ${error ?? `HTTP ${status}`}`);
  await inTransaction(deps, async (q) => {
    const current = await getObject<Stripe.Event>(q, 'event', job.eventId, true);
    if (current && current.pending_webhooks > 0) {
      current.pending_webhooks -= 1;
      await saveObject(q, current);
    }
  });
}

export function definePaymentJobs(deps: PaymentsDeps): void {
  deps.jobs.define<DeliveryJob>(DELIVERY_JOB, {
    retryLimit: 10,
    retryDelaySeconds: 2,
    retryDelayMaxSeconds: 300,
    concurrency: 8,
    expireInSeconds: 60,
    handler: (job) => deliverEvent(deps, job.data),
  });
  deps.jobs.define<object>(TICK_JOB, {
    schedule: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 300,
    handler: async () => {
      await processDue(deps, null, unix(deps.now()));
      await deps.database.query('delete from payments.idempotency_keys where created_at < $1', [
        new Date(deps.now().getTime() - 86_400_000),
      ]);
    },
  });
}

/** The app's endpoint (`we_app`): its URL is resolved at delivery, its secret derived from the master key. */
export async function registerAppWebhookEndpoint(deps: PaymentsDeps): Promise<void> {
  if (!deps.appWebhookUrl) return;
  await inTransaction(deps, async (q) => {
    const existing = await getObject<Stripe.WebhookEndpoint>(q, 'webhook_endpoint', APP_ENDPOINT_ID, true);
    const endpoint = {
      id: APP_ENDPOINT_ID,
      object: 'webhook_endpoint',
      api_version: API_VERSION,
      application: null,
      created: existing?.created ?? unix(deps.now()),
      description: 'The app (data service)',
      enabled_events: [...PAYMENTS_WEBHOOK_EVENTS],
      livemode: false,
      metadata: {},
      status: 'enabled',
      url: `${deps.config.publicUrl.replace(/\/$/, '')}${PAYMENTS_WEBHOOK_PATH}`,
      _engine: { secret: deps.keys.webhookSecret },
    } as Stored<Stripe.WebhookEndpoint>;
    if (existing) await saveObject(q, endpoint);
    else await insertObject(q, endpoint);
  });
}
