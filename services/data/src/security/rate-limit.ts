import { envNumber, isLoopbackAddress, TokenBuckets } from '@innov/platform';
// Token buckets for guest writes, per caller address (and identity): enough for a person filling a form, not
// for a script filling the table. In memory per process; loopback callers (tests, benchmarks, a reverse proxy
// on this host must pass the real address) get a generous bucket, as in the identity service.
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
  private readonly buckets: TokenBuckets;
  constructor(
    readonly limits: RateLimits,
    clock?: () => number,
  ) {
    this.buckets = new TokenBuckets(clock);
  }

  /** Takes one token for a signed-in user's writes of one kind (a domain function's `writeLimit`). */
  takeForUser(action: string, userId: string, limit: { perMinute: number; burst: number }): boolean {
    return this.buckets.take(`user:${action}:${userId}`, limit.perMinute / 60, limit.burst);
  }

  /** Takes one token for `ip` (and `action`); false when the caller must wait. */
  take(action: string, ip: string): boolean {
    const loopback = isLoopbackAddress(ip);
    const perMinute = loopback ? this.limits.loopbackPerMinute : this.limits.perMinute;
    const burst = loopback ? this.limits.loopbackBurst : this.limits.burst;
    return this.buckets.take(`${action}:${ip}`, perMinute / 60, burst);
  }
}
