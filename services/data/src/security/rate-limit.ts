// Token buckets for guest writes, per caller address (and identity): enough for a person filling a form, not
// for a script filling the table; and the per-user write limits. The buckets are the system's (in Redis when
// REDIS_URL is set, so every process shares them). The address is the one trusted proxies name (TRUST_PROXY);
// loopback callers (tests, benchmarks, the web app's own calls) get a generous bucket, as in the identity service.
import { envNumber, isLoopbackAddress, type RateBuckets } from '@innov/platform';
export interface RateLimits {
  perMinute: number;
  burst: number;
  loopbackPerMinute: number;
  loopbackBurst: number;
}

export function rateLimitsFromEnv(env: Record<string, string | undefined> = process.env): RateLimits {
  return {
    perMinute: envNumber(env, 'DATA_GUEST_WRITES_PER_MINUTE', 6),
    burst: envNumber(env, 'DATA_GUEST_WRITES_BURST', 10),
    loopbackPerMinute: envNumber(env, 'DATA_GUEST_WRITES_LOOPBACK_PER_MINUTE', 600_000),
    loopbackBurst: envNumber(env, 'DATA_GUEST_WRITES_LOOPBACK_BURST', 100_000),
  };
}

export class RateLimiter {
  constructor(
    readonly limits: RateLimits,
    private readonly buckets: RateBuckets,
  ) {}

  /** Takes one token for a signed-in user's writes of one kind (a domain function's `writeLimit`). */
  async takeForUser(action: string, userId: string, limit: { perMinute: number; burst: number }): Promise<boolean> {
    return this.buckets.take(`data:user:${action}:${userId}`, limit.perMinute / 60, limit.burst);
  }

  /** Takes one token for `ip` (and `action`); false when the caller must wait. */
  async take(action: string, ip: string): Promise<boolean> {
    const loopback = isLoopbackAddress(ip);
    const perMinute = loopback ? this.limits.loopbackPerMinute : this.limits.perMinute;
    const burst = loopback ? this.limits.loopbackBurst : this.limits.burst;
    return this.buckets.take(`data:${action}:${ip}`, perMinute / 60, burst);
  }
}
