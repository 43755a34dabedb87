// The one shape of a domain function (docs/architecture.md, "The domain shape"): a zod input schema and
// `run({ deps, principal, request, db }, input)`. The registry (registry.ts) builds the GraphQL resolvers from
// them; triggers and jobs call the same functions through `invoke`. The wrapper parses the input at the edge
// (a ValidationError naming the field), runs a state-changing function in one transaction with its audit row,
// and publishes its realtime events only after that transaction commits.
import type { RawQuery } from '@innov/db';
import type { z } from 'zod';
import type { Principal } from '../auth/principal.ts';
import type { DataDeps } from '../deps.ts';
import type { Audience } from '../models/types.ts';
import type { ModelRuntime } from '../store/repository.ts';

export interface DomainRequest {
  requestId?: string;
  ip: string;
}

/** The database as a domain function sees it: inside its transaction when it changes state. */
export interface DomainDb {
  query: RawQuery;
  /** Runs `fn` in the function's transaction (a nested call joins it). */
  transaction<T>(fn: (q: RawQuery) => Promise<T>): Promise<T>;
}

export interface AuditEntry {
  /** What happened (default: the function's name). */
  action?: string;
  /** Which record: `Model:id`. */
  target?: string | null;
  tenantId?: string | null;
  details?: Record<string, unknown>;
}

export interface DomainContext {
  deps: DataDeps;
  principal: Principal;
  request: DomainRequest;
  db: DomainDb;
  runtimes: Map<string, ModelRuntime>;
  /** A realtime event to publish once the change has committed. */
  publish(topic: string, record: Record<string, unknown>): void;
  /** Work to do once the change has committed (announce a workspace change to every process). */
  afterCommit(fn: () => Promise<void> | void): void;
  /** What the function's `prepare` answered (a Mutation's work before its transaction); undefined without one. */
  prepared?: unknown;
}

export interface DomainFunction<S extends z.ZodType = z.ZodType, O = unknown> {
  /** The GraphQL field it answers, e.g. `makeEnquiry`. */
  name: string;
  type: 'Query' | 'Mutation';
  /**
   * Who may call it at all, checked by the wrapper before it runs (AppSync's Unauthorized otherwise; platform
   * admins and the API key always may): `public`, `signedIn` or `admins`. Finer checks (workspace, role, plan,
   * ownership) are the function's own.
   */
  allow: Audience;
  /** Parses the field's arguments (`{ input: … }` or named arguments). */
  input: S;
  /**
   * A Mutation changes state: it runs in a transaction and writes an audit row (what `audit` returns, else the
   * function's name alone). `false` for a mutation that changes nothing (none today).
   */
  audit?: ((output: O, input: z.infer<S>) => AuditEntry) | false;
  /**
   * Calls per signed-in user per minute, beside the guest limits (per address); protects invitations, comments
   * and votes. A token bucket: `burst` calls at once (default `perMinute`), then one per 60/perMinute seconds.
   * A call past it is refused before anything runs (no change, no audit row) with the seed's request-limit
   * words. Platform admins and the API key are not limited.
   */
  writeLimit?: { perMinute: number; burst?: number };
  /**
   * The guest-writes bucket it takes from, per caller address (`DATA_GUEST_WRITES_*`): enough for a person
   * filling a form, not a script filling a table. Checked before anything runs, outside any transaction, and
   * refused as "Rate exceeded. Wait and retry."; platform admins and the API key are not limited.
   */
  guestLimit?: string;
  /**
   * The signed-in caller's identity-pool identity (`principal.identityId`, the owner of their `private/…` files) is
   * looked up before the transaction opens when their credentials do not carry it (a user-pool token): identity's
   * tables cannot answer an embedded database's other queries while a transaction holds it.
   */
  needsIdentity?: boolean;
  /**
   * A Mutation's slow work outside the database, run before its transaction opens (confirmUpload reads the stored
   * object and makes an image's widths); `run` finds its answer as `ctx.prepared`. The embedded database serves one
   * transaction at a time, so such work inside one would hold up every other request. `ctx.db` is not in a
   * transaction here: what it must change atomically belongs to `run`.
   */
  prepare?(ctx: DomainContext, input: z.infer<S>): Promise<unknown>;
  run(ctx: DomainContext, input: z.infer<S>): Promise<O>;
}

/** Declares a domain function; the type parameters are inferred from the schema and `run`. */
export function defineFunction<S extends z.ZodType, O>(fn: DomainFunction<S, O>): DomainFunction<S, O> {
  return fn;
}
