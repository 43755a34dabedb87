// Data service under load: resourcesByTypeAndPublishedAt (a page of 10 out of 10,000 resources) as a guest
// (iam, SigV4) and as a signed-in user (userPool JWT) at 1, 16 and 64 clients, the bare SQL query beside it
// so the GraphQL overhead shows as a ratio, and makeEnquiry; on the embedded database and a PostgreSQL server.
// Requests are signed once before the clock starts: the client's signing cost is not the server's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Sha256 } from '@aws-crypto/sha256-js';
import { type Database, migrate, openDatabase } from '@innov/db';
import { startTestPostgres } from '@innov/db/test-postgres';
import { SignatureV4 } from '@smithy/signature-v4';
import { fmtLoad, load, type Row, seedBenchResources, startSystemProcess, waitForMail } from './lib.ts';
import { fmtLoop, loop } from './load-loop.ts';

export const name = 'data';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = [1, 16, 64];
const RESOURCES = Number(process.env.BENCH_DATA_RESOURCES ?? 10_000);
const API_KEY = 'bench-data-api-key';
const PASSWORD = 'Bench-Passw0rd!';

const PAGE_QUERY = `query ($type: ResourceType!) { resourcesByTypeAndPublishedAt(type: $type, sortDirection: DESC, limit: 10) {
  items { id slug title type publishedAt readTime cover shortDescription hashtags } nextToken } }`;
const PAGE_BODY = JSON.stringify({ query: PAGE_QUERY, variables: { type: 'EVENT' } });
const BARE_SQL = `select id, slug, title, type, published_at, read_time, cover, short_description, hashtags
  from app.resources where type = $1 and published_at is not null and published_at <= $2
  order by published_at desc, id desc limit 11`;

async function post(url: string, body: unknown, headers: Record<string, string>, retry = true): Promise<any> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as any };
  } catch (error) {
    // A kept-alive socket the server closed while idle (its keep-alive timeout): retry on a fresh one.
    if (retry) return post(url, body, headers, false);
    throw error;
  }
}

async function cognito(url: string, target: string, body: unknown) {
  const r = await post(`${url}/cognito`, body, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
  });
  if (r.status !== 200) throw new Error(`${target}: ${JSON.stringify(r.json)}`);
  return r.json;
}

