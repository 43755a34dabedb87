// The audit log (app.audit_log): who did what to which record, when, from which address and request. Written by
// the domain-function wrapper in the transaction of the change, so a function that fails leaves no row.
import type { RawQuery } from '@innov/db';
import type { Principal } from '../auth/principal.ts';
import type { AuditEntry } from '../domain/function.ts';

/** Who acted, as the log names them: the user, the guest identity, or the platform's API key. */
export function actorOf(principal: Principal): string {
  if (principal.userId) return principal.userId;
  if (principal.kind === 'service') return 'service:api-key';
  return principal.identityId ? `guest:${principal.identityId}` : 'guest';
}

export interface AuditRow {
  actor: string;
  tenantId?: string | null;
  action: string;
  target?: string | null;
  ip?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

/**
 * The idea a row is about: its target (`Idea:<id>`) or, for a file, the idea it belongs to (`details.record`).
 * When that idea is anonymous and the actor is its author or a co-author, the row is marked `anonymousActor` as it
 * is written, so the views non-admins read keep the actor hidden after the idea is deleted or a co-author leaves.
 */
const ANONYMOUS_ACTOR_SQL = `case when exists (
    select 1 from app.ideas i
     where i.id = case when $4 like 'Idea:%' then substr($4, 6)
                       when $7::jsonb->>'record' like 'Idea:%' then substr($7::jsonb->>'record', 6) end
       and i.anonymous
       and (i.owner = $1 or exists (select 1 from app.idea_coauthors c where c.idea_id = i.id and c.user_id = $1)))
  then $7::jsonb || '{"anonymousActor": true}'::jsonb else $7::jsonb end`;

export async function insertAudit(q: RawQuery, row: AuditRow): Promise<void> {
  await q(
    `insert into app.audit_log (actor, tenant_id, action, target, ip, request_id, details, created_at)
     values ($1, $2, $3, $4, $5, $6, ${ANONYMOUS_ACTOR_SQL}, $8)`,
    [
      row.actor,
      row.tenantId ?? null,
      row.action,
      row.target ?? null,
      row.ip || null,
      row.requestId ?? null,
      JSON.stringify(row.details ?? {}),
      row.at,
    ],
  );
}

/** The audit row of a domain function's change, by the caller of the request. */
export async function writeAudit(
  q: RawQuery,
  principal: Principal,
  request: { requestId?: string; ip: string },
  entry: Required<Pick<AuditEntry, 'action'>> & AuditEntry,
  at: Date,
): Promise<void> {
  await insertAudit(q, {
    actor: actorOf(principal),
    tenantId: entry.tenantId,
    action: entry.action,
    target: entry.target,
    ip: request.ip,
    requestId: request.requestId,
    details: { ...(entry.details ?? {}), authMode: principal.authMode },
    at,
  });
}
