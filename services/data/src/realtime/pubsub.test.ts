// The pubsub contract, in-process and across processes via Redis (Debian's redis-server, which .ci/run installs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable, startTestRedis, type TestRedis } from '../../test/test-redis.ts';
import { topicIterator } from './iterator.ts';
import { createInProcessPubSub, createPubSub, createRedisPubSub, type PubSub } from './pubsub.ts';

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('in-process pubsub', () => {
  it('delivers to every listener of the topic only, survives a throwing listener, and unsubscribes', async () => {
    const ps = createInProcessPubSub();
    const got: unknown[] = [];
    ps.subscribe('a', () => {
      throw new Error('boom');
    });
    const off = ps.subscribe('a', (p) => got.push(p));
    ps.subscribe('b', (p) => got.push(['b', p]));
    await ps.publish('a', { n: 1 });
    off();
    await ps.publish('a', { n: 2 });
    expect(got).toEqual([{ n: 1 }]);
    await ps.close();
  });

  it('is what createPubSub returns without REDIS_URL', async () => {
    const ps = await createPubSub({});
    const got: unknown[] = [];
    ps.subscribe('t', (p) => got.push(p));
    await ps.publish('t', { ok: true });
    expect(got).toEqual([{ ok: true }]);
    await ps.close();
  });
});

describe('topicIterator', () => {
  it('filters, maps, and drops the oldest events beyond maxQueue', async () => {
    const ps = createInProcessPubSub();
    const it = topicIterator(ps, 't', { accept: (p) => p.n !== 0, map: (p) => p.n, maxQueue: 2 });
    for (const n of [0, 1, 2, 3]) await ps.publish('t', { n });
    expect(await it.next()).toEqual({ value: 2, done: false });
    expect(await it.next()).toEqual({ value: 3, done: false });
    const pending = it.next();
    await ps.publish('t', { n: 4 });
    expect(await pending).toEqual({ value: 4, done: false });
    const waiting = it.next();
    await it.return(undefined);
    expect(await waiting).toEqual({ value: undefined, done: true });
    await ps.publish('t', { n: 5 });
    expect(await it.next()).toEqual({ value: undefined, done: true });
  });

  it('an async guard keeps the published order, and a failing check hides the event', async () => {
    const ps = createInProcessPubSub();
    // The first check is the slowest: later events must still not overtake it.
    const delays: Record<number, number> = { 1: 30, 2: 0, 3: 10, 4: 0 };
    const it = topicIterator(ps, 't', {
      accept: async (p) => {
        await new Promise((r) => setTimeout(r, delays[p.n as number] ?? 0));
        if (p.n === 3) throw new Error('the membership lookup failed');
        return p.n !== 2;
      },
      map: (p) => p.n,
    });
    for (const n of [1, 2, 3, 4]) await ps.publish('t', { n });
    expect(await it.next()).toEqual({ value: 1, done: false });
    expect(await it.next()).toEqual({ value: 4, done: false });
    await it.return(undefined);
  });

  it('a consumer that falls behind an async guard still loses only the oldest events', async () => {
    const ps = createInProcessPubSub();
    const it = topicIterator(ps, 't', { accept: async () => true, map: (p) => p.n, maxQueue: 3 });
    for (let n = 1; n <= 10; n++) await ps.publish('t', { n });
    await new Promise((r) => setTimeout(r, 20));
    const got = [await it.next(), await it.next(), await it.next()].map((r) => r.value);
    expect(got).toEqual([8, 9, 10]);
    await it.return(undefined);
  });
});

describe('Redis pubsub', () => {
  let redis: TestRedis;
  let a: PubSub;
  let b: PubSub;
  beforeAll(async () => {
    if (!redisServerAvailable())
      throw new Error('redis-server is not installed (Debian: apt-get install redis-server)');
    redis = await startTestRedis();
    a = await createRedisPubSub(redis.url);
    b = await createPubSub({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('fans out across instances as JSON, per topic, in order', async () => {
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    const other: unknown[] = [];
    a.subscribe('onUpdateThing', (p) => onA.push(p));
    const offB = b.subscribe('onUpdateThing', (p) => onB.push(p));
    b.subscribe('onUpdateOther', (p) => other.push(p));
    for (let n = 0; n < 20; n++) await a.publish('onUpdateThing', { n, nested: { s: 'é' } });
    await until(() => onA.length === 20 && onB.length === 20);
    expect(onB.map((p) => (p as { n: number }).n)).toEqual([...Array(20).keys()]);
    expect(onB[0]).toEqual({ n: 0, nested: { s: 'é' } });
    expect(other).toEqual([]);
    offB();
    await b.publish('onUpdateThing', { n: 99 });
    await until(() => onA.length === 21);
    expect(onB).toHaveLength(20);
  });

  it('refuses to start when Redis is unreachable', async () => {
    await expect(createRedisPubSub('redis://127.0.0.1:1', { onError: () => {} })).rejects.toThrow();
  });
});
