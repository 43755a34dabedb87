// Token buckets keyed by caller, shared by the services' rate limits: in memory here (bounded: idle buckets are
// swept, and the map is cleared outright if a flood of distinct keys still fills it), in Redis when REDIS_URL is
// set (redis-buckets.ts), so that every process counts against the same buckets.

const MAX_BUCKETS = 100_000;
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Loopback callers are developers, tests, benchmarks and the web app's own server-side calls on this machine. A
 * reverse proxy on this host must be named in TRUST_PROXY, so that its clients are not taken for it.
 */
export function isLoopbackAddress(ip: string): boolean {
  return LOOPBACK.test(ip);
}

/** A positive number from the environment, else the fallback. */
export function envNumber(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const v = Number(env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

/** Where the rate limits keep their buckets: one store per process, handed to the services in their deps. */
export interface RateBuckets {
  /** Takes one token from bucket `key`, refilled at `perSecond` up to `burst`; false when it is empty. */
  take(key: string, perSecond: number, burst: number): boolean | Promise<boolean>;
  close?(): void;
}

export class TokenBuckets implements RateBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly clock: () => number = () => performance.now()) {}

  take(key: string, perSecond: number, burst: number): boolean {
    const now = this.clock();
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size >= MAX_BUCKETS) this.sweep(now);
      b = { tokens: burst, at: now };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  private sweep(now: number) {
    for (const [k, b] of this.buckets) if (now - b.at > 60_000) this.buckets.delete(k);
    if (this.buckets.size >= MAX_BUCKETS) this.buckets.clear();
  }
}
