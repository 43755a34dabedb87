// Token buckets for guest writes, per caller address (and identity): enough for a person filling a form, not
// for a script filling the table. In memory per process; loopback callers (tests, benchmarks, a reverse proxy
// on this host must pass the real address) get a generous bucket, as in the identity service.
export interface RateLimits {
  perMinute: number;
  burst: number;
  loopbackPerMinute: number;
  loopbackBurst: number;
}

function num(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const v = Number(env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimits {
  return {
    perMinute: num(env, 'DATA_GUEST_WRITES_PER_MINUTE', 6),
    burst: num(env, 'DATA_GUEST_WRITES_BURST', 10),
    loopbackPerMinute: num(env, 'DATA_GUEST_WRITES_LOOPBACK_PER_MINUTE', 600_000),
    loopbackBurst: num(env, 'DATA_GUEST_WRITES_LOOPBACK_BURST', 100_000),
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const MAX_BUCKETS = 100_000;

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    readonly limits: RateLimits,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Takes one token for `ip` (and `action`); false when the caller must wait. */
  take(action: string, ip: string): boolean {
    const loopback = LOOPBACK.test(ip);
    const perMinute = loopback ? this.limits.loopbackPerMinute : this.limits.perMinute;
    const burst = loopback ? this.limits.loopbackBurst : this.limits.burst;
    const key = `${action}:${ip}`;
    const now = this.clock();
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size >= MAX_BUCKETS) this.buckets.clear();
      b = { tokens: burst, at: now };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 60_000) * perMinute);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }
}
