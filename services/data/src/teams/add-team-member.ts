// addTeamMember: a manager of the team (owner, admin, the team's lead) adds an ACTIVE member of the same workspace
// as lead or member; they are told, and their cached memberships are forgotten at once, so a membership rule
// counts them in on their next request.
import { TEAM_ROLES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import {
  activeMembers,
  displayName,
  lockTeam,
  lockWorkspaceTeams,
  noteAudit,
  notedAudit,
  requireTeamManager,
  requireTeamsWriter,
  shownMember,
  teamMember,
  ZId,
} from './team-access.ts';
import { actorName, noticeTeamChange } from './team-notices.ts';

export const ZAddTeamMemberArgs = z.object({
  input: z.object({ teamId: ZId, userId: ZId, role: z.enum(TEAM_ROLES).nullish() }),
});

export const addTeamMember = defineFunction({
  name: 'addTeamMember',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZAddTeamMemberArgs,
  audit: (_member: ReturnType<typeof shownMember>, args) => notedAudit(args),
  async run(ctx, args) {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const w = await requireTeamsWriter(principal, 'addTeamMember');
    // The workspace first (the order removeMember and the moves lock in), so a member being removed or moving out
    // at this moment is either still here and added, or gone and refused: never left behind in the team.
    await lockWorkspaceTeams(db.query, w.tenantId);
    const team = await lockTeam(db.query, w.tenantId, input.teamId);
    requireTeamManager(w, team.id, 'addTeamMember');
    const [member] = await activeMembers(db.query, w.tenantId, [input.userId]);
    if (!member) throw Errors.validation('input.userId: not an active member of the workspace');
    if (await teamMember(db.query, team, input.userId))
      throw Errors.validation('input.userId: already a member of this team');
    const role = input.role ?? 'member';
    await db.query('insert into app.team_members (team_id, user_id, role, created_at) values ($1, $2, $3, $4)', [
      team.id,
      input.userId,
      role,
      deps.now(),
    ]);
    await noticeTeamChange(ctx, input.userId, 'team.added', team, await actorName(ctx), { role });
    announceMembershipChange(ctx, { userId: input.userId });
    noteAudit(args, {
      target: `Team:${team.id}`,
      tenantId: w.tenantId,
      details: { name: team.name, userId: input.userId, userName: displayName(member), role },
    });
    const added = await teamMember(db.query, team, input.userId);
    if (!added) throw new Error('The team member just added is missing.');
    return shownMember(added);
  },
});
