// Webhook endpoints (the secret answered on create only), events (retrieve, list), test clocks (create,
// advance: the clock's objects processed up to its new time before answering `ready`; delete: its objects go).
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { processDue } from '../engine/due.ts';
import { invalid } from '../engine/errors.ts';
import { API_VERSION } from '../engine/events.ts';
import { APP_ENDPOINT_ID } from '../engine/jobs.ts';
import { deleteObject, insertObject, inTransaction, newId, type Stored, saveObject, unix } from '../engine/store.ts';
import { DAY } from '../engine/time.ts';
import { deleted, list, mustGet } from './common.ts';
import { bool, int, listParams, metadata, nullableStr, type Params, str, strings } from './params.ts';
import type { Call, Route } from './router.ts';

function endpointUrl(p: Params, required: boolean) {
  const url = str(p, 'url', { required, max: 2048 });
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('Invalid URL: URL must be publicly accessible.', 'url', 'url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw invalid('Invalid URL: must be http or https', 'url', 'url_invalid');
  return url;
}

function enabledEvents(p: Params, required: boolean) {
  const events = strings(p, 'enabled_events');
  if (required && !events.length)
    throw invalid('Missing required param: enabled_events.', 'enabled_events', 'parameter_missing');
  for (const [i, e] of events.entries()) {
    if (e !== '*' && !/^[a-z_]+(\.[a-z_]+)+$/.test(e))
      throw invalid(`Invalid event type: ${e}`, `enabled_events[${i}]`);
  }
  return events;
}

async function createEndpoint(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const p = c.params;
    const secret = `whsec_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
    const endpoint = {
      id: newId('we'),
      object: 'webhook_endpoint',
      api_version: str(p, 'api_version') || API_VERSION,
      application: null,
      created: unix(c.deps.now()),
      description: str(p, 'description', { max: 5000 }) || null,
      enabled_events: enabledEvents(p, true),
      livemode: false,
      metadata: metadata(p) ?? {},
      status: 'enabled',
      url: endpointUrl(p, true)!,
      _engine: { secret },
    } as Stored<Stripe.WebhookEndpoint>;
    await insertObject(q, endpoint);
    return { ...endpoint, secret };
  });
}

async function updateEndpoint(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const endpoint = await mustGet<Stripe.WebhookEndpoint>(q, 'webhook_endpoint', c.ids[0], 'id', true);
    const p = c.params;
    const url = endpointUrl(p, false);
    if (url !== undefined) endpoint.url = url;
    if (p.enabled_events !== undefined) endpoint.enabled_events = enabledEvents(p, true);
    const description = nullableStr(p, 'description');
    if (description !== undefined) endpoint.description = description;
    const disabled = bool(p, 'disabled');
    if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled';
    endpoint.metadata = metadata(p, endpoint.metadata) ?? endpoint.metadata;
    await saveObject(q, endpoint);
    return endpoint;
  });
}

async function createClock(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const frozen = int(c.params, 'frozen_time', { required: true, min: 0 })!;
    const created = unix(c.deps.now());
    const clock = {
      id: newId('clock'),
      object: 'test_helpers.test_clock',
      created,
      deletes_after: created + 30 * DAY,
      frozen_time: frozen,
      livemode: false,
      name: str(c.params, 'name', { max: 300 }) || null,
      status: 'ready',
      status_details: {},
    } as Stripe.TestHelpers.TestClock;
    await insertObject(q, clock);
    return clock;
  });
}

async function advanceClock(c: Call) {
  const target = int(c.params, 'frozen_time', { required: true })!;
  const clock = await inTransaction(c.deps, async (q) => {
    const current = await mustGet<Stripe.TestHelpers.TestClock>(
      q,
      'test_helpers.test_clock',
      c.ids[0],
      'test_clock',
      true,
    );
    if (target <= current.frozen_time) {
      throw invalid(
        'The frozen_time must be after the current frozen_time of the test clock.',
        'frozen_time',
        'test_clock_frozen_time_invalid',
      );
    }
    if (target > current.frozen_time + 2 * 366 * DAY) {
      throw invalid(
        'Cannot advance a test clock more than two intervals of the longest subscription (two years).',
        'frozen_time',
      );
    }
    current.status = 'advancing';
    await saveObject(q, current);
    return current;
  });
  // Process the clock's objects in time order; each step runs at its own due time on the clock.
  try {
    for (let i = 0; i < 5000 && (await processDueOnClock(c, clock.id, target)); i++);
  } finally {
    await inTransaction(c.deps, async (q) => {
      const current = await mustGet<Stripe.TestHelpers.TestClock>(
        q,
        'test_helpers.test_clock',
        clock.id,
        'test_clock',
        true,
      );
      current.frozen_time = target;
      current.status = 'ready';
      await saveObject(q, current);
    });
  }
  return inTransaction(c.deps, (q) => mustGet(q, 'test_helpers.test_clock', clock.id));
}

/** Moves the clock to the next due time of its objects (≤ target) and processes what is due then. */
async function processDueOnClock(c: Call, clockId: string, target: number): Promise<boolean> {
  const next = await inTransaction(c.deps, async (q) => {
    const rows = await q<{ due: Date }>(
      'select min(due_at) as due from payments.objects where test_clock = $1 and due_at is not null and due_at <= $2',
      [clockId, new Date(target * 1000)],
    );
    const due = rows[0]?.due ? unix(new Date(rows[0].due)) : null;
    if (due === null) return null;
    const clock = await mustGet<Stripe.TestHelpers.TestClock>(
      q,
      'test_helpers.test_clock',
      clockId,
      'test_clock',
      true,
    );
    if (due > clock.frozen_time) {
      clock.frozen_time = due;
      await saveObject(q, clock);
    }
    return due;
  });
  if (next === null) return false;
  await processDue(c.deps, clockId, next);
  return true;
}

async function deleteClock(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const clock = await mustGet<Stripe.TestHelpers.TestClock>(
      q,
      'test_helpers.test_clock',
      c.ids[0],
      'test_clock',
      true,
    );
    await q('delete from payments.objects where test_clock = $1', [clock.id]);
    await deleteObject(q, 'test_helpers.test_clock', clock.id);
    return deleted(clock.id, 'test_helpers.test_clock');
  });
}

export const webhookRoutes: Route[] = [
  { method: 'POST', path: '/webhook_endpoints', handler: createEndpoint },
  {
    method: 'GET',
    path: '/webhook_endpoints',
    handler: (c) =>
      inTransaction(c.deps, (q) => list(q, '/webhook_endpoints', c.params, { object: 'webhook_endpoint' })),
  },
  {
    method: 'GET',
    path: '/webhook_endpoints/:id',
    handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'webhook_endpoint', c.ids[0])),
  },
  { method: 'POST', path: '/webhook_endpoints/:id', handler: updateEndpoint },
  {
    method: 'DELETE',
    path: '/webhook_endpoints/:id',
    handler: (c) =>
      inTransaction(c.deps, async (q) => {
        const endpoint = await mustGet<Stripe.WebhookEndpoint>(q, 'webhook_endpoint', c.ids[0], 'id', true);
        if (endpoint.id === APP_ENDPOINT_ID) throw invalid("The app's own endpoint cannot be deleted.", 'id');
        await deleteObject(q, 'webhook_endpoint', endpoint.id);
        return deleted(endpoint.id, 'webhook_endpoint');
      }),
  },
  {
    method: 'GET',
    path: '/events',
    handler: (c) =>
      inTransaction(c.deps, async (q) => {
        const types = [...strings(c.params, 'types')];
        const type = str(c.params, 'type', { max: 200 });
        if (type) types.push(type);
        // Several types, or a wildcard (`customer.subscription.*`): filtered from the newest thousand.
        if (types.length > 1 || type?.includes('*')) {
          const limit = listParams(c.params).limit;
          const matches = (t: string) =>
            types.some((wanted) => (wanted.endsWith('*') ? t.startsWith(wanted.slice(0, -1)) : t === wanted));
          const page = await list<Stripe.Event>(q, '/events', { ...c.params, limit: '100' }, { object: 'event' });
          const all = page.data.filter((e) => matches(e.type));
          page.has_more = all.length > limit;
          page.data = all.slice(0, limit);
          return page;
        }
        return list(q, '/events', c.params, { object: 'event', where: { type: types[0] } });
      }),
  },
  { method: 'GET', path: '/events/:id', handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'event', c.ids[0])) },
  { method: 'POST', path: '/test_helpers/test_clocks', handler: createClock },
  {
    method: 'GET',
    path: '/test_helpers/test_clocks',
    handler: (c) =>
      inTransaction(c.deps, (q) =>
        list(q, '/test_helpers/test_clocks', c.params, { object: 'test_helpers.test_clock' }),
      ),
  },
  {
    method: 'GET',
    path: '/test_helpers/test_clocks/:id',
    handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'test_helpers.test_clock', c.ids[0], 'test_clock')),
  },
  { method: 'POST', path: '/test_helpers/test_clocks/:id/advance', handler: advanceClock },
  { method: 'DELETE', path: '/test_helpers/test_clocks/:id', handler: deleteClock },
];
