// What the caller may do with teams, read from getMyWorkspace the way the data service's teams domain decides
// it (services/data/src/teams/team-access.ts): reads need a workspace whose plan has teams and a membership that
// is not waiting for approval; writes also an ACTIVE workspace (not deleted); creating a team is for owners and
// admins; a team's own page asks Team.canManage (owners, admins, the team's leads). The words are the rule
// book's (contracts), so the page says what the server would answer. Pure.
import {
  MEMBERSHIP_MESSAGES,
  type MyWorkspace,
  PLAN_NAMES,
  planUnlocking,
  WORKSPACE_MESSAGES,
  type WorkspaceStatus,
} from '@innov/contracts';

export type TTeamsAccess =
  /** getMyWorkspace has not answered yet. */
  | { kind: 'loading' }
  /** getMyWorkspace failed (the page offers to try again). */
  | { kind: 'error'; message: string }
  /** The caller belongs to no workspace. */
  | { kind: 'noWorkspace'; message: string }
  /** The plan has no teams: which plan has them, and the plan the workspace is on. */
  | { kind: 'locked'; message: string; currentPlan: string; unlockingPlan: string; canUpgrade: boolean }
  /** A member who joined by link and waits for approval: reads are refused too. */
  | { kind: 'pendingMember'; message: string }
  /** Teams can be read; `readOnly` says why nothing can be changed (null: it can, as far as the role allows). */
  | { kind: 'open'; readOnly: string | null; canCreate: boolean };

const STATE_MESSAGES: Partial<Record<WorkspaceStatus, string>> = {
  PENDING: WORKSPACE_MESSAGES.pending,
  REJECTED: WORKSPACE_MESSAGES.rejected,
  DEACTIVATED: WORKSPACE_MESSAGES.deactivated,
};

type TWorkspaceView = Pick<MyWorkspace, 'tenantId' | 'role' | 'status' | 'tier' | 'entitlements'> &
  Partial<Pick<MyWorkspace, 'pendingApproval' | 'deletedAt'>>;

export function teamsAccess(workspace: TWorkspaceView | null | undefined): TTeamsAccess {
  if (!workspace) return { kind: 'loading' };
  if (!workspace.tenantId)
    return { kind: 'noWorkspace', message: 'You are not a member of a workspace, so there are no teams to show.' };
  if (!workspace.entitlements.features.includes('teams')) {
    return {
      kind: 'locked',
      message: WORKSPACE_MESSAGES.featureLocked('teams'),
      currentPlan: PLAN_NAMES[workspace.tier],
      unlockingPlan: PLAN_NAMES[planUnlocking('teams')],
      canUpgrade: workspace.role === 'owner',
    };
  }
  if (workspace.pendingApproval && workspace.role !== 'owner')
    return { kind: 'pendingMember', message: MEMBERSHIP_MESSAGES.memberPending };
  const readOnly = workspace.deletedAt
    ? MEMBERSHIP_MESSAGES.deleted
    : workspace.status && workspace.status !== 'ACTIVE'
      ? (STATE_MESSAGES[workspace.status] ?? null)
      : null;
  const manager = workspace.role === 'owner' || workspace.role === 'admin';
  return { kind: 'open', readOnly, canCreate: !readOnly && manager };
}

/** The caller may change this team: the server says so (Team.canManage) and the workspace takes writes. */
export function canManageTeam(access: TTeamsAccess, team: { canManage: boolean } | null | undefined): boolean {
  return access.kind === 'open' && !access.readOnly && Boolean(team?.canManage);
}

/** The caller may leave this team: a member of it, in a workspace that takes writes. */
export function canLeaveTeam(access: TTeamsAccess, team: { myRole: string | null } | null | undefined): boolean {
  return access.kind === 'open' && !access.readOnly && Boolean(team?.myRole);
}
