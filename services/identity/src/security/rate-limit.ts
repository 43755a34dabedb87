// Token buckets per client address and per app client, answering TooManyRequestsException. Limits come from the
// environment; the buckets are the system's (in Redis when REDIS_URL is set, so every process shares them). The
// address is the one trusted proxies name (TRUST_PROXY); loopback callers (developers, tests, benchmarks and the
// web app's own calls on this machine) get a generous bucket.
import { envNumber, isLoopbackAddress, type RateBuckets } from '@innov/platform';
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
  constructor(
    readonly limits: RateLimits,
    private readonly buckets: RateBuckets,
  ) {}

  async check(ip: string, clientId: string | undefined): Promise<void> {
    const l = this.limits;
    const loop = isLoopbackAddress(ip);
    const ok = loop
      ? await this.buckets.take(`identity:ip:${ip}`, l.loopbackPerSecond, l.loopbackBurst)
      : await this.buckets.take(`identity:ip:${ip}`, l.ipPerSecond, l.ipBurst);
    if (!ok) throw Errors.tooManyRequests('Too many requests from this address. Wait and retry.');
    if (clientId && !(await this.buckets.take(`identity:client:${clientId}`, l.clientPerSecond, l.clientBurst))) {
      throw Errors.tooManyRequests('Rate exceeded for this app client.');
    }
  }
}

const limiters = new WeakMap<object, RateLimiter>();

/** One limiter per service instance (keyed by its deps), on the system's buckets. */
export function limiterFor(ctx: OperationContext): RateLimiter {
  let limiter = limiters.get(ctx.deps);
  if (!limiter) {
    limiter = new RateLimiter(rateLimitsFromEnv(), ctx.deps.rateBuckets);
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
        await limiterFor(ctx).check(ctx.request.ip, typeof clientId === 'string' ? clientId : undefined);
        return op.run(input, ctx);
      },
    } satisfies Operation<unknown, unknown>;
  }
  return out;
}
