// createTeam: an owner or admin makes a team in their active workspace, within the plan's teams limit, with a name
// no other team of the workspace has (whatever the case); `memberIds` (active members of the workspace) join as
// members, each told and their cached memberships forgotten at once. The creator joins only if listed.
import { ZTeamDescription, ZTeamName } from '@innov/contracts';
import { z } from 'zod';
import { requireRole, requireWithinLimit } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import {
  activeMembers,
  displayName,
  lockWorkspaceTeams,
  noteAudit,
  notedAudit,
  requireFreeName,
  requireTeamsWriter,
  ZId,
} from './team-access.ts';
import { actorName, noticeTeamChange } from './team-notices.ts';
import { readTeam, type Team } from './team-record.ts';

export const ZCreateTeamArgs = z.object({
  input: z.object({
    name: ZTeamName,
    description: ZTeamDescription,
    memberIds: z.array(ZId).max(500, 'at most 500 members at once').nullish(),
  }),
});

export const createTeam = defineFunction({
  name: 'createTeam',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZCreateTeamArgs,
  audit: (_team: Team, args) => notedAudit(args),
  async run(ctx, args): Promise<Team> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const w = await requireTeamsWriter(principal, 'createTeam');
    await requireRole(principal, ['owner', 'admin'], 'createTeam');
    await lockWorkspaceTeams(db.query, w.tenantId);
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from app.teams where tenant_id = $1', [
      w.tenantId,
    ]);
    requireWithinLimit(w, 'teams', count?.n ?? 0);
    await requireFreeName(db.query, w.tenantId, input.name);
    const ids = [...new Set(input.memberIds ?? [])];
    const members = await activeMembers(db.query, w.tenantId, ids);
    const missing = ids.find((id) => !members.some((m) => m.user_id === id));
    if (missing) throw Errors.validation(`input.memberIds: ${missing} is not an active member of the workspace`);

    const now = deps.now();
    const [row] = await db.query<{ id: string }>(
      `insert into app.teams (tenant_id, name, description, created_at, updated_at) values ($1, $2, $3, $4, $4)
       returning id`,
      [w.tenantId, input.name, input.description ?? null, now],
    );
    if (members.length)
      await db.query(
        `insert into app.team_members (team_id, user_id, role, created_at)
         select $1, unnest($2::text[]), 'member', $3`,
        [row.id, members.map((m) => m.user_id), now],
      );
    const by = await actorName(ctx);
    for (const m of members) {
      await noticeTeamChange(ctx, m.user_id, 'team.added', { id: row.id, name: input.name }, by, { role: 'member' });
      announceMembershipChange(ctx, { userId: m.user_id });
    }
    noteAudit(args, {
      target: `Team:${row.id}`,
      tenantId: w.tenantId,
      details: {
        name: input.name,
        members: members.map((m) => ({ userId: m.user_id, name: displayName(m), role: 'member' })),
      },
    });
    const team = await readTeam(db.query, w.tenantId, row.id, principal.userId as string, w.role);
    if (!team) throw new Error('The team just created is missing.');
    return team;
  },
});
