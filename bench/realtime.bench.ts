// Realtime delivery latency: 1,000 WebSocket connections from this process, each with one subscription over
// AppSync's protocol, then mutations one after another; latency is from sending the mutation to each `data`
// message's arrival. Figures include this process's own receive work (1,000 sockets on one event loop).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestPostgres } from '@innov/db/test-postgres';
import { redisServerAvailable, startTestRedis } from '@innov/platform/test-redis';
import WebSocket from 'ws';
import { percentile, type Row, root, rssMb, startSystemProcess, waitForMail } from './lib.ts';

export const name = 'realtime';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000);
const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 20);

/** What differs between the stand-in and the full system: where to connect, how to subscribe and mutate. */
export interface RealtimeTarget {
  label: string;
  wsUrl: string;
  /** Auth headers for the `header-` subprotocol and each start's extensions.authorization. */
  authFor(i: number): Record<string, string>;
  query: string;
  variables: Record<string, unknown>;
  /** Makes the change with marker `n`; resolves when the mutation has been answered. */
  mutate(n: number): Promise<void>;
  /** Reads the marker back out of a `data` payload. */
  // biome-ignore lint/suspicious/noExplicitAny: reads arbitrary GraphQL results
  markerOf(data: Record<string, any>): number | undefined;
  /** The server process, for its memory figure. */
  pid?: number;
  stop(): Promise<void>;
}

const header = (h: Record<string, string>) => `header-${Buffer.from(JSON.stringify(h)).toString('base64url')}`;

interface Subscriber {
  ws: WebSocket;
  onData?: (marker: number) => void;
}

async function connectSubscriber(t: RealtimeTarget, i: number): Promise<Subscriber> {
  const auth = t.authFor(i);
  const ws = new WebSocket(t.wsUrl, ['graphql-ws', header(auth)], { perMessageDeflate: false });
  const sub: Subscriber = { ws };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`subscriber ${i}: no start_ack`)), 30_000);
    ws.on('error', reject);
    ws.on('open', () => ws.send('{"type":"connection_init"}'));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === 'connection_ack') {
        ws.send(
          JSON.stringify({
            id: `s${i}`,
            type: 'start',
            payload: {
              data: JSON.stringify({ query: t.query, variables: t.variables }),
              extensions: { authorization: auth },
            },
          }),
        );
      } else if (m.type === 'start_ack') {
        clearTimeout(timer);
        resolve();
      } else if (m.type === 'data') {
        const marker = t.markerOf(m.payload.data);
        if (marker !== undefined) sub.onData?.(marker);
      } else if (m.type === 'error' || m.type === 'connection_error') {
        clearTimeout(timer);
        reject(new Error(`subscriber ${i}: ${JSON.stringify(m.payload)}`));
      }
    });
  });
  return sub;
}

export async function measureTarget(t: RealtimeTarget, rows: Row[]): Promise<void> {
  const subs: Subscriber[] = [];
  try {
    const started = performance.now();
    for (let i = 0; i < SUBSCRIBERS; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, SUBSCRIBERS - i) }, (_, k) => connectSubscriber(t, i + k)),
      );
      subs.push(...batch);
    }
    rows.push({
      bench: name,
      case: `${t.label}: connect + subscribe ${SUBSCRIBERS}`,
      value: `${Math.round(performance.now() - started)} ms`,
    });

    if (t.pid) {
      rows.push({
        bench: name,
        case: `${t.label}: server RSS with ${SUBSCRIBERS} subscribers`,
        value: `${rssMb(t.pid).toFixed(0)} MB`,
      });
    }
    const latencies: number[] = [];
    const lastArrival: number[] = [];
    let lost = 0;
    for (let n = 1; n <= MUTATIONS + 2; n++) {
      const warmup = n <= 2;
      let pending = SUBSCRIBERS;
      let allIn: () => void = () => {};
      const done = new Promise<void>((resolve) => {
        allIn = resolve;
      });
      const t0 = performance.now();
      let last = 0;
      for (const s of subs) {
        let seen = false;
        s.onData = (marker) => {
          if (marker !== n || seen) return;
          seen = true;
          const ms = performance.now() - t0;
          last = ms;
          if (!warmup) latencies.push(ms);
          if (--pending === 0) allIn();
        };
      }
      await t.mutate(n);
      const timedOut = await Promise.race([
        done.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), 10_000)),
      ]);
      if (timedOut) lost += pending;
      if (!warmup) lastArrival.push(last);
    }
    latencies.sort((a, b) => a - b);
    lastArrival.sort((a, b) => a - b);
    rows.push({
      bench: name,
      case: `${t.label}: delivery to ${SUBSCRIBERS} subscribers (${MUTATIONS} mutations)`,
      value: `median ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, last of each ${percentile(lastArrival, 50).toFixed(1)} ms${lost ? `, ${lost} lost` : ''}`,
      target: 'median < 100 ms',
    });
  } finally {
    for (const s of subs) s.ws.terminate();
    await t.stop();
  }
}

