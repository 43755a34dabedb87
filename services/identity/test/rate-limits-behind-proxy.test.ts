// The identity API's per-address limit behind a reverse proxy on this host (through the AWS SDK, each client's
// proxy hop adding its X-Forwarded-For): with TRUST_PROXY naming the proxy, each client has its own bucket and
// is limited as a remote caller; without it, the header is ignored and all share the proxy's; and with
// REDIS_URL, two systems (as two processes behind a load balancer) count against one bucket per client.
import { rmSync } from 'node:fs';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { redisServerAvailable, startTestRedis, type TestRedis } from '@innov/platform/test-redis';
import { type MemorySystem, startMemorySystem } from '@innov/server/test/memory-system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LIMITS = {
  // Three calls at once per address, then one per 100 s: the tests never see a refill.
  IDENTITY_RATE_IP_BURST: '3',
  IDENTITY_RATE_IP_PER_SECOND: '0.01',
  IDENTITY_RATE_LOOPBACK_BURST: '3',
  IDENTITY_RATE_LOOPBACK_PER_SECOND: '0.01',
};
const saved = { ...process.env };
const systems: MemorySystem[] = [];
let redis: TestRedis;

beforeAll(async () => {
  // The identity service reads its limits from the environment when it first limits a call.
  Object.assign(process.env, LIMITS);
  if (!redisServerAvailable()) throw new Error('redis-server is not installed (Debian: apt-get install redis-server)');
  redis = await startTestRedis();
});
afterAll(async () => {
  process.env = saved;
  for (const s of systems) {
    await s.system.app.shutdown(1000);
    rmSync(s.dataDir, { recursive: true, force: true });
  }
  await redis?.stop();
});

async function start(env: Record<string, string> = {}) {
  const s = await startMemorySystem({ prefix: 'innov-proxy-', services: ['identity'], env });
  systems.push(s);
  const config = await (await fetch(`${s.url}/amplify-config.json`)).json();
  return { url: s.url, clientId: config.Auth.Cognito.userPoolClientId as string };
}

/** A sign-in attempt from `client`, arriving through a proxy hop that appends it to X-Forwarded-For. */
async function attempt(system: { url: string; clientId: string }, client: string): Promise<string> {
  const idp = new CognitoIdentityProviderClient({
    endpoint: `${system.url}/cognito`,
    region: 'eu-west-2',
    maxAttempts: 1,
  });
  idp.middlewareStack.add(
    (next) => async (args) => {
      (args.request as { headers: Record<string, string> }).headers['x-forwarded-for'] = client;
      return next(args);
    },
    { step: 'build' },
  );
  try {
    await idp.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: system.clientId,
        AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'Wr0ng-password!' },
      }),
    );
    return 'ok';
  } catch (error) {
    return (error as Error).name;
  } finally {
    idp.destroy();
  }
}

async function attempts(system: { url: string; clientId: string }, client: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++)
    out.push((await attempt(system, client)) === 'TooManyRequestsException' ? 'limited' : 'served');
  return out;
}

describe('rate limits behind a reverse proxy', () => {
  it('give each client its own bucket when TRUST_PROXY names the proxy, and limit them as remote callers', async () => {
    const system = await start({ TRUST_PROXY: 'loopback' });
    expect(await attempts(system, '198.51.100.1', 4)).toEqual(['served', 'served', 'served', 'limited']);
    expect(await attempts(system, '198.51.100.2', 4)).toEqual(['served', 'served', 'served', 'limited']);
    // A client naming itself loopback is still the address the proxy saw.
    expect(await attempts(system, '127.0.0.1, 198.51.100.1', 1)).toEqual(['limited']);
  });

  it('ignore X-Forwarded-For without TRUST_PROXY: every client is the proxy', async () => {
    const system = await start();
    expect(await attempts(system, '198.51.100.1', 3)).toEqual(['served', 'served', 'served']);
    expect(await attempts(system, '198.51.100.2', 1)).toEqual(['limited']);
  });

  it('share one bucket per client across systems on one Redis', async () => {
    const env = { TRUST_PROXY: 'loopback', REDIS_URL: redis.url };
    const [a, b] = [await start(env), await start(env)];
    expect(await attempts(a, '198.51.100.7', 2)).toEqual(['served', 'served']);
    expect(await attempts(b, '198.51.100.7', 2)).toEqual(['served', 'limited']);
    expect(await attempts(a, '198.51.100.7', 1)).toEqual(['limited']);
    expect(await attempts(b, '198.51.100.8', 1)).toEqual(['served']);
  });
});
