// getTeam: one team of the caller's workspace as listTeams shows it; null for an id the workspace does not hold
// (another workspace's team cannot be told from no team at all).
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireTeamsReader, ZId } from './team-access.ts';
import { readTeam, type Team } from './team-record.ts';

export const getTeam = defineFunction({
  name: 'getTeam',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ id: ZId }),
  async run({ principal, db }, { id }): Promise<Team | null> {
    const w = await requireTeamsReader(principal, 'getTeam');
    return (await readTeam(db.query, w.tenantId, id, principal.userId as string, w.role)) ?? null;
  },
});
