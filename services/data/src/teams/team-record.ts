// A team as the API shows it to the caller: its member count, the caller's own role in it and whether the caller
// manages it (owners and admins every team, leads their own), read in the statement that finds the team.
import type { TeamRole, WorkspaceRole } from '@innov/contracts';
import type { RawQuery } from '@innov/db';

export interface Team {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
  myRole: TeamRole | null;
  createdAt: Date;
  updatedAt: Date;
  canManage: boolean;
}

export interface TeamListRow {
  id: string;
  name: string;
  description: string | null;
  member_count: number;
  my_role: TeamRole | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns of a team row for `$me` (the caller's id is the statement's parameter `me`). */
export const teamColumns = (me: string) => `t.id, t.name, t.description, t.created_at, t.updated_at,
  (select count(*)::int from app.team_members c where c.team_id = t.id) as member_count,
  (select r.role from app.team_members r where r.team_id = t.id and r.user_id = ${me}) as my_role`;

export function shownTeam(row: TeamListRow, workspaceRole: WorkspaceRole | null): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    memberCount: row.member_count,
    myRole: row.my_role,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    canManage: workspaceRole === 'owner' || workspaceRole === 'admin' || row.my_role === 'lead',
  };
}

/** One team of the workspace as the caller sees it; undefined when the workspace has no such team. */
export async function readTeam(
  q: RawQuery,
  tenantId: string,
  teamId: string,
  me: string,
  workspaceRole: WorkspaceRole | null,
): Promise<Team | undefined> {
  const [row] = await q<TeamListRow>(
    `select ${teamColumns('$3')} from app.teams t where t.id = $1 and t.tenant_id = $2`,
    [teamId, tenantId, me],
  );
  return row ? shownTeam(row, workspaceRole) : undefined;
}
