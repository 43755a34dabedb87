// Token buckets in Redis (REDIS_URL), so that every process behind a load balancer takes from the same bucket
// for an address or an account. One Lua script reads, refills and takes atomically on Redis's clock. While Redis
// cannot answer, the limits fall back to this process's own buckets rather than fail or stop limiting.
import type { Logger } from '../logger.ts';
import { type RateBuckets, TokenBuckets } from './token-buckets.ts';

/** KEYS[1]: the bucket; ARGV: tokens per second, burst. Returns 1 when a token was taken. */
const TAKE = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = math.floor(tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
-- A bucket left alone refills completely; it need not be kept longer than that.
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return taken
`;

export interface RedisBucketsOptions {
  logger: Logger;
  /** Prepended to bucket keys, so that several deployments can share one Redis. */
  prefix?: string;
}

export async function createRedisBuckets(url: string, options: RedisBucketsOptions): Promise<RateBuckets> {
  const { Redis } = await import('ioredis');
  const prefix = options.prefix ?? 'innov:rate:';
  // A request must not wait on a Redis that does not answer: no queue while disconnected, a short timeout.
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
  });
  redis.defineCommand('takeToken', { numberOfKeys: 1, lua: TAKE });
  const local = new TokenBuckets();
  let failing = false;
  redis.on('error', () => {}); // reported by the calls that fail, once
  await redis.connect().catch((err) => {
    failing = true;
    options.logger.warn({ err }, 'rate limits: Redis unavailable; counting in this process until it is back');
  });
  const takeToken = (redis as unknown as Record<string, (...args: unknown[]) => Promise<number>>).takeToken.bind(redis);
  return {
    async take(key, perSecond, burst) {
      try {
        const taken = (await takeToken(prefix + key, perSecond, burst)) === 1;
        if (failing) {
          failing = false;
          options.logger.info('rate limits: Redis is back; buckets shared again');
        }
        return taken;
      } catch (err) {
        if (!failing) {
          failing = true;
          options.logger.warn({ err }, 'rate limits: Redis unavailable; counting in this process until it is back');
        }
        return local.take(key, perSecond, burst);
      }
    },
    close() {
      redis.disconnect();
    },
  };
}