/** The stand-in: the realtime endpoint over a small schema in a child process; `POST /publish` as mutation. */
export async function standInTarget(env: Record<string, string> = {}): Promise<RealtimeTarget> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/realtime-standin.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const m = out.match(/"port":(\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`stand-in exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    label: `stand-in schema${env.REDIS_URL ? ', Redis pubsub' : ''}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql/realtime`,
    authFor: () => ({ Authorization: 'user:bench:t1', host: `127.0.0.1:${port}` }),
    query: 'subscription { onUpdateThing { id name version } }',
    variables: {},
    async mutate(n) {
      const res = await fetch(`${base}/publish/onUpdateThing`, {
        method: 'POST',
        body: JSON.stringify({ id: 'thing', tenantId: 't1', name: 'bench', version: n }),
      });
      if (!res.ok) throw new Error(`publish answered ${res.status}`);
    },
    markerOf: (data) => data?.onUpdateThing?.version,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

/**
 * The whole data service: one signed-up user holds 1,000 connections (each authenticated and authorized on its
 * own, as separate browser tabs would be), subscribed to onUpdateUserProfile; the mutation is that user's own
 * updateUserProfile over POST /graphql, so every subscriber passes the owner rule and receives it.
 */
export async function systemTarget(label: string, env: Record<string, string>): Promise<RealtimeTarget> {
  const sys = await startSystemProcess({ WEB_DISABLED: '1', ...env });
  const base = sys.url;
  const port = Number(new URL(base).port);
  try {
    const config = (await (await fetch(`${base}/amplify-config.json`)).json()) as {
      Auth: { Cognito: { userPoolClientId: string } };
    };
    const clientId = config.Auth.Cognito.userPoolClientId;
    const cognito = async (op: string, body: unknown) => {
      const res = await fetch(`${base}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${op}`,
        },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { AuthenticationResult?: { AccessToken?: string } };
      if (!res.ok) throw new Error(`${op}: ${JSON.stringify(json)}`);
      return json;
    };
    const email = `realtime-bench-${Date.now()}@example.com`;
    const password = 'Bench-Passw0rd!';
    await cognito('SignUp', {
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    const mail = await waitForMail(base, email);
    await cognito('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: mail?.code });
    const auth = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    const token = auth.AuthenticationResult?.AccessToken ?? '';
    const username: string = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).username;
    return {
      label,
      wsUrl: `ws://127.0.0.1:${port}/graphql/realtime`,
      authFor: () => ({ Authorization: token, host: `127.0.0.1:${port}` }),
      query: 'subscription { onUpdateUserProfile { id name } }',
      variables: {},
      async mutate(n) {
        const res = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({
            query: 'mutation U($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }',
            variables: { input: { id: username, name: `bench ${n}` } },
          }),
        });
        const body = (await res.json()) as { errors?: unknown[] };
        if (!res.ok || body.errors) throw new Error(`updateUserProfile: ${res.status} ${JSON.stringify(body)}`);
      },
      markerOf: (data) => {
        const m = /^bench (\d+)$/.exec(data?.onUpdateUserProfile?.name ?? '');
        return m ? Number(m[1]) : undefined;
      },
      pid: sys.child.pid,
      stop: () => sys.stop(),
    };
  } catch (error) {
    await sys.stop();
    throw error;
  }
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const dirs: string[] = [];
  const tmp = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'innov-bench-rt-'));
    dirs.push(d);
    return d;
  };
  try {
    await measureTarget(await systemTarget('data service, embedded database', { DATA_DIR: tmp() }), rows);
    const pg = await startTestPostgres();
    try {
      await measureTarget(
        await systemTarget('data service, PostgreSQL', { DATA_DIR: tmp(), DATABASE_URL: pg.url }),
        rows,
      );
    } finally {
      await pg.stop();
    }
  } catch (error) {
    rows.push({
      bench: name,
      case: 'data service',
      value: `failed: ${String((error as Error).message).slice(0, 200)}`,
    });
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  await measureTarget(await standInTarget(), rows);
  if (redisServerAvailable()) {
    const redis = await startTestRedis();
    try {
      await measureTarget(await standInTarget({ REDIS_URL: redis.url }), rows);
    } finally {
      await redis.stop();
    }
  }
  return rows;
}
