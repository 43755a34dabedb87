// What the caller may do with teams: featureAccess (dashboard/lib/feature-access.ts) of the teams feature, the
// way the data service's teams domain decides it (services/data/src/teams/team-access.ts); creating a team is
// for owners and admins of a workspace taking writes; a team's own page asks Team.canManage (owners, admins, the
// team's leads). Pure.
import { featureAccess, type TFeatureAccess, type TWorkspaceView } from '../../dashboard/lib/feature-access.ts';

export type TTeamsAccess = TFeatureAccess<{ canCreate: boolean }>;

export function teamsAccess(workspace: TWorkspaceView | null | undefined): TTeamsAccess {
  return featureAccess(workspace, 'teams', {
    open: ({ readOnly, manager }) => ({ canCreate: !readOnly && manager }),
  });
}

/** The caller may change this team: the server says so (Team.canManage) and the workspace takes writes. */
export function canManageTeam(access: TTeamsAccess, team: { canManage: boolean } | null | undefined): boolean {
  return access.kind === 'open' && !access.readOnly && Boolean(team?.canManage);
}

/** The caller may leave this team: a member of it, in a workspace that takes writes. */
export function canLeaveTeam(access: TTeamsAccess, team: { myRole: string | null } | null | undefined): boolean {
  return access.kind === 'open' && !access.readOnly && Boolean(team?.myRole);
}
