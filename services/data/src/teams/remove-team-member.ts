// removeTeamMember: a manager of the team (owner, admin, the team's lead) removes a member, or a member leaves
// (removes themself); the removed member is told (not when they left), and their cached memberships are
// forgotten at once.
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
  teamMember,
  ZId,
} from './team-access.ts';
import { actorName, noticeTeamChange } from './team-notices.ts';

export const ZRemoveTeamMemberArgs = z.object({ input: z.object({ teamId: ZId, userId: ZId }) });

export const removeTeamMember = defineFunction({
  name: 'removeTeamMember',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZRemoveTeamMemberArgs,
  audit: (_ok: boolean, args) => notedAudit(args),
  async run(ctx, args): Promise<boolean> {
    const { principal, db } = ctx;
    const { input } = args;
    const w = await requireTeamsWriter(principal, 'removeTeamMember');
    const team = await lockTeam(db.query, w.tenantId, input.teamId);
    const leaving = input.userId === principal.userId;
    if (!leaving) requireTeamManager(w, team.id, 'removeTeamMember');
    const member = await teamMember(db.query, team, input.userId);
    if (!member) throw Errors.notFound('This user is not a member of the team.');
    await db.query('delete from app.team_members where team_id = $1 and user_id = $2', [team.id, input.userId]);
    await noticeTeamChange(ctx, input.userId, 'team.removed', team, await actorName(ctx));
    announceMembershipChange(ctx, { userId: input.userId });
    noteAudit(args, {
      target: `Team:${team.id}`,
      tenantId: w.tenantId,
      details: {
        name: team.name,
        userId: input.userId,
        userName: displayName(member),
        role: member.role,
        ...(leaving ? { left: true } : {}),
      },
    });
    return true;
  },
});
