// Identity service under load: full SRP sign-in (both round trips), USER_PASSWORD_AUTH, GetUser and
// GetTokensFromRefreshToken at 1, 16 and 64 concurrent clients, on the embedded database and on a PostgreSQL
// server; beside them the cost of the cryptography alone, so the service's overhead shows as a ratio.

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { startTestPostgres } from '@innov/db/test-postgres';
import { hashPassword, verifyPassword } from '../services/identity/src/crypto/password.ts';
import {
  clientProof,
  createServerEphemeral,
  createVerifier,
  fromHex,
  poolShortName,
  powG,
  SRP_SECRET_BYTES,
  toHex,
  verifyPasswordClaim,
} from '../services/identity/src/crypto/srp.ts';
import { type Row, startSystemProcess } from './lib.ts';
import { awsJson, fmtLoop, loop } from './load-loop.ts';

export const name = 'identity';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = [1, 16, 64];
const PASSWORD = 'Bench-Passw0rd!';
const USERS = 64;
const IDP = 'AWSCognitoIdentityProviderService';

/** Cost of the cryptography alone on this machine, one core, no I/O. */
async function cryptoAlone(rows: Row[]): Promise<{ srpPerSecond: number }> {
  const hash = await hashPassword(PASSWORD);
  let n = 0;
  let t = performance.now();
  while (performance.now() - t < 2000) {
    await verifyPassword(hash, PASSWORD);
    n++;
  }
  const argonMs = (performance.now() - t) / n;
  rows.push({
    bench: 'identity',
    case: 'crypto alone: argon2id verify (1 at a time)',
    value: `${argonMs.toFixed(1)} ms, ${Math.round(1000 / argonMs)} /s`,
  });
  // Parallel argon2 verifies: the native library runs them on libuv's thread pool, so cores add up.
  n = 0;
  t = performance.now();
  while (performance.now() - t < 2000) {
    await Promise.all(Array.from({ length: 8 }, () => verifyPassword(hash, PASSWORD)));
    n += 8;
  }
  rows.push({
    bench: 'identity',
    case: 'crypto alone: argon2id verify (8 in parallel)',
    value: `${Math.round(n / ((performance.now() - t) / 1000))} /s`,
  });

  // The server's modular exponentiations for one SRP sign-in: B = k·v + g^b, then S = (A·v^u)^b.
  const poolName = 'Bench12345';
  const verifier = createVerifier(poolName, 'user-id', PASSWORD);
  const a = fromHex(randomBytes(SRP_SECRET_BYTES).toString('hex'));
  const A = toHex(powG(a));
  n = 0;
  t = performance.now();
  while (performance.now() - t < 2000) {
    const eph = createServerEphemeral(verifier.verifier);
    verifyPasswordClaim({
      A,
      B: eph.B,
      b: eph.b,
      verifier: verifier.verifier,
      poolName,
      userIdForSrp: 'user-id',
      secretBlock: Buffer.from('x'),
      timestamp: 'Mon Jan 1 00:00:00 UTC 2024',
      signature: 'AAAA',
    });
    n++;
  }
  const srpMs = (performance.now() - t) / n;
  rows.push({
    bench: 'identity',
    case: 'crypto alone: SRP server exponentiations per sign-in',
    value: `${srpMs.toFixed(2)} ms, ${Math.round(1000 / srpMs)} /s on one core`,
  });
  return { srpPerSecond: 1000 / srpMs };
}

