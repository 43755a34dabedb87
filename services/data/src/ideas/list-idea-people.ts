// listIdeaPeople: the people an author may name: for an idea, the active members who can see it (visibleIdeaSql:
// every active member for a submitted workspace idea, a campaign's audience for its ideas, its author and co-authors
// for a draft), for @-mentions; without one, the workspace's
// active members (the co-author picker). The caller is left out; `search` narrows by name or e-mail.
import type { IdeaPerson } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { containsPattern, requireIdeasReader, visibleIdea, visibleIdeaSql, ZId, ZLimit } from './idea-access.ts';

export const listIdeaPeople = defineFunction({
  name: 'listIdeaPeople',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    ideaId: ZId.nullish(),
    search: z.string().trim().max(200, 'at most 200 characters').nullish(),
    limit: ZLimit,
  }),
  async run({ principal, db }, { ideaId, search, limit }): Promise<IdeaPerson[]> {
    const w = await requireIdeasReader(principal, 'listIdeaPeople');
    const me = principal.userId as string;
    let of: string | null = null;
    if (ideaId) {
      const idea = await visibleIdea(db.query, w.tenantId, me, ideaId);
      if (!idea) return [];
      of = idea.id;
    }
    const rows = await db.query<{ user_id: string; name: string | null }>(
      `select m.user_id, coalesce(p.name, p.email) as name
         from app.workspace_members m join app.user_profiles p on p.id = m.user_id
        where m.tenant_id = $1 and p.tenant_id = $1 and not (p.pending_approval and m.role <> 'owner')
          and m.user_id <> $2
          and ($3::text is null or exists (select 1 from app.ideas i where i.id = $3 and ${visibleIdeaSql('i', '$1', 'm.user_id')}))
          and ($4::text is null or p.name ilike $4 or p.email ilike $4)
        order by lower(coalesce(p.name, p.email)), m.user_id
        limit $5`,
      [w.tenantId, me, of, search ? containsPattern(search) : null, limit ?? QUERY_LIMITS.defaultPage],
    );
    return rows.map((r) => ({ userId: r.user_id, name: r.name }));
  },
});
