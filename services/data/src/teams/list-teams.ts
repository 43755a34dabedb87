// listTeams: every team of the caller's workspace (every member sees every team), by name, with member counts and
// the caller's role; `search` narrows by name; paged by nextToken, with the total the search matches.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { containsPattern, requireTeamsReader, ZLimit, ZNextToken } from './team-access.ts';
import { shownTeam, type Team, type TeamListRow, teamColumns } from './team-record.ts';

export interface TeamPage {
  items: Team[];
  nextToken: string | null;
  total: number;
}

export const listTeams = defineFunction({
  name: 'listTeams',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    search: z.string().trim().max(200, 'at most 200 characters').nullish(),
    limit: ZLimit,
    nextToken: ZNextToken,
  }),
  async run({ principal, deps, db }, { search, limit, nextToken }): Promise<TeamPage> {
    const w = await requireTeamsReader(principal, 'listTeams');
    const me = principal.userId as string;
    const pageSize = limit ?? QUERY_LIMITS.defaultPage;
    // The token belongs to this workspace's list with this search: another's is refused, not reinterpreted.
    const shape = { q: 'listTeams', t: w.tenantId, s: search || null };
    const filter = search ? ' and t.name ilike $2' : '';
    const filterParams: unknown[] = search ? [w.tenantId, containsPattern(search)] : [w.tenantId];
    const params = [...filterParams, me];
    let after = '';
    if (nextToken) {
      const at = deps.tokens.decode(nextToken, shape);
      params.push(at.s, at.i);
      after = ` and (lower(t.name), t.id) > ($${params.length - 1}::text, $${params.length}::text)`;
    }
    params.push(pageSize + 1);
    const rows = await db.query<TeamListRow & { sort_key: string }>(
      `select ${teamColumns(`$${filterParams.length + 1}`)}, lower(t.name) as sort_key
         from app.teams t where t.tenant_id = $1${filter}${after}
        order by lower(t.name), t.id limit $${params.length}`,
      params,
    );
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from app.teams t where t.tenant_id = $1${filter}`,
      filterParams,
    );
    const items = rows.slice(0, pageSize);
    const last = items[items.length - 1];
    return {
      items: items.map((r) => shownTeam(r, w.role)),
      nextToken: rows.length > pageSize && last ? deps.tokens.encode({ s: last.sort_key, i: last.id }, shape) : null,
      total: count?.n ?? 0,
    };
  },
});