async function measure(label: string, env: Record<string, string>, rows: Row[], srpCeiling: number) {
  const sys = await startSystemProcess({ WEB_DISABLED: '1', ...env });
  try {
    const config = (await (await fetch(`${sys.url}/amplify-config.json`)).json()) as any;
    const { userPoolId, userPoolClientId: clientId } = config.Auth.Cognito;
    const dataDir = env.DATA_DIR ?? '';
    const creds = JSON.parse(readFileSync(path.join(dataDir, 'admin-credentials.json'), 'utf8'));
    const admin = new CognitoIdentityProviderClient({
      endpoint: `${sys.url}/cognito`,
      region: 'eu-west-2',
      credentials: { accessKeyId: creds.accessKeyId, secretAccessKey: creds.secretAccessKey },
    });
    const endpoint = `${sys.url}/cognito`;
    const users: { email: string; sub: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `bench${i}-${Date.now()}@example.com`;
      const out = await admin.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      await admin.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: email,
          Password: PASSWORD,
          Permanent: true,
        }),
      );
      users.push({ email, sub: out.User?.Username ?? '' });
    }
    const poolName = poolShortName(userPoolId);
    // Client ephemerals are the client's cost, not the server's: make them before the clock starts.
    const ephemerals = Array.from({ length: 4096 }, () => {
      const a = fromHex(randomBytes(SRP_SECRET_BYTES).toString('hex'));
      return { a, A: toHex(powG(a)) };
    });
    let e = 0;
    const srpSignIn = async (w: number) => {
      const u = users[w % USERS];
      const eph = ephemerals[e++ % ephemerals.length];
      const init = await awsJson(endpoint, `${IDP}.InitiateAuth`, {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: u.email, SRP_A: eph.A },
      });
      if (init.status !== 200) return false;
      const p = init.json.ChallengeParameters;
      const proof = clientProof({
        a: eph.a,
        A: eph.A,
        poolName,
        userIdForSrp: p.USER_ID_FOR_SRP,
        password: PASSWORD,
        salt: p.SALT,
        B: p.SRP_B,
        secretBlock: p.SECRET_BLOCK,
      });
      const resp = await awsJson(endpoint, `${IDP}.RespondToAuthChallenge`, {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: clientId,
        ChallengeResponses: {
          USERNAME: p.USER_ID_FOR_SRP,
          PASSWORD_CLAIM_SECRET_BLOCK: p.SECRET_BLOCK,
          PASSWORD_CLAIM_SIGNATURE: proof.signature,
          TIMESTAMP: proof.timestamp,
        },
      });
      return resp.status === 200 && Boolean(resp.json.AuthenticationResult?.AccessToken);
    };
    const passwordAuth = async (w: number) => {
      const r = await awsJson(endpoint, `${IDP}.InitiateAuth`, {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: users[w % USERS].email, PASSWORD },
      });
      return r.status === 200;
    };
    // Tokens for GetUser and refresh.
    const sessions: { AccessToken: string; RefreshToken: string }[] = [];
    for (const u of users) {
      const r = await awsJson(endpoint, `${IDP}.InitiateAuth`, {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: u.email, PASSWORD },
      });
      sessions.push(r.json.AuthenticationResult);
    }
    const getUser = async (w: number) =>
      (await awsJson(endpoint, `${IDP}.GetUser`, { AccessToken: sessions[w % USERS].AccessToken })).status === 200;
    const refresh = async (w: number) =>
      (
        await awsJson(endpoint, `${IDP}.GetTokensFromRefreshToken`, {
          ClientId: clientId,
          RefreshToken: sessions[w % USERS].RefreshToken,
        })
      ).status === 200;

    for (const [op, fn] of [
      ['SRP sign-in (2 round trips)', srpSignIn],
      ['USER_PASSWORD_AUTH', passwordAuth],
      ['GetUser', getUser],
      ['GetTokensFromRefreshToken', refresh],
    ] as const) {
      await loop(4, 1, fn); // warm-up
      for (const c of CONCURRENCY) {
        await fetch(`${sys.url}/metrics`); // resets the event-loop delay histogram
        const r = await loop(c, SECONDS, fn);
        const metrics = await (await fetch(`${sys.url}/metrics`)).text();
        const lagMax = Number(metrics.match(/^nodejs_eventloop_lag_max_seconds (\S+)/m)?.[1] ?? Number.NaN) * 1000;
        let target: string | undefined;
        if (op.startsWith('SRP') && c === 64)
          target = `>= 70% of ${Math.round(srpCeiling)}/s (${Math.round((100 * r.rps) / srpCeiling)}%)`;
        if (op === 'GetUser' && c === 64) target = '>= 2000 req/s';
        if (op === 'GetUser' && c === 16) target = 'p99 < 20 ms';
        rows.push({
          bench: 'identity',
          case: `${label}: ${op} at ${c}`,
          value: `${fmtLoop(r)}; loop max ${lagMax.toFixed(0)} ms`,
          target: target ?? (c === 64 ? 'loop max < 50 ms' : undefined),
        });
      }
    }
  } finally {
    await sys.stop();
  }
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const { srpPerSecond } = await cryptoAlone(rows);
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const pg = await startTestPostgres();
  const dirs = [
    mkdtempSync(path.join(os.tmpdir(), 'innov-bench-id-')),
    mkdtempSync(path.join(os.tmpdir(), 'innov-bench-id-')),
  ];
  try {
    await measure('PostgreSQL', { DATA_DIR: dirs[0], DATABASE_URL: pg.url }, rows, srpPerSecond);
    await measure('embedded', { DATA_DIR: dirs[1] }, rows, srpPerSecond);
  } finally {
    await pg.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  return rows;
}
