// Runs a domain function for a caller: input parsed at the edge, the guest and per-user limits, a transaction with
// the audit row for state changes, realtime events and other after-commit work once the change is durable.
import { REQUEST_LIMIT_MESSAGE } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { z } from 'zod';
import { writeAudit } from '../audit/write-audit.ts';
import { requireAudience } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';
import type { DataDeps } from '../deps.ts';
import { Errors } from '../errors.ts';
import { publish } from '../realtime/publish.ts';
import type { ModelRuntime } from '../store/repository.ts';
import type { DomainContext, DomainDb, DomainFunction, DomainRequest } from './function.ts';

/** The first problem zod found, as `path.to.field: message` (the field a form shows it beside). */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export interface InvokeOptions {
  deps: DataDeps;
  principal: Principal;
  runtimes: Map<string, ModelRuntime>;
  request?: DomainRequest;
}

export async function invoke<S extends z.ZodType, O>(
  fn: DomainFunction<S, O>,
  options: InvokeOptions,
  rawInput: unknown,
): Promise<O> {
  const { deps, runtimes } = options;
  const request = options.request ?? { requestId: options.principal.requestId, ip: options.principal.ip };
  // The caller's workspace is read once for the call: one consistent view, and (read before a write's transaction
  // opens) never a second connection waited for from inside the transaction, which on the embedded database, with
  // its one connection, would wait for ever.
  let workspace: ReturnType<Principal['workspace']> | undefined;
  const principal: Principal = {
    ...options.principal,
    workspace: () => {
      workspace ??= options.principal.workspace();
      return workspace;
    },
  };
  // Who may call it comes first, as AppSync authorizes a field before its resolver runs: a caller outside the
  // audience learns nothing of what the input should be.
  requireAudience(principal, fn.allow, fn.name, fn.type);
  const parsed = fn.input.safeParse(rawInput);
  if (!parsed.success) throw Errors.validation(validationMessage(parsed.error));
  const input = parsed.data as z.infer<S>;
  if (fn.guestLimit && !principal.isAdmin && !(await deps.limiter.take(fn.guestLimit, principal.ip))) {
    throw Errors.tooManyRequests();
  }

  const events: [string, Record<string, unknown>][] = [];
  const after: (() => Promise<void> | void)[] = [];
  const context = (db: DomainDb, prepared?: unknown): DomainContext => ({
    deps,
    principal,
    request,
    db,
    runtimes,
    publish: (topic, record) => events.push([topic, record]),
    afterCommit: (work) => after.push(work),
    prepared,
  });

  let output: O;
  if (fn.type === 'Query') {
    output = await fn.run(
      context({ query: deps.database.query, transaction: (f) => deps.database.transaction(f) }),
      input,
    );
  } else {
    if (fn.writeLimit && principal.userId && !principal.isAdmin) {
      const { perMinute, burst = perMinute } = fn.writeLimit;
      if (!(await deps.limiter.takeForUser(fn.name, principal.userId, { perMinute, burst })))
        throw Errors.tooManyRequests(REQUEST_LIMIT_MESSAGE);
    }
    if (principal.userId) await principal.workspace();
    if (fn.needsIdentity && principal.kind === 'user' && !principal.identityId && principal.sub)
      principal.identityId = await deps.callers.identityIdFor(principal.sub);
    const prepared = fn.prepare
      ? await fn.prepare(
          context({ query: deps.database.query, transaction: (f) => deps.database.transaction(f) }),
          input,
        )
      : undefined;
    output = await deps.database.transaction(async (q: RawQuery) => {
      const db: DomainDb = { query: q, transaction: (f) => f(q) };
      const out = await fn.run(context(db, prepared), input);
      if (fn.audit !== false) {
        const entry = fn.audit ? fn.audit(out, input) : {};
        await writeAudit(q, principal, request, { ...entry, action: entry.action ?? fn.name }, deps.now());
      }
      return out;
    });
  }
  for (const [topic, record] of events) await publish(deps, topic, record);
  for (const work of after) {
    try {
      await work();
    } catch (err) {
      deps.logger.error({ err, fn: fn.name }, 'after-commit work failed');
    }
  }
  return output;
}
