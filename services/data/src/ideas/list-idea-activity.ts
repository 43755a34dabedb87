// listIdeaActivity: what happened to an idea, newest first, from the audit log's rows about it (`Idea:<id>`:
// submitted, edited, moved, commented, tagged, co-authors), with the actor's name. Votes, follows and draft
// autosaves are audited but are not the idea's story, so they stay out, as does the log's own bookkeeping (how
// the caller signed in). The draft's time belongs to its authors: everyone else sees what happened from its
// submission on, and of the co-authors only those who joined (not who was invited, declined or was removed).
// An anonymous idea's authors' acts show 'Anonymous' to whoever may not know them. An idea out of sight is as one
// that does not exist.
import { ANONYMOUS_AUTHOR } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import {
  coAuthorStatus,
  requireIdeasReader,
  requireVisibleIdea,
  seesAuthorSql,
  ZId,
  ZLimit,
  ZNextToken,
} from './idea-access.ts';

/** What every reader of a submitted idea sees of its trail. */
export const PUBLIC_TRAIL = [
  'submitIdea',
  'editIdea',
  'moveIdeas',
  'addIdeaComment',
  'updateIdeaTags',
  'respondToCoAuthorship',
];
/** What its author and co-authors see besides. */
export const AUTHORS_TRAIL = [...PUBLIC_TRAIL, 'inviteCoAuthors', 'removeCoAuthor'];

export interface IdeaActivity {
  id: string;
  action: string;
  actorName: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export const listIdeaActivity = defineFunction({
  name: 'listIdeaActivity',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ ideaId: ZId, limit: ZLimit, nextToken: ZNextToken }),
  async run({ principal, deps, db }, { ideaId, limit, nextToken }) {
    const w = await requireIdeasReader(principal, 'listIdeaActivity');
    const idea = await requireVisibleIdea(db.query, w.tenantId, principal.userId as string, ideaId);
    const pageSize = limit ?? QUERY_LIMITS.defaultPage;
    const shape = { q: 'listIdeaActivity', i: idea.id };
    const me = principal.userId as string;
    const author = idea.owner === me || (await coAuthorStatus(db.query, idea.id, me)) !== null;
    // An anonymous idea's authors act as 'Anonymous' for whoever may not know them.
    const [sight] = await db.query<{ sees: boolean }>(
      `select ${seesAuthorSql('i', '$2')} as sees from app.ideas i where i.id = $1`,
      [idea.id, me],
    );
    const hidden = idea.anonymous && !sight?.sees && !principal.isAdmin;
    const params: unknown[] = [`Idea:${idea.id}`, w.tenantId, author ? AUTHORS_TRAIL : PUBLIC_TRAIL];
    let shown = '';
    if (!author) {
      params.push(idea.submitted_at);
      shown = ` and a.created_at >= $${params.length}::timestamptz and (a.action <> 'respondToCoAuthorship' or a.details->>'accepted' = 'true')`;
    }
    let before = '';
    if (nextToken) {
      const at = deps.tokens.decode(nextToken, shape);
      params.push(at.s, at.i);
      const [s, i] = [`$${params.length - 1}`, `$${params.length}`];
      // The order of audit_log_target_created_idx (target, created_at desc, id): newest first, ties by id.
      before = ` and a.created_at <= ${s}::timestamptz and (a.created_at < ${s}::timestamptz or a.id > ${i}::uuid)`;
    }
    params.push(pageSize + 1);
    const rows = await db.query<{
      id: string;
      action: string;
      actor_name: string | null;
      by_author: boolean;
      details: Record<string, unknown> | null;
      created_at: Date;
      position: string;
    }>(
      `select a.id, a.action, coalesce(nullif(p.name, ''), p.email) as actor_name, a.details, a.created_at,
              (a.actor = (select ai.owner from app.ideas ai where ai.id = substr(a.target, 6))
               or exists (select 1 from app.idea_coauthors c where c.idea_id = substr(a.target, 6) and c.user_id = a.actor)
               -- a co-author who has since left was one when the row was written (audit/write-audit.ts)
               or a.details->>'anonymousActor' = 'true') as by_author,
              to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
         from app.audit_log a left join app.user_profiles p on p.id = a.actor
        where a.target = $1 and a.tenant_id = $2 and a.action = any($3::text[])${shown}${before}
        order by a.created_at desc, a.id limit $${params.length}`,
      params,
    );
    const items = rows.slice(0, pageSize);
    const last = items[items.length - 1];
    return {
      items: items.map((r): IdeaActivity => {
        const { authMode: _authMode, anonymousActor: _anonymousActor, ...details } = r.details ?? {};
        return {
          id: r.id,
          action: r.action,
          actorName: hidden && r.by_author ? ANONYMOUS_AUTHOR : r.actor_name,
          details,
          createdAt: r.created_at.toISOString(),
        };
      }),
      nextToken: rows.length > pageSize && last ? deps.tokens.encode({ s: last.position, i: last.id }, shape) : null,
    };
  },
});
