// In-memory token buckets per client IP and per app client, answering TooManyRequestsException. Limits come
// from the environment; loopback callers (developers, tests, benchmarks on this machine) get a generous bucket.
import { Errors } from '../protocol/errors.ts';
import type { Operation, OperationContext, OperationMap } from '../protocol/types.ts';

interface Bucket {
  tokens: number;
  at: number;
}

export interface RateLimits {
  ipPerSecond: number;
  ipBurst: number;
  loopbackPerSecond: number;
  loopbackBurst: number;
  clientPerSecond: number;
  clientBurst: number;
}

function num(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const v = Number(env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimits {
  return {
    ipPerSecond: num(env, 'IDENTITY_RATE_IP_PER_SECOND', 20),
    ipBurst: num(env, 'IDENTITY_RATE_IP_BURST', 60),
    loopbackPerSecond: num(env, 'IDENTITY_RATE_LOOPBACK_PER_SECOND', 20_000),
    loopbackBurst: num(env, 'IDENTITY_RATE_LOOPBACK_BURST', 40_000),
    clientPerSecond: num(env, 'IDENTITY_RATE_CLIENT_PER_SECOND', 5_000),
    clientBurst: num(env, 'IDENTITY_RATE_CLIENT_BURST', 10_000),
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const MAX_BUCKETS = 100_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  constructor(
    readonly limits: RateLimits,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Takes one token from the bucket `key`; false when it is empty. */
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

  /** Drops full buckets (callers that have been idle), then the oldest if still too many. */
  private sweep(now: number) {
    for (const [k, b] of this.buckets) {
      if (now - b.at > 60_000) this.buckets.delete(k);
    }
    if (this.buckets.size >= MAX_BUCKETS) this.buckets.clear();
  }

  check(ip: string, clientId: string | undefined): void {
    const l = this.limits;
    const loop = LOOPBACK.test(ip);
    const ok = loop
      ? this.take(`ip:${ip}`, l.loopbackPerSecond, l.loopbackBurst)
      : this.take(`ip:${ip}`, l.ipPerSecond, l.ipBurst);
    if (!ok) throw Errors.tooManyRequests('Too many requests from this address. Wait and retry.');
    if (clientId && !this.take(`client:${clientId}`, l.clientPerSecond, l.clientBurst)) {
      throw Errors.tooManyRequests('Rate exceeded for this app client.');
    }
  }
}

const limiters = new WeakMap<object, RateLimiter>();

/** One limiter per service instance (keyed by its deps), so tests on separate systems don't interfere. */
export function limiterFor(ctx: OperationContext): RateLimiter {
  let limiter = limiters.get(ctx.deps);
  if (!limiter) {
    limiter = new RateLimiter(rateLimitsFromEnv());
    limiters.set(ctx.deps, limiter);
  }
  return limiter;
}

/** Wraps every operation of a map with the IP and client limits (the client id read from the input). */
export function withRateLimits(ops: OperationMap): OperationMap {
  const out: OperationMap = {};
  for (const [name, op] of Object.entries(ops)) {
    out[name] = {
      ...op,
      async run(input: unknown, ctx: OperationContext) {
        const clientId = (input as { ClientId?: unknown })?.ClientId;
        limiterFor(ctx).check(ctx.request.ip, typeof clientId === 'string' ? clientId : undefined);
        return op.run(input, ctx);
      },
    } satisfies Operation<unknown, unknown>;
  }
  return out;
}
