// Shared helpers for benchmarks: start the system as `npm start` does, load it with autocannon, print tables.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@innov/platform/free-port';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

export interface Row {
  bench: string;
  case: string;
  value: string;
  target?: string;
}

export interface RunningSystem {
  url: string;
  child: ChildProcess;
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts `node scripts/start.mjs` with its own data folder and waits until /readyz answers. */
export async function startSystemProcess(env: Record<string, string> = {}, dataDir?: string): Promise<RunningSystem> {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'innov-bench-'));
  const started = performance.now();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      // Pages built ahead of time carry one public origin, and a new origin rebuilds the web app: the port here is
      // a free one, so the benchmarks name a fixed origin on the same host rather than rebuild at every start.
      PUBLIC_URL: process.env.BENCH_PUBLIC_URL ?? 'http://127.0.0.1:3000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, `${url}/readyz`, 'system', 600_000);
  const readyMs = performance.now() - started;
  return { url, child, readyMs, stop: () => stopChild(child) };
}

/** Waits until `url` answers 200; fails as soon as the child exits or the deadline passes. */
export async function waitUntilAnswering(child: ChildProcess, url: string, what: string, timeoutMs: number) {
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(url)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (exited !== undefined) throw new Error(`${what} exited with ${exited}`);
    if (Date.now() > deadline) throw new Error(`${what} did not become ready`);
    await sleep(20);
  }
}

/** Stops a child process with SIGTERM and resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  connections: number,
  seconds = 5,
  opts: Partial<autocannon.Options> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, ...opts });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Loads each case at `connections` for `seconds`, round after round, so a drift of the machine's load hits every
 * case alike (after a short warm-up of each). Per case: requests per second averaged over the rounds, the worst
 * p50 and p99, errors and non-2xx summed.
 */
export async function loadInRounds(
  url: string,
  cases: readonly { label: string; body: string }[],
  opts: { headers: Record<string, string>; connections: number; seconds: number; rounds: number },
): Promise<Map<string, LoadResult>> {
  const request = (body: string) => ({ method: 'POST' as const, headers: opts.headers, body });
  for (const c of cases) await load(url, 4, 1, request(c.body));
  const runs = new Map<string, LoadResult[]>(cases.map((c) => [c.label, []]));
  for (let round = 0; round < opts.rounds; round++)
    for (const c of cases) runs.get(c.label)?.push(await load(url, opts.connections, opts.seconds, request(c.body)));
  return new Map(
    [...runs].map(([label, rs]) => [
      label,
      {
        rps: rs.reduce((sum, r) => sum + r.rps, 0) / opts.rounds,
        p50: Math.max(...rs.map((r) => r.p50)),
        p99: Math.max(...rs.map((r) => r.p99)),
        errors: rs.reduce((n, r) => n + r.errors, 0),
        non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
      },
    ]),
  );
}

export function fmtLoad(r: LoadResult): string {
  const bad = r.errors + r.non2xx;
  return `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${bad ? `, ${bad} failed` : ''}`;
}

export function printTable(rows: Row[]): void {
  const headers = ['bench', 'case', 'value', 'target'];
  const cells = rows.map((r) => [r.bench, r.case, r.value, r.target ?? '']);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

/** The newest message to an address in the local outbox, waiting for the mail queue to deliver it. */
export async function waitForMail(base: string, to: string, timeoutMs = 15_000): Promise<{ code?: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = (await (await fetch(`${base}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      code?: string;
    }[];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await sleep(50);
  }
}

export { freePort };

/** The value at the p-th percentile of ascending `sorted` (NaN for none). */
export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;
}

// biome-ignore lint/suspicious/noExplicitAny: reads arbitrary JSON answers
type Json = any;

/** A JSON POST, answered with its status and parsed body. */
export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; json: Json }> {
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

/** An identity (Cognito user pools JSON) call that must succeed: seeding a benchmark's users. */
export async function cognito(url: string, target: string, body: unknown): Promise<Json> {
  const r = await post(`${url}/cognito`, body, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
  });
  if (r.status !== 200) throw new Error(`${target}: ${JSON.stringify(r.json)}`);
  return r.json;
}

/** A data call that must succeed (seeding and checks). */
export async function graphql(
  url: string,
  headers: Record<string, string>,
  query: string,
  variables?: unknown,
): Promise<Json> {
  const r = await post(`${url}/graphql`, { query, variables }, headers);
  if (r.status !== 200 || r.json.errors) throw new Error(JSON.stringify(r.json).slice(0, 300));
  return r.json.data;
}

/**
 * The back-office (the API key the system was started with, DATA_API_KEY) approves a workspace and puts it on a
 * plan, so a benchmark's owner may use what the plan offers.
 */
export async function approveOnPlan(url: string, apiKey: string, tenantId: string, tier = 'AVALANCHE'): Promise<void> {
  const admin = { 'content-type': 'application/json', 'x-api-key': apiKey };
  await graphql(url, admin, 'mutation ($i: ReviewWorkspaceInput!) { reviewWorkspace(input: $i) { status } }', {
    i: { tenantId, decision: 'APPROVE' },
  });
  await graphql(url, admin, 'mutation ($i: SetWorkspacePlanInput!) { setWorkspacePlan(input: $i) { tier } }', {
    i: { tenantId, tier },
  });
}

/** A user signed up and in through the Cognito API, with the headers of their data calls. */
export interface BenchUser {
  email: string;
  userId: string;
  token: string;
  headers: Record<string, string>;
}

const BENCH_PASSWORD = 'Bench-Passw0rd!';

/**
 * Signs a new user up through the Cognito API (confirmation code from the local outbox) and signs them in; the
 * e-mail is `<prefix>-<now>@example.com`.
 */
export async function signUp(url: string, clientId: string, prefix: string, given: string): Promise<BenchUser> {
  const email = `${prefix}-${Date.now()}@example.com`;
  await cognito(url, 'SignUp', {
    ClientId: clientId,
    Username: email,
    Password: BENCH_PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: given },
      { Name: 'family_name', Value: 'Bench' },
    ],
  });
  const mail = await waitForMail(url, email);
  await cognito(url, 'ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: mail.code });
  const auth = await cognito(url, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: email, PASSWORD: BENCH_PASSWORD },
  });
  const token = auth.AuthenticationResult.AccessToken as string;
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).username as string;
  return { email, userId, token, headers: { 'content-type': 'application/json', authorization: token } };
}

/**
 * Seeds `count` published EVENT resources a minute apart, ending now, straight into the database (the data, ideas
 * and members benches' reference list). They are PUBLISHED: the status column defaults to DRAFT, which the public
 * list leaves out.
 */
export async function seedBenchResources(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  count: number,
): Promise<void> {
  await query(
    `insert into app.resources (slug, type, title, status, published_at, short_description, read_time, hashtags, cover)
     select 'bench-' || i, 'EVENT', 'Benchmark event ' || i, 'PUBLISHED', to_timestamp(($1::bigint + i * 60000) / 1000.0),
            'A resource created by the data benchmark.', 3, '["bench"]'::jsonb, '/images/resources/bench.svg'
       from generate_series(0, $2::int - 1) as i`,
    [Date.now() - count * 60_000, count],
  );
}