/** Guest credentials from the identity pool, as Amplify gets them. */
async function guestCredentials(url: string, identityPoolId: string) {
  const call = async (target: string, body: unknown) =>
    (
      await post(`${url}/cognito-identity`, body, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityService.${target}`,
      })
    ).json;
  const { IdentityId } = await call('GetId', { IdentityPoolId: identityPoolId });
  const { Credentials } = await call('GetCredentialsForIdentity', { IdentityId });
  return {
    accessKeyId: Credentials.AccessKeyId as string,
    secretAccessKey: Credentials.SecretKey as string,
    sessionToken: Credentials.SessionToken as string,
  };
}

async function signedHeaders(url: string, body: string, credentials: Awaited<ReturnType<typeof guestCredentials>>) {
  const u = new URL(`${url}/graphql`);
  const signer = new SignatureV4({ service: 'appsync', region: 'eu-west-2', credentials, sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'http:',
    hostname: u.hostname,
    port: Number(u.port),
    path: u.pathname,
    headers: { host: u.host, 'content-type': 'application/json; charset=UTF-8' },
    body,
  });
  return signed.headers as Record<string, string>;
}

async function seedResources(url: string): Promise<void> {
  let next = 0;
  let failed = 0;
  const base = Date.now() - RESOURCES * 60_000;
  const worker = async () => {
    while (next < RESOURCES) {
      const i = next++;
      const res = await post(
        `${url}/graphql`,
        {
          query: 'mutation ($input: CreateResourceInput!) { createResource(input: $input) { id } }',
          variables: {
            input: {
              slug: `bench-${i}`,
              type: 'EVENT',
              title: `Benchmark event ${i}`,
              publishedAt: new Date(base + i * 60_000).toISOString(),
              shortDescription: 'A resource created by the data benchmark.',
              readTime: 3,
              hashtags: ['bench'],
              cover: `/images/resources/bench-${i % 12}.svg`,
            },
          },
        },
        { 'content-type': 'application/json', 'x-api-key': API_KEY },
      );
      if (res.status !== 200 || res.json.errors) failed++;
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  if (failed) throw new Error(`${failed} createResource calls failed`);
}

async function bareQuery(db: Database, label: string, rows: Row[], figures: Map<string, number>) {
  const now = new Date();
  await loop(4, 1, async () => (await db.query(BARE_SQL, ['EVENT', now])).length > 0);
  for (const c of CONCURRENCY) {
    const r = await loop(c, SECONDS, async () => (await db.query(BARE_SQL, ['EVENT', now])).length === 11);
    figures.set(`bare-${c}`, r.p50);
    figures.set(`bare-rps-${c}`, r.rps);
    rows.push({ bench: 'data', case: `${label}: bare SQL page of 10 at ${c}`, value: fmtLoop(r) });
  }
}

async function measure(label: string, env: Record<string, string>, rows: Row[]) {
  const sys = await startSystemProcess({ WEB_DISABLED: '1', DATA_API_KEY: API_KEY, ...env });
  try {
    const config = (await (await fetch(`${sys.url}/amplify-config.json`)).json()) as any;
    const { userPoolClientId: clientId, identityPoolId } = config.Auth.Cognito;
    const started = performance.now();
    // Seeding through the API itself, 32 at a time: 10,000 createResource mutations.
    console.error(`data bench: ${label} started, seeding`);
    await seedResources(sys.url);
    console.error(`data bench: ${label} seeded`);
    rows.push({
      bench: 'data',
      case: `${label}: seed ${RESOURCES} resources via createResource (32 clients)`,
      value: `${((performance.now() - started) / 1000).toFixed(1)} s`,
    });
    // Steady state: the embedded database analyses its tables every minute (PostgreSQL's autovacuum does the
    // same on its own schedule; the server case runs ANALYZE below).
    if (env.DATABASE_URL === undefined) await new Promise((r) => setTimeout(r, 65_000));

    // A signed-in user with real tokens.
    const email = `bench-${Date.now()}@example.com`;
    await cognito(sys.url, 'SignUp', {
      ClientId: clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    const mail = await waitForMail(sys.url, email);
    await cognito(sys.url, 'ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: mail.code });
    const auth = await cognito(sys.url, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD },
    });
    const token = auth.AuthenticationResult.AccessToken as string;
    const guest = await guestCredentials(sys.url, identityPoolId);

    const figures = new Map<string, number>();
    const bareDb =
      env.DATABASE_URL !== undefined
        ? await openDatabase({ url: env.DATABASE_URL, poolSize: 64 })
        : await embeddedCopy();
    // Steady state: PostgreSQL's autovacuum analyses a freshly loaded table within a minute or so; without
    // statistics the planner sorts the whole table instead of walking the (type, publishedAt) index.
    if (env.DATABASE_URL !== undefined) await bareDb.query('analyze app.resources');
    try {
      await bareQuery(bareDb, label, rows, figures);
    } finally {
      await bareDb.close();
    }

    const callers: [string, Record<string, string>][] = [
      ['guest (iam)', await signedHeaders(sys.url, PAGE_BODY, guest)],
      ['signed-in (userPool)', { 'content-type': 'application/json', authorization: token }],
    ];
    for (const [who, headers] of callers) {
      const check = await post(`${sys.url}/graphql`, PAGE_BODY, headers);
      if (check.status !== 200 || check.json.errors)
        throw new Error(`${who}: ${JSON.stringify(check.json).slice(0, 300)}`);
      await load(`${sys.url}/graphql`, 4, 1, { method: 'POST', headers, body: PAGE_BODY });
      for (const c of CONCURRENCY) {
        const r = await load(`${sys.url}/graphql`, c, SECONDS, { method: 'POST', headers, body: PAGE_BODY });
        let target: string | undefined;
        if (c === 64)
          target = `>= 1500 req/s (PostgreSQL); ${(figures.get('bare-rps-64')! / r.rps).toFixed(1)}x bare rps`;
        if (c === 16) target = 'p99 < 25 ms (PostgreSQL)';
        if (c === 1) target = `overhead ${(r.p50 / Math.max(figures.get('bare-1')!, 0.1)).toFixed(1)}x bare p50 (< 3x)`;
        figures.set(`${who}-rps-${c}`, r.rps);
        rows.push({
          bench: 'data',
          case: `${label}: resourcesByTypeAndPublishedAt as ${who} at ${c}`,
          value: fmtLoad(r),
          target,
        });
      }
    }

    // The ratios the domain foundation targets, from this run only (the machine is noisy across runs): guest and
    // signed-in alternate in short rounds so a drift of the machine's load hits both alike.
    let guest64 = 0;
    let user64 = 0;
    for (let round = 0; round < 3; round++) {
      for (const [who, headers] of callers) {
        const r = await load(`${sys.url}/graphql`, 64, 2, { method: 'POST', headers, body: PAGE_BODY });
        if (who.startsWith('guest')) guest64 += r.rps;
        else user64 += r.rps;
      }
    }
    rows.push({
      bench: 'data',
      case: `${label}: signed-in list / guest list at 64, alternating rounds (principal cache)`,
      value: `${((user64 / guest64) * 100).toFixed(0)}%`,
      target: '>= 90%',
    });
    rows.push({
      bench: 'data',
      case: `${label}: guest list / bare SQL at 64`,
      value: `${((guest64 / 3 / figures.get('bare-rps-64')!) * 100).toFixed(0)}%`,
      target: 'reported: SigV4 verification, GraphQL parse and execution, JSON on both sides, one process',
    });

    // A state-changing domain function with its audit row (setWorkspacePlan, platform key) against the bare
    // update plus audit insert in one transaction on the same database.
    const profile = await post(
      `${sys.url}/graphql`,
      { query: 'query { getMyWorkspace { tenantId } }' },
      { 'content-type': 'application/json', authorization: token },
    );
    const tenantId = profile.json.data.getMyWorkspace.tenantId as string;
    const planBody = JSON.stringify({
      query: 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tier } }',
      variables: { input: { tenantId, tier: 'CAMPAIGN' } },
    });
    const planHeaders = { 'content-type': 'application/json', 'x-api-key': API_KEY };
    const planCheck = await post(`${sys.url}/graphql`, planBody, planHeaders);
    if (planCheck.json.errors) throw new Error(`setWorkspacePlan: ${JSON.stringify(planCheck.json.errors)}`);
    const writeDb =
      env.DATABASE_URL !== undefined ? await openDatabase({ url: env.DATABASE_URL, poolSize: 16 }) : undefined;
    for (const c of [1, 16]) {
      const m = await load(`${sys.url}/graphql`, c, SECONDS, { method: 'POST', headers: planHeaders, body: planBody });
      rows.push({ bench: 'data', case: `${label}: setWorkspacePlan with its audit row at ${c}`, value: fmtLoad(m) });
      if (!writeDb) continue;
      const bare = await loop(c, SECONDS, async () => {
        await writeDb.transaction(async (q) => {
          await q('select id from app.tenants where id = $1 for update', [tenantId]);
          await q('update app.tenants set tier = $2, updated_at = now() where id = $1', [tenantId, 'CAMPAIGN']);
          await q(
            `insert into app.audit_log (actor, tenant_id, action, target, details) values ('bench', $1, 'bench', $2, '{}')`,
            [tenantId, `Tenant:${tenantId}`],
          );
        });
        return true;
      });
      rows.push({ bench: 'data', case: `${label}: bare update + audit insert at ${c}`, value: fmtLoop(bare) });
      rows.push({
        bench: 'data',
        case: `${label}: mutation with audit / bare at ${c}`,
        value: `${((m.rps / bare.rps) * 100).toFixed(0)}%`,
        target: '>= 40%',
      });
    }
    await writeDb?.close();

    const enquiry = JSON.stringify({
      query: 'mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }',
      variables: {
        input: { type: 'GENERAL_ENQUIRY', name: 'Bench', email: 'bench@example.com', message: 'A benchmark enquiry.' },
      },
    });
    const enquiryHeaders = await signedHeaders(sys.url, enquiry, guest);
    console.error(`data bench: ${label} reads done`);
    for (const c of [1, 16]) {
      const r = await load(`${sys.url}/graphql`, c, SECONDS, {
        method: 'POST',
        headers: enquiryHeaders,
        body: enquiry,
      });
      rows.push({ bench: 'data', case: `${label}: makeEnquiry as guest (2 mails each) at ${c}`, value: fmtLoad(r) });
    }
  } finally {
    await sys.stop();
  }
}

/** The embedded database lives inside the server process; the bare query runs on an identical copy here. */
async function embeddedCopy(): Promise<Database> {
  const db = await openDatabase({});
  await migrate(db);
  await seedBenchResources((sql, params) => db.query(sql, params), RESOURCES);
  await db.query('analyze app.resources');
  return db;
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const pg = await startTestPostgres();
  const dirs = [
    mkdtempSync(path.join(os.tmpdir(), 'innov-bench-data-')),
    mkdtempSync(path.join(os.tmpdir(), 'innov-bench-data-')),
  ];
  try {
    for (const [label, env] of [
      ['PostgreSQL', { DATA_DIR: dirs[0], DATABASE_URL: pg.url, DATABASE_POOL_SIZE: '32' }],
      ['embedded', { DATA_DIR: dirs[1] }],
    ] as const) {
      try {
        await measure(label, env, rows);
      } catch (error) {
        const e = error as Error & { cause?: Error };
        rows.push({
          bench: 'data',
          case: `${label}: failed`,
          value: `${e.message} ${e.cause?.message ?? ''}`.slice(0, 200),
        });
      }
    }
  } finally {
    await pg.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  return rows;
}
