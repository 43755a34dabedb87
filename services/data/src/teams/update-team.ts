// updateTeam: an owner, admin or the team's lead renames the team or changes its description; the name stays unique
// in the workspace whatever its case. Only what is given changes (a null description clears it).
import { ZTeamDescription, ZTeamName } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import {
  lockTeam,
  lockWorkspaceTeams,
  noteAudit,
  notedAudit,
  requireFreeName,
  requireTeamManager,
  requireTeamsWriter,
  ZId,
} from './team-access.ts';
import { readTeam, type Team } from './team-record.ts';

export const ZUpdateTeamArgs = z.object({
  input: z.object({ id: ZId, name: ZTeamName.nullish(), description: ZTeamDescription }),
});

export const updateTeam = defineFunction({
  name: 'updateTeam',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZUpdateTeamArgs,
  audit: (_team: Team, args) => notedAudit(args),
  async run(ctx, args): Promise<Team> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const w = await requireTeamsWriter(principal, 'updateTeam');
    // The workspace's lock first (names are unique across its teams), then the team's.
    await lockWorkspaceTeams(db.query, w.tenantId);
    const team = await lockTeam(db.query, w.tenantId, input.id);
    requireTeamManager(w, team.id, 'updateTeam');
    const name = input.name ?? team.name;
    if (input.name) await requireFreeName(db.query, w.tenantId, input.name, team.id);
    const description = input.description === undefined ? team.description : input.description;
    await db.query('update app.teams set name = $2, description = $3, updated_at = $4 where id = $1', [
      team.id,
      name,
      description,
      deps.now(),
    ]);
    noteAudit(args, {
      target: `Team:${team.id}`,
      tenantId: w.tenantId,
      details: {
        name,
        ...(name !== team.name ? { previousName: team.name } : {}),
        ...(description !== team.description ? { descriptionChanged: true } : {}),
      },
    });
    const shown = await readTeam(db.query, w.tenantId, team.id, principal.userId as string, w.role);
    if (!shown) throw new Error('The team just updated is missing.');
    return shown;
  },
});
