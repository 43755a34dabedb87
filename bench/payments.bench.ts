// The payment provider's webhook under load (issue 27): events per second through POST /payments/webhook at 16
// concurrent deliveries (each signed as the provider signs it, with a distinct event id: the SDK's constructEvent
// verifies the signature, then the event is recorded once in app.payment_events — an event type with no further
// effect, so what is measured is the endpoint's own cost), as a ratio to the bare insert rate of
// app.payment_events rows at the same concurrency on the same PostgreSQL server, measured in the same run and
// alternating in short rounds so a drift of the machine's load hits both alike. The system runs in its own
// process (as `npm start`), the bench's client and the bare inserts in this one. Target: at least 0.5. Two more rows
// say where the time goes: the server's cheapest HTTP answer at the same concurrency, and the endpoint's own work
// (signature check and insert) without HTTP.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { openDatabase } from '@innov/db';
import { startTestPostgres } from '@innov/db/test-postgres';
import { loadMasterKey, localPaymentsKeys } from '@innov/platform';
import Stripe from 'stripe';
import { type Row, startSystemProcess } from './lib.ts';

export const name = 'payments';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONCURRENCY = 16;

/** Runs `op` from `CONCURRENCY` workers for `ms`; answers completed operations per second. */
async function rate(ms: number, op: () => Promise<void>): Promise<number> {
  let done = 0;
  const until = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await op();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function post(url: URL, body: string | null, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      body === null
        ? { method: 'GET', agent }
        : { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

export async function run(): Promise<Row[]> {
  const pg = await startTestPostgres();
  const masterKey = randomBytes(32).toString('base64');
  const sys = await startSystemProcess({
    WEB_DISABLED: '1',
    SERVICES: 'identity,data',
    DATABASE_URL: pg.url,
    IDENTITY_MASTER_KEY: masterKey,
  });
  const db = await openDatabase({ url: pg.url, poolSize: CONCURRENCY });
  try {
    const secret = localPaymentsKeys(loadMasterKey({ IDENTITY_MASTER_KEY: masterKey }, undefined)).webhookSecret;
    const runId = randomUUID().slice(0, 8);
    const endpoint = new URL('/payments/webhook', sys.url);
    let n = 0;
    const deliver = async () => {
      const i = n++;
      const payload = JSON.stringify({
        id: `evt_bench_${runId}_${i}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type: 'customer.created',
        data: { object: { id: `cus_bench_${i}`, object: 'customer' } },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const t = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
      const status = await post(endpoint, payload, {
        'content-type': 'application/json',
        'stripe-signature': `t=${t},v1=${v1}`,
      });
      if (status !== 200) throw new Error(`webhook answered ${status}`);
    };
    // The HTTP floor: the server's cheapest answer (GET /healthz) at the same concurrency, for scale.
    const health = new URL('/healthz', sys.url);
    const floor = async () => {
      if ((await post(health, null, {})) !== 200) throw new Error('healthz failed');
    };
    let m = 0;
    const insert = async () => {
      const i = m++;
      await db.query(
        `insert into app.payment_events (id, type, object_id, received_at) values ($1, $2, $3, now())
         on conflict (id) do nothing`,
        [`evt_bare_${runId}_${i}`, 'customer.created', `cus_bench_${i}`],
      );
    };
    // The endpoint's own work without HTTP, in this process: the SDK's constructEvent on a signed payload, then the
    // same idempotent insert. What separates it from the webhook rate is the HTTP round trip and the server process.
    const sdk = new Stripe('sk_test_bench');
    let k = 0;
    const verifyAndInsert = async () => {
      const i = k++;
      const payload = JSON.stringify({
        id: `evt_inproc_${runId}_${i}`,
        object: 'event',
        type: 'customer.created',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: `cus_inproc_${i}`, object: 'customer' } },
      });
      const t = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
      const event = sdk.webhooks.constructEvent(payload, `t=${t},v1=${v1}`, secret);
      await db.query(
        `insert into app.payment_events (id, type, object_id, received_at) values ($1, $2, $3, now())
         on conflict (id) do nothing`,
        [event.id, event.type, (event.data.object as { id: string }).id],
      );
    };
    // Warm both paths up.
    await rate(300, verifyAndInsert);
    await rate(500, deliver);
    await rate(500, insert);
    await rate(300, floor);
    const webhook: number[] = [];
    const bare: number[] = [];
    const http: number[] = [];
    const inproc: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      webhook.push(await rate((SECONDS * 1000) / ROUNDS / 4, deliver));
      bare.push(await rate((SECONDS * 1000) / ROUNDS / 4, insert));
      http.push(await rate((SECONDS * 1000) / ROUNDS / 4, floor));
      inproc.push(await rate((SECONDS * 1000) / ROUNDS / 4, verifyAndInsert));
    }
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const hooks = mean(webhook);
    const inserts = mean(bare);
    return [
      {
        bench: name,
        case: `webhook events/s (${CONCURRENCY} concurrent, signed, distinct ids)`,
        value: hooks.toFixed(0),
      },
      { bench: name, case: `bare payment_events inserts/s (${CONCURRENCY} concurrent)`, value: inserts.toFixed(0) },
      { bench: name, case: 'webhook ÷ bare insert', value: (hooks / inserts).toFixed(2), target: '≥ 0.5' },
      {
        bench: name,
        case: 'without HTTP: constructEvent + the same insert/s, in this process; ÷ bare insert',
        value: `${mean(inproc).toFixed(0)}; ${(mean(inproc) / inserts).toFixed(2)}`,
      },
      {
        bench: name,
        case: `HTTP floor: GET /healthz/s (${CONCURRENCY} concurrent); webhook ÷ floor`,
        value: `${mean(http).toFixed(0)}; ${(hooks / mean(http)).toFixed(2)}`,
      },
    ];
  } finally {
    agent.destroy();
    await db.close();
    await sys.stop();
    await pg.stop();
  }
}
