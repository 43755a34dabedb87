'use client';
// Teams inside the caller's workspace, as the data service's teams domain serves them (listTeams, getTeam,
// listTeamMembers and the team mutations; the contract of issue 23). Every member of the workspace sees every
// team; owners, admins and the team's leads manage it (`Team.canManage`, decided by the server). The queries
// carry the tags 'Team' and 'TeamMember', so a mutation here, or a `team.*` notification arriving live
// (notifications/lib/membership-events.ts), refetches them.
//
// Usage:
//   const page = TeamList.usePages({ variables: { search, limit: PAGE_SIZE } });
//   const { data: team } = TeamQuery.useQuery({ variables: { id } });
//   const [create] = CreateTeam.useMutation();
//   const team = await call(() => create({ variables: { input: { name, description, memberIds } } }).unwrap());
import type { TeamRole, WorkspaceRole } from '@innov/contracts';
import { TEAMS_HREF } from '../../dashboard/lib/navigation.ts';
import { WORKSPACE_MEMBER_TAG } from '../../dashboard/lib/workspace-members.ts';
import { defineFunction } from '../../data/lib/model.ts';

export const TEAM_TAG = 'Team';
export const TEAM_MEMBER_TAG = 'TeamMember';

export interface Team {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
  /** The caller's role in the team; null when not a member. */
  myRole: TeamRole | null;
  createdAt: string;
  updatedAt: string;
  /** The caller may rename, delete and change the members (an owner or admin of the workspace, or a lead). */
  canManage: boolean;
}

export interface TeamPage {
  items: Team[];
  nextToken: string | null;
  total: number;
}

export interface TeamMember {
  userId: string;
  name: string | null;
  email: string | null;
  role: TeamRole;
  workspaceRole: WorkspaceRole | null;
  addedAt: string;
}

export interface TeamMemberPage {
  items: TeamMember[];
  nextToken: string | null;
}

const TEAM_FIELDS = 'id name description memberCount myRole createdAt updatedAt canManage';
const TEAM_MEMBER_FIELDS = 'userId name email role workspaceRole addedAt';
/** Changes a team's members: the team (its count), its members' list and the workspace's (their team count). */
const MEMBERSHIP = { invalidates: [TEAM_TAG, TEAM_MEMBER_TAG, WORKSPACE_MEMBER_TAG] };

export const TeamList = defineFunction<TeamPage>(
  {
    name: 'listTeams',
    kind: 'query',
    args: { search: 'String', limit: 'Int', nextToken: 'String' },
    selection: `items { ${TEAM_FIELDS} } nextToken total`,
  },
  'userPool',
  { provides: [TEAM_TAG] },
);

export const TeamQuery = defineFunction<Team | null>(
  { name: 'getTeam', kind: 'query', args: { id: 'ID!' }, selection: TEAM_FIELDS },
  'userPool',
  { provides: [TEAM_TAG] },
);

export const TeamMemberList = defineFunction<TeamMemberPage>(
  {
    name: 'listTeamMembers',
    kind: 'query',
    args: { teamId: 'ID!', limit: 'Int', nextToken: 'String' },
    selection: `items { ${TEAM_MEMBER_FIELDS} } nextToken`,
  },
  'userPool',
  { provides: [TEAM_MEMBER_TAG] },
);

export const CreateTeam = defineFunction<Team>(
  { name: 'createTeam', kind: 'mutation', args: { input: 'CreateTeamInput!' }, selection: TEAM_FIELDS },
  'userPool',
  MEMBERSHIP,
);

export const UpdateTeam = defineFunction<Team>(
  { name: 'updateTeam', kind: 'mutation', args: { input: 'UpdateTeamInput!' }, selection: TEAM_FIELDS },
  'userPool',
  { invalidates: [TEAM_TAG] },
);

export const DeleteTeam = defineFunction<boolean>(
  { name: 'deleteTeam', kind: 'mutation', args: { input: 'DeleteTeamInput!' } },
  'userPool',
  MEMBERSHIP,
);

export const AddTeamMember = defineFunction<TeamMember>(
  { name: 'addTeamMember', kind: 'mutation', args: { input: 'AddTeamMemberInput!' }, selection: TEAM_MEMBER_FIELDS },
  'userPool',
  MEMBERSHIP,
);

export const RemoveTeamMember = defineFunction<boolean>(
  { name: 'removeTeamMember', kind: 'mutation', args: { input: 'RemoveTeamMemberInput!' } },
  'userPool',
  MEMBERSHIP,
);

export const ChangeTeamRole = defineFunction<TeamMember>(
  {
    name: 'changeTeamRole',
    kind: 'mutation',
    args: { input: 'ChangeTeamRoleInput!' },
    selection: TEAM_MEMBER_FIELDS,
  },
  'userPool',
  MEMBERSHIP,
);

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { lead: 'Lead', member: 'Member' };
export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

export { TEAMS_HREF };
/** "1 member", "3 members". */
export function memberCount(n: number): string {
  return `${n} ${n === 1 ? 'member' : 'members'}`;
}

export const CREATE_TEAM_HREF = '/dashboard/teams/create';
export function teamHref(id: string): string {
  return `${TEAMS_HREF}/${encodeURIComponent(id)}`;
}
