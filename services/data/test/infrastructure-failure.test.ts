// A database outage is the system's failure, not the caller's: credentials that could not be checked are answered
// 5xx with a generic message and the request's id (never 401, never the database's address), while a bad token
// is still 401. The outage is real: each of the system's queries connects to a database address nobody listens
// on and fails as the driver does then (Node's `connect ECONNREFUSED host:port`, which pg passes on as it is).
import net from 'node:net';
import type { RawQuery } from '@innov/db';
import { freePort } from '@innov/platform/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, startDataHarness, type TestUser } from './harness.ts';
import { TestClient } from './realtime-harness.ts';

let h: DataHarness;
let user: TestUser;
let deadPort: number;
let deadAddress: string;

const QUERY = { query: 'query ($id: ID!) { getUserProfile(id: $id) { id } }' };

beforeAll(async () => {
  h = await startDataHarness();
  user = await h.newUser('outage');
  deadPort = await freePort();
  deadAddress = `127.0.0.1:${deadPort}`;
});
afterAll(async () => {
  await h?.close();
});

/** Runs `check` while every query of the system fails as a refused connection does, then puts the database back. */
async function duringOutage(check: () => Promise<void>): Promise<void> {
  const database = h.system.database;
  const { query, transaction } = database;
  const refused: RawQuery = () =>
    new Promise((_resolve, reject) => {
      const socket = net.connect(deadPort, '127.0.0.1');
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.destroy();
        reject(new Error('something listens on the dead address'));
      });
    });
  database.query = refused;
  database.transaction = (fn) => fn(refused);
  try {
    await check();
  } finally {
    database.query = query;
    database.transaction = transaction;
  }
}

describe('a database outage', () => {
  it('answers POST /graphql 500 InternalFailure with the request id, nothing internal, never 401', async () => {
    // A token never seen before, so the principal cache cannot vouch for it and it must be checked.
    const fresh = await h.signIn(user.email);
    await duringOutage(async () => {
      const res = await fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: fresh.accessToken,
          'x-request-id': 'outage-1234',
        },
        body: JSON.stringify({ ...QUERY, variables: { id: user.username } }),
      });
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(res.headers.get('x-amzn-errortype')).toBe('InternalFailure');
      expect(res.headers.get('x-amzn-requestid')).toBe('outage-1234');
      expect(JSON.parse(text)).toEqual({
        errors: [{ errorType: 'InternalFailure', message: 'Internal server error. Request id: outage-1234' }],
      });
      expect(text).not.toMatch(/ECONNREFUSED|connect|127\.0\.0\.1|:\d{4,5}\b/);
      expect(text).not.toContain(deadAddress);

      // A bad token is still a bad token: it is refused before anything needs the database.
      const forged = await h.raw(QUERY, { authorization: 'not-a-jwt' });
      expect(forged.status).toBe(401);
      expect(forged.body.errors?.[0]).toMatchObject({ errorType: 'UnauthorizedException' });
    });
    // Once the database is back, the same token works.
    const back = await h.raw({ ...QUERY, variables: { id: user.username } }, { authorization: fresh.accessToken });
    expect(back.status).toBe(200);
    expect(back.body.data?.getUserProfile).toEqual({ id: user.username });
  });

  it('answers a realtime handshake with a retryable internal failure, not an authorization error', async () => {
    const fresh = await h.signIn(user.email);
    const url = `${h.url.replace('http://', 'ws://')}/graphql/realtime`;
    await duringOutage(async () => {
      const socket = await TestClient.open(url, { Authorization: fresh.accessToken, host: new URL(h.url).host });
      const m = await socket.init();
      expect(m.type).toBe('connection_error');
      expect(m.payload.errors).toEqual([{ errorType: 'InternalFailure', message: 'Internal failure', errorCode: 500 }]);
      expect(JSON.stringify(m)).not.toContain('ECONNREFUSED');
      await socket.waitClosed();
    });
  });

  it('still answers a bad token 401 when the database is up', async () => {
    const r = await h.raw(QUERY, { authorization: `${user.accessToken.slice(0, -4)}AAAA` });
    expect(r.status).toBe(401);
    expect(r.body.errors?.[0]).toMatchObject({ errorType: 'UnauthorizedException' });
  });
});
