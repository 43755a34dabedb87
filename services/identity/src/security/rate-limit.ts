// In-memory token buckets per client IP and per app client, answering TooManyRequestsException. Limits come
// from the environment; loopback callers (developers, tests, benchmarks on this machine) get a generous bucket.
import { envNumber, isLoopbackAddress, TokenBuckets } from '@innov/platform';
import { Errors } from '../protocol/errors.ts';
import type { Operation, OperationContext, OperationMap } from '../protocol/types.ts';

export interface RateLimits {
  ipPerSecond: number;
  ipBurst: number;
  loopbackPerSecond: number;
  loopbackBurst: number;
  clientPerSecond: number;
  clientBurst: number;
}

export function rateLimitsFromEnv(env: Record<string, string | undefined> = process.env): RateLimits {
  return {
    ipPerSecond: envNumber(env, 'IDENTITY_RATE_IP_PER_SECOND', 20),
    ipBurst: envNumber(env, 'IDENTITY_RATE_IP_BURST', 60),
    loopbackPerSecond: envNumber(env, 'IDENTITY_RATE_LOOPBACK_PER_SECOND', 20_000),
    loopbackBurst: envNumber(env, 'IDENTITY_RATE_LOOPBACK_BURST', 40_000),
    clientPerSecond: envNumber(env, 'IDENTITY_RATE_CLIENT_PER_SECOND', 5_000),
    clientBurst: envNumber(env, 'IDENTITY_RATE_CLIENT_BURST', 10_000),
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

  /** Takes one token from the bucket `key`; false when it is empty. */
  take(key: string, perSecond: number, burst: number): boolean {
    return this.buckets.take(key, perSecond, burst);
  }

  check(ip: string, clientId: string | undefined): void {
    const l = this.limits;
    const loop = isLoopbackAddress(ip);
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
