// listTeamMembers: a team's members, leads first, then by name (or e-mail), with their workspace role; paged by
// nextToken. A team the caller's workspace does not hold is NotFound, as one that does not exist.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import {
  noSuchTeam,
  requireTeamsReader,
  shownMember,
  type TeamMemberRow,
  ZId,
  ZLimit,
  ZNextToken,
} from './team-access.ts';

export const listTeamMembers = defineFunction({
  name: 'listTeamMembers',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ teamId: ZId, limit: ZLimit, nextToken: ZNextToken }),
  async run({ principal, deps, db }, { teamId, limit, nextToken }) {
    const w = await requireTeamsReader(principal, 'listTeamMembers');
    const [team] = await db.query<{ id: string }>('select id from app.teams where id = $1 and tenant_id = $2', [
      teamId,
      w.tenantId,
    ]);
    if (!team) throw noSuchTeam();
    const pageSize = limit ?? QUERY_LIMITS.defaultPage;
    const shape = { q: 'listTeamMembers', t: teamId };
    // The sort key: leads before members, then the name people read (the e-mail when there is none).
    const key = `(case when tm.role = 'lead' then '0' else '1' end) || lower(coalesce(nullif(p.name, ''), p.email, ''))`;
    const params: unknown[] = [teamId, w.tenantId];
    let after = '';
    if (nextToken) {
      const at = deps.tokens.decode(nextToken, shape);
      params.push(at.s, at.i);
      after = ` and (${key}, tm.user_id) > ($3::text, $4::text)`;
    }
    params.push(pageSize + 1);
    const rows = await db.query<TeamMemberRow & { sort_key: string }>(
      `select tm.user_id, p.name, p.email, tm.role, m.role as workspace_role, tm.created_at, ${key} as sort_key
         from app.team_members tm
         left join app.user_profiles p on p.id = tm.user_id
         left join app.workspace_members m on m.tenant_id = $2 and m.user_id = tm.user_id
        where tm.team_id = $1${after}
        order by ${key}, tm.user_id limit $${params.length}`,
      params,
    );
    const items = rows.slice(0, pageSize);
    const last = items[items.length - 1];
    return {
      items: items.map(shownMember),
      nextToken:
        rows.length > pageSize && last ? deps.tokens.encode({ s: last.sort_key, i: last.user_id }, shape) : null,
    };
  },
});
