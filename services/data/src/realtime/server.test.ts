// The realtime protocol against a stand-in schema: handshake, auth, start/data/stop, errors, limits, clean-up.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StandInServer, startStandIn, TestClient } from '../../test/realtime-harness.ts';

const ALICE = { Authorization: 'user:alice:t1', host: 'localhost' };
const BOB = { Authorization: 'user:bob:t2', host: 'localhost' };
const SUB = 'subscription S($id: ID) { onUpdateThing(id: $id) { id name } }';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let srv: StandInServer;
const clients: TestClient[] = [];
async function connect(headers: Record<string, string> | null = ALICE, extra: string[] = []) {
  const c = await TestClient.open(srv.url, headers, extra);
  clients.push(c);
  return c;
}
async function ready(headers: Record<string, string> = ALICE) {
  const c = await connect(headers);
  expect((await c.init()).type).toBe('connection_ack');
  return c;
}

beforeEach(async () => {
  srv = await startStandIn({ keepAliveIntervalMs: 100, initTimeoutMs: 500, maxSubscriptionsPerConnection: 3 });
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await srv.close();
});

describe('handshake', () => {
  it('accepts only the graphql-ws subprotocol and selects it', async () => {
    const c = await connect();
    expect(c.ws.protocol).toBe('graphql-ws');
    const bad = new TestClient(srv.url, ['graphql-transport-ws']);
    const status = await new Promise<number>((resolve) =>
      bad.ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(400);
  });

  it('acknowledges connection_init with AppSync connectionTimeoutMs', async () => {
    const c = await connect();
    expect(await c.init()).toEqual({ type: 'connection_ack', payload: { connectionTimeoutMs: 300_000 } });
  });

  it('refuses a bad token with connection_error 401 and closes', async () => {
    const c = await connect({ Authorization: 'forged', host: 'localhost' });
    const m = await c.init();
    expect(m.type).toBe('connection_error');
    expect(m.payload.errors[0]).toMatchObject({ errorType: 'UnauthorizedException', errorCode: 401 });
    await c.waitClosed();
  });

  it('refuses a missing or malformed header subprotocol', async () => {
    const none = await connect(null);
    expect((await none.init()).payload.errors[0].errorCode).toBe(401);
    const garbled = await connect(null, ['header-!!!notbase64json']);
    expect((await garbled.init()).payload.errors[0]).toMatchObject({ errorCode: 400 });
  });

  it('accepts the older ?header= query parameter', async () => {
    const header = Buffer.from(JSON.stringify(ALICE)).toString('base64');
    const c = await TestClient.open(`${srv.url}?header=${encodeURIComponent(header)}&payload=e30=`, null);
    clients.push(c);
    expect((await c.init()).type).toBe('connection_ack');
  });

  it('closes a connection that never sends connection_init', async () => {
    const c = await connect();
    expect((await c.nextOfType('connection_error', 2_000)).payload.errors[0].errorCode).toBe(400);
    await c.waitClosed();
  });

  it('sends ka periodically after the ack', async () => {
    const c = await ready();
    await c.nextOfType('ka', 1_000);
    await c.nextOfType('ka', 1_000);
  });
});

describe('subscriptions', () => {
  it('start_ack, then data with the selected fields only, then complete on stop', async () => {
    const c = await ready();
    c.start('s1', SUB, {}, ALICE);
    expect(await c.nextOfType('start_ack')).toEqual({ id: 's1', type: 'start_ack' });
    await srv.pubsub.publish('onUpdateThing', { id: 'a', tenantId: 't1', name: 'A', secret: 'x' });
    expect(await c.nextOfType('data')).toEqual({
      id: 's1',
      type: 'data',
      payload: { data: { onUpdateThing: { id: 'a', name: 'A' } } },
    });
    c.send({ id: 's1', type: 'stop' });
    expect(await c.nextOfType('complete')).toEqual({ id: 's1', type: 'complete' });
    await srv.pubsub.publish('onUpdateThing', { id: 'b', tenantId: 't1', name: 'B' });
    await sleep(50);
    expect(c.messages.filter((m) => m.type === 'data')).toEqual([]);
    expect(srv.realtime.stats().subscriptions).toBe(0);
  });

  it('applies arguments and never delivers another tenant’s events', async () => {
    const alice = await ready();
    const bob = await ready(BOB);
    alice.start('a', SUB, { id: 'x' }, ALICE);
    bob.start('b', SUB, {}, BOB);
    await alice.nextOfType('start_ack');
    await bob.nextOfType('start_ack');
    await srv.pubsub.publish('onUpdateThing', { id: 'y', tenantId: 't1', name: 'not x' });
    await srv.pubsub.publish('onUpdateThing', { id: 'x', tenantId: 't1', name: 'X' });
    expect((await alice.nextOfType('data')).payload.data.onUpdateThing.id).toBe('x');
    await sleep(50);
    expect(bob.messages.filter((m) => m.type === 'data')).toEqual([]);
    expect(alice.messages.filter((m) => m.type === 'data')).toEqual([]);
  });

  it('authorizes each start from its own extensions.authorization', async () => {
    const c = await ready();
    c.start('s1', SUB, {}, { Authorization: 'expired', host: 'localhost' });
    const m = await c.nextOfType('error');
    expect(m.id).toBe('s1');
    expect(m.payload.errors[0]).toMatchObject({ errorType: 'Unauthorized', errorCode: 401 });
    expect(srv.realtime.stats().subscriptions).toBe(0);
  });

  it('answers the guard’s denial as an Unauthorized error', async () => {
    const c = await ready({ Authorization: 'guest', host: 'localhost' });
    c.start('g', SUB, {}, { Authorization: 'guest' });
    const m = await c.nextOfType('error');
    expect(m).toMatchObject({ id: 'g', payload: { errors: [{ errorType: 'Unauthorized' }] } });
  });

  it('names the field in validation errors', async () => {
    const c = await ready();
    c.start('v', 'subscription { onUpdateThing { id nope } }', {}, ALICE);
    const m = await c.nextOfType('error');
    expect(m.id).toBe('v');
    expect(m.payload.errors[0].errorType).toBe('ValidationError');
    expect(m.payload.errors[0].message).toContain('nope');
    c.start('q', '{ ping }', {}, ALICE);
    expect((await c.nextOfType('error')).payload.errors[0].message).toMatch(/subscription/i);
    c.start('p', 'subscription {', {}, ALICE);
    expect((await c.nextOfType('error')).payload.errors[0].message).toMatch(/Syntax Error/);
  });

  it('limits subscriptions per connection and refuses duplicate ids', async () => {
    const c = await ready();
    for (const id of ['1', '2', '3']) {
      c.start(id, SUB, {}, ALICE);
      await c.nextOfType('start_ack');
    }
    c.start('1', SUB, {}, ALICE);
    expect((await c.nextOfType('error')).payload.errors[0].message).toMatch(/already exists/);
    c.start('4', SUB, {}, ALICE);
    expect((await c.nextOfType('error')).payload.errors[0]).toMatchObject({ errorType: 'LimitExceededError' });
    c.send({ id: '3', type: 'stop' });
    await c.nextOfType('complete');
    c.start('4', SUB, {}, ALICE);
    await c.nextOfType('start_ack');
  });

  it('refuses start before connection_init', async () => {
    const c = await connect();
    c.start('early', SUB, {}, ALICE);
    expect((await c.nextOfType('error')).payload.errors[0].errorCode).toBe(400);
  });
});

describe('ending sessions', () => {
  const ENDED = { errorType: 'UnauthorizedException', message: 'The session has ended.', errorCode: 401 };

  it("ends the chosen principal's subscriptions with an error and closes their socket; others stay", async () => {
    const alice = await ready(ALICE);
    alice.start('a1', SUB, {}, ALICE);
    alice.start('a2', SUB, { id: 'x' }, ALICE);
    const bob = await ready(BOB);
    bob.start('b1', SUB, {}, BOB);
    for (const c of [alice, alice, bob]) await c.nextOfType('start_ack');

    const ended = await srv.realtime.endSessions((p) => (p as { sub?: string }).sub === 'alice', ENDED);
    expect(ended).toBe(2);
    const errors = [await alice.nextOfType('error'), await alice.nextOfType('error')];
    expect(errors.map((m) => m.id).sort()).toEqual(['a1', 'a2']);
    expect(errors[0].payload).toEqual({ errors: [ENDED] });
    expect((await alice.waitClosed()).code).toBe(1000);
    await sleep(20);
    expect(srv.realtime.stats()).toEqual({ connections: 1, subscriptions: 1 });

    await srv.pubsub.publish('onUpdateThing', { id: 'x', tenantId: 't2', name: 'still here' });
    expect((await bob.nextOfType('data')).payload.data.onUpdateThing).toMatchObject({ name: 'still here' });
    expect(bob.closed).toBeUndefined();
  });

  it('ends a subscription whose own start was authorised as the principal, keeping the connection', async () => {
    const c = await ready(BOB);
    c.start('mine', SUB, {}, BOB);
    c.start('alices', SUB, {}, ALICE);
    await c.nextOfType('start_ack');
    await c.nextOfType('start_ack');
    expect(await srv.realtime.endSessions((p) => (p as { sub?: string }).sub === 'alice', ENDED)).toBe(1);
    expect(await c.nextOfType('error')).toMatchObject({ id: 'alices', payload: { errors: [ENDED] } });
    await sleep(20);
    expect(c.closed).toBeUndefined();
    expect(srv.realtime.stats()).toEqual({ connections: 1, subscriptions: 1 });
  });
});

describe('robustness', () => {
  it('answers bad JSON, unknown types and bad payloads with errors and keeps serving', async () => {
    const c = await ready();
    c.send('{not json');
    expect((await c.nextOfType('error')).payload.errors[0].errorType).toBe('BadRequestException');
    c.send('[1,2]');
    await c.nextOfType('error');
    c.send({ type: 'subscribe', id: 'z' });
    expect((await c.nextOfType('error')).payload.errors[0].errorType).toBe('UnsupportedOperation');
    c.send({ type: 'start', id: 'x', payload: { data: '{"query": 3}' } });
    expect((await c.nextOfType('error')).id).toBe('x');
    c.send({ type: 'start', id: 'y', payload: { data: 'not json' } });
    expect((await c.nextOfType('error')).id).toBe('y');
    c.send({ type: 'start', id: 'w' });
    expect((await c.nextOfType('error')).id).toBe('w');
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await c.nextOfType('error');
    c.start('ok', SUB, {}, ALICE);
    await c.nextOfType('start_ack');
  });

  it('closes the socket on an oversized message (1009)', async () => {
    await srv.close();
    srv = await startStandIn({ maxMessageBytes: 1024 });
    const c = await ready();
    c.send({ type: 'start', id: 'big', payload: { data: 'x'.repeat(2_000) } });
    expect((await c.waitClosed()).code).toBe(1009);
  });

  it('cleans up subscriptions and pubsub listeners when the socket closes', async () => {
    const c = await ready();
    c.start('1', SUB, {}, ALICE);
    c.start('2', SUB, { id: 'q' }, ALICE);
    await c.nextOfType('start_ack');
    await c.nextOfType('start_ack');
    expect(srv.realtime.stats()).toEqual({ connections: 1, subscriptions: 2 });
    c.close();
    await c.waitClosed();
    await sleep(50);
    expect(srv.realtime.stats()).toEqual({ connections: 0, subscriptions: 0 });
    // Publishing to a topic nobody listens to any more is a no-op.
    await srv.pubsub.publish('onUpdateThing', { id: 'q', tenantId: 't1' });
  });

  it('a stop that races its start leaves nothing behind', async () => {
    const c = await ready();
    c.start('r', SUB, {}, ALICE);
    c.send({ id: 'r', type: 'stop' });
    await c.nextOfType('complete');
    await sleep(50);
    expect(srv.realtime.stats().subscriptions).toBe(0);
    expect(c.messages.filter((m) => m.type === 'start_ack')).toEqual([]);
  });

  it('refuses upgrades after close', async () => {
    const url = srv.url;
    await srv.realtime.close();
    await expect(TestClient.open(url, ALICE)).rejects.toThrow(/503/);
  });
});
