// Token buckets in Redis (a real redis-server): two stores, as in two processes, take from one bucket; buckets
// refill at their rate and expire once full again; and with Redis gone the limits go on in the process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable, startTestRedis, type TestRedis } from '../../test/test-redis.ts';
import { createLogger } from '../logger.ts';
import { createRedisBuckets } from './redis-buckets.ts';
import type { RateBuckets } from './token-buckets.ts';

const logger = createLogger('silent');
let redis: TestRedis;
let a: RateBuckets;
let b: RateBuckets;

beforeAll(async () => {
  if (!redisServerAvailable()) throw new Error('redis-server is not installed (Debian: apt-get install redis-server)');
  redis = await startTestRedis();
  a = await createRedisBuckets(redis.url, { logger });
  b = await createRedisBuckets(redis.url, { logger });
});
afterAll(async () => {
  a?.close?.();
  b?.close?.();
  await redis?.stop();
});

const takes = async (buckets: RateBuckets, key: string, n: number, perSecond: number, burst: number) => {
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push(await buckets.take(key, perSecond, burst));
  return out;
};

describe('token buckets in Redis', () => {
  it('are one bucket per key for every store on the same Redis', async () => {
    expect(await takes(a, 'ip:198.51.100.1', 2, 0.01, 3)).toEqual([true, true]);
    expect(await takes(b, 'ip:198.51.100.1', 2, 0.01, 3)).toEqual([true, false]);
    expect(await a.take('ip:198.51.100.1', 0.01, 3)).toBe(false);
    expect(await takes(b, 'ip:198.51.100.2', 3, 0.01, 3)).toEqual([true, true, true]);
  });

  it('refill at their rate, and are forgotten once they would be full again', async () => {
    // Two a second: one token back after half a second.
    expect(await takes(a, 'refill', 3, 2, 2)).toEqual([true, true, false]);
    await new Promise((r) => setTimeout(r, 600));
    expect(await takes(b, 'refill', 2, 2, 2)).toEqual([true, false]);
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    try {
      const ttl = await client.pttl('innov:rate:refill');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual((2 / 2) * 1000 + 1000);
    } finally {
      client.disconnect();
    }
  });

  it('count in the process while Redis cannot answer, without failing the request', async () => {
    const down = await startTestRedis();
    const buckets = await createRedisBuckets(down.url, { logger });
    try {
      expect(await buckets.take('gone', 0.01, 2)).toBe(true);
      await down.stop();
      expect(await takes(buckets, 'gone', 3, 0.01, 2)).toEqual([true, true, false]);
    } finally {
      buckets.close?.();
    }
  });
});
