// listMyInnovations: the caller's own ideas in their workspace, by tab: DRAFTS (theirs and those they co-author),
// SUBMITTED (theirs), COAUTHORED (accepted co-authorships, any state), FOLLOWING (ideas they follow and still see),
// INVITATIONS (co-author invitations waiting for their answer, drafts or submitted); most recently active first (drafts: last saved), paged by keyset, with the total and the count per stage.
import { IDEA_STAGES, type IdeaStage, MY_INNOVATIONS_TABS, type MyInnovationsTab } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { requireIdeasReader, visibleIdeaSql, ZLimit, ZNextToken } from './idea-access.ts';
import { type IdeaCardRow, ideaCardColumns, shownIdeaCard } from './idea-record.ts';
import type { IdeaPage } from './list-ideas.ts';

const coAuthorship = (me: string, status: 'INVITED' | 'ACCEPTED') =>
  `exists (select 1 from app.idea_coauthors mc where mc.idea_id = i.id and mc.user_id = ${me} and mc.status = '${status}')`;
const accepted = (me: string) => coAuthorship(me, 'ACCEPTED');

/** Each tab's ideas, for the caller `$2` (the workspace is `$1`). */
export const MY_TAB_WHERE: Record<MyInnovationsTab, string> = {
  DRAFTS: `i.state = 'DRAFT' and (i.owner = $2 or ${accepted('$2')})`,
  SUBMITTED: `i.state = 'SUBMITTED' and i.owner = $2`,
  COAUTHORED: accepted('$2'),
  FOLLOWING: 'exists (select 1 from app.idea_followers mf where mf.idea_id = i.id and mf.user_id = $2)',
  INVITATIONS: coAuthorship('$2', 'INVITED'),
};

export const listMyInnovations = defineFunction({
  name: 'listMyInnovations',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ tab: z.enum(MY_INNOVATIONS_TABS), limit: ZLimit, nextToken: ZNextToken }),
  async run({ principal, deps, db }, { tab, limit, nextToken }): Promise<IdeaPage> {
    const w = await requireIdeasReader(principal, 'listMyInnovations');
    const me = principal.userId as string;
    const pageSize = limit ?? QUERY_LIMITS.defaultPage;
    const column = tab === 'DRAFTS' ? 'i.updated_at' : 'i.last_activity_at';
    const where = `${visibleIdeaSql('i', '$1', '$2')} and ${MY_TAB_WHERE[tab]}`;
    const shape = { q: 'listMyInnovations', t: w.tenantId, u: me, tab };
    const params: unknown[] = [w.tenantId, me];
    let after = '';
    if (nextToken) {
      const at = deps.tokens.decode(nextToken, shape);
      params.push(at.s, at.i);
      after = ` and (${column} < $3::timestamptz or (${column} = $3::timestamptz and i.id > $4::text))`;
    }
    params.push(pageSize + 1);
    const rows = await db.query<IdeaCardRow & { position: string }>(
      // The page first, then the card's lookups for its rows only (list-ideas.ts).
      `select ${ideaCardColumns('$2')},
              to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
         from (select * from app.ideas i where ${where}${after}
                order by ${column} desc, i.id limit $${params.length}) i
        order by ${column} desc, i.id`,
      params,
    );
    const counts = await db.query<{ stage: IdeaStage | null; n: number }>(
      `select i.stage, count(*)::int as n from app.ideas i where ${where} group by i.stage`,
      [w.tenantId, me],
    );
    const byStage = new Map(counts.map((c) => [c.stage, c.n]));
    const items = rows.slice(0, pageSize);
    const last = items[items.length - 1];
    return {
      items: items.map((row) => shownIdeaCard(row, principal.isAdmin)),
      nextToken: rows.length > pageSize && last ? deps.tokens.encode({ s: last.position, i: last.id }, shape) : null,
      total: counts.reduce((n, c) => n + c.n, 0),
      stageCounts: IDEA_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 })),
    };
  },
});
