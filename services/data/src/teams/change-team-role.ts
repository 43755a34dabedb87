// changeTeamRole: a manager of the team (owner, admin, the team's lead) makes a member a lead or a member; the
// member is told, and their cached team roles are forgotten at once.
import { TEAM_ROLES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import {
  displayName,
  lockTeam,
  noteAudit,
  notedAudit,
  requireTeamManager,
  requireTeamsWriter,
  shownMember,
  teamMember,
  ZId,
} from './team-access.ts';
import { actorName, noticeTeamChange } from './team-notices.ts';

export const ZChangeTeamRoleArgs = z.object({
  input: z.object({ teamId: ZId, userId: ZId, role: z.enum(TEAM_ROLES) }),
});

export const changeTeamRole = defineFunction({
  name: 'changeTeamRole',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZChangeTeamRoleArgs,
  audit: (_member: ReturnType<typeof shownMember>, args) => notedAudit(args),
  async run(ctx, args) {
    const { principal, db } = ctx;
    const { input } = args;
    const w = await requireTeamsWriter(principal, 'changeTeamRole');
    const team = await lockTeam(db.query, w.tenantId, input.teamId);
    requireTeamManager(w, team.id, 'changeTeamRole');
    const before = await teamMember(db.query, team, input.userId);
    if (!before) throw Errors.notFound('This user is not a member of the team.');
    await db.query('update app.team_members set role = $3 where team_id = $1 and user_id = $2', [
      team.id,
      input.userId,
      input.role,
    ]);
    if (before.role !== input.role) {
      await noticeTeamChange(ctx, input.userId, 'team.roleChanged', team, await actorName(ctx), { role: input.role });
      announceMembershipChange(ctx, { userId: input.userId });
    }
    noteAudit(args, {
      target: `Team:${team.id}`,
      tenantId: w.tenantId,
      details: {
        name: team.name,
        userId: input.userId,
        userName: displayName(before),
        role: input.role,
        previousRole: before.role,
      },
    });
    return shownMember({ ...before, role: input.role });
  },
});
