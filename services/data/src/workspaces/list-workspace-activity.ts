// listWorkspaceActivity: the workspace's recent activity for its owners and admins, from the audit log (who
// invited, approved, changed roles, transferred, deleted; every change a domain function makes in the workspace),
// newest first, with the actor's name ('Anonymous' for an anonymous idea's authors acting on it or on its
// attachments, unless the caller sees its authors); paged by nextToken. The audit log's own bookkeeping (how the caller
// authenticated) stays out.
import { ANONYMOUS_AUTHOR } from '@innov/contracts';
import { z } from 'zod';
import { requireRole } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { seesAuthorSql } from '../ideas/idea-access.ts';

export interface WorkspaceActivity {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  target: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** An anonymous author's audit details without the names of its co-authors (co-authors are anonymous too). */
function anonymousDetails(details: Record<string, unknown>): Record<string, unknown> {
  const { invited: _invited, userId: _userId, userName: _userName, ...rest } = details;
  return rest;
}

export const listWorkspaceActivity = defineFunction({
  name: 'listWorkspaceActivity',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    limit: z
      .number()
      .int()
      .min(1, 'expected a positive integer')
      .max(QUERY_LIMITS.maxPage, `at most ${QUERY_LIMITS.maxPage}`)
      .nullish(),
    nextToken: z.string().max(2_048, 'Invalid nextToken: it is not a token this query issued.').nullish(),
  }),
  async run({ principal, deps, db }, { limit, nextToken }) {
    const w = await requireRole(principal, ['owner', 'admin'], 'listWorkspaceActivity', 'Query');
    const pageSize = limit ?? QUERY_LIMITS.defaultPage;
    const shape = { q: 'listWorkspaceActivity', t: w.tenantId };
    const params: unknown[] = [w.tenantId];
    let before = '';
    if (nextToken) {
      const at = deps.tokens.decode(nextToken, shape);
      params.push(at.s, at.i);
      before = ' and (a.created_at, a.id) < ($2::timestamptz, $3::uuid)';
    }
    params.push(pageSize + 1);
    // The position keeps the stored microseconds (a JavaScript date would round them to milliseconds).
    const rows = await db.query<{
      id: string;
      action: string;
      actor: string | null;
      actor_name: string | null;
      target: string | null;
      details: Record<string, unknown> | null;
      created_at: Date;
      position: string;
    }>(
      `select a.id, a.action, a.actor, coalesce(nullif(p.name, ''), p.email) as actor_name, a.target, a.details,
              a.created_at, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
         from app.audit_log a left join app.user_profiles p on p.id = a.actor
        where a.tenant_id = $1${before}
        order by a.created_at desc, a.id desc limit $${params.length}`,
      params,
    );
    // An anonymous idea's authors act as 'Anonymous' here too (workspace owners and admins do not see who wrote it;
    // its campaign's owners and moderators and platform admins do).
    const masked = principal.isAdmin
      ? new Set<string>()
      : new Set(
          (
            await db.query<{ id: string }>(
              // The idea a row is about: its target, or for a file the idea it is (or was) attached to. A row
              // marked as written by an anonymous author (audit/write-audit.ts) stays masked once the idea is gone.
              `select a.id from app.audit_log a
                 left join app.ideas i on i.id = case
                   when a.target like 'Idea:%' then substr(a.target, 6)
                   when a.target like 'File:%' then coalesce(
                     (select f.record_id from app.files f where f.id = substr(a.target, 6) and f.record_type = 'IDEA'),
                     case when a.details->>'record' like 'Idea:%' then substr(a.details->>'record', 6) end)
                 end
                where a.id = any($1::uuid[])
                  and ((a.details->>'anonymousActor' = 'true' and (i.id is null or not ${seesAuthorSql('i', '$2')}))
                       or (i.anonymous
                           and (a.actor = i.owner or exists (select 1 from app.idea_coauthors c where c.idea_id = i.id and c.user_id = a.actor))
                           and not ${seesAuthorSql('i', '$2')}))`,
              [rows.map((r) => r.id), principal.userId],
            )
          ).map((r) => r.id),
        );
    const items = rows.slice(0, pageSize);
    const last = items[items.length - 1];
    return {
      items: items.map((r): WorkspaceActivity => {
        const { authMode: _authMode, anonymousActor: _anonymousActor, ...details } = r.details ?? {};
        const hidden = masked.has(r.id);
        return {
          id: r.id,
          action: r.action,
          actorId: hidden ? null : r.actor,
          actorName: hidden ? ANONYMOUS_AUTHOR : r.actor_name,
          target: r.target,
          details: hidden ? anonymousDetails(details) : details,
          createdAt: r.created_at.toISOString(),
        };
      }),
      nextToken: rows.length > pageSize && last ? deps.tokens.encode({ s: last.position, i: last.id }, shape) : null,
    };
  },
});
