// The site works under any host name it is reached by: /amplify-config.json names endpoints on the origin the
// page was reached by, for loopback names and ALLOWED_HOSTS, and PUBLIC_URL's otherwise; the token issuer stays
// PUBLIC_URL.
import { rmSync } from 'node:fs';
import { isLoopbackHostname } from '@innov/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MemorySystem, startMemorySystem } from './memory-system.ts';
import { rawRequest } from './raw-request.ts';

let h: MemorySystem;
let port: string;

beforeAll(async () => {
  h = await startMemorySystem({
    prefix: 'innov-origin-',
    services: ['identity', 'data'],
    env: { ALLOWED_HOSTS: 'intranet.example, portal.example:8443' },
  });
  port = new URL(h.url).port;
});
afterAll(async () => {
  await h.system.app.shutdown(1000);
  rmSync(h.dataDir, { recursive: true, force: true });
});

async function endpointsFor(host: string) {
  const res = await rawRequest(h.url, '/amplify-config.json', { host });
  expect(res.status).toBe(200);
  const config = JSON.parse(res.body.toString('utf8'));
  return {
    userPool: config.Auth.Cognito.userPoolEndpoint as string,
    identityPool: config.Auth.Cognito.identityPoolEndpoint as string,
    graphql: config.API.GraphQL.endpoint as string,
  };
}

describe('the origin a page was reached by', () => {
  it('names endpoints on localhost when the page was opened at localhost, and on 127.0.0.1 when opened there', async () => {
    expect(await endpointsFor(`localhost:${port}`)).toEqual({
      userPool: `http://localhost:${port}/cognito`,
      identityPool: `http://localhost:${port}/cognito-identity`,
      graphql: `http://localhost:${port}/graphql`,
    });
    expect((await endpointsFor(`127.0.0.1:${port}`)).userPool).toBe(`http://127.0.0.1:${port}/cognito`);
    expect((await endpointsFor(`[::1]:${port}`)).graphql).toBe(`http://[::1]:${port}/graphql`);
  });

  it('follows hosts in ALLOWED_HOSTS, by name or by name and port', async () => {
    expect((await endpointsFor('intranet.example')).graphql).toBe('http://intranet.example/graphql');
    expect((await endpointsFor('portal.example:8443')).userPool).toBe('http://portal.example:8443/cognito');
  });

  it('falls back to PUBLIC_URL for any other host, a wrong port of a listed host, or a malformed Host', async () => {
    for (const host of ['evil.example', 'portal.example:9999', 'intranet.example.evil.example', 'a b', 'x@y']) {
      expect((await endpointsFor(host)).userPool, host).toBe(`${h.url}/cognito`);
    }
  });

  it('keeps issuing tokens under PUBLIC_URL whatever host the configuration was fetched from', async () => {
    const res = await rawRequest(h.url, '/amplify-config.json', { host: `localhost:${port}` });
    const poolId = JSON.parse(res.body.toString('utf8')).Auth.Cognito.userPoolId as string;
    const discovery = await rawRequest(h.url, `/cognito/${poolId}/.well-known/openid-configuration`, {
      host: `localhost:${port}`,
    });
    expect(JSON.parse(discovery.body.toString('utf8')).issuer).toBe(`${h.url}/cognito/${poolId}`);
  });
});

describe('isLoopbackHostname', () => {
  it('knows the names that can only mean this machine', () => {
    for (const name of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1']) {
      expect(isLoopbackHostname(name), name).toBe(true);
    }
    for (const name of ['localhost.example', '128.0.0.1', '10.0.0.1', 'example.com', '[::2]']) {
      expect(isLoopbackHostname(name), name).toBe(false);
    }
  });
});
