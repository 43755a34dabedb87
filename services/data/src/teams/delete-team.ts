// deleteTeam: an owner, admin or the team's lead deletes the team with its memberships; its members are told, and
// the whole workspace's cached memberships are forgotten at once.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { lockTeam, noteAudit, notedAudit, requireTeamManager, requireTeamsWriter, ZId } from './team-access.ts';
import { actorName, noticeTeamChange } from './team-notices.ts';

export const ZDeleteTeamArgs = z.object({ input: z.object({ id: ZId }) });

export const deleteTeam = defineFunction({
  name: 'deleteTeam',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZDeleteTeamArgs,
  audit: (_ok: boolean, args) => notedAudit(args),
  async run(ctx, args): Promise<boolean> {
    const { principal, db } = ctx;
    const w = await requireTeamsWriter(principal, 'deleteTeam');
    const team = await lockTeam(db.query, w.tenantId, args.input.id);
    requireTeamManager(w, team.id, 'deleteTeam');
    const members = await db.query<{ user_id: string }>('select user_id from app.team_members where team_id = $1', [
      team.id,
    ]);
    await db.query('delete from app.teams where id = $1', [team.id]);
    const by = await actorName(ctx);
    for (const m of members) await noticeTeamChange(ctx, m.user_id, 'team.deleted', team, by);
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Team:${team.id}`,
      tenantId: w.tenantId,
      details: { name: team.name, memberCount: members.length },
    });
    return true;
  },
});
