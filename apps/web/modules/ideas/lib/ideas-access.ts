// What the caller may do with ideas, read from getMyWorkspace the way the data service's ideas domain decides it
// (services/data/src/ideas/idea-access.ts): reads need a workspace whose plan has ideas and a membership that is
// not waiting for approval; writes also an ACTIVE workspace (not deleted); moderating (moving stages, moderator
// tags, deleting anyone's idea or comment) is for owners and admins; custom templates need the plan's templates
// and are made by owners and admins. The words are the rule book's (contracts), so the page says what the server
// would answer. Pure.
import {
  type Feature,
  MEMBERSHIP_MESSAGES,
  type MyWorkspace,
  PLAN_NAMES,
  planUnlocking,
  WORKSPACE_MESSAGES,
  type WorkspaceStatus,
} from '@innov/contracts';

export type TIdeasAccess =
  /** getMyWorkspace has not answered yet. */
  | { kind: 'loading' }
  /** getMyWorkspace failed (the page offers to try again). */
  | { kind: 'error'; message: string }
  /** The caller belongs to no workspace. */
  | { kind: 'noWorkspace'; message: string }
  /** The plan lacks the feature: which plan has it, and the plan the workspace is on. */
  | { kind: 'locked'; message: string; currentPlan: string; unlockingPlan: string; canUpgrade: boolean }
  /** A member who joined by link and waits for approval: reads are refused too. */
  | { kind: 'pendingMember'; message: string }
  /**
   * Ideas can be read; `readOnly` says why nothing can be changed (null: it can, as far as the role allows).
   * `canModerate`: owners and admins of a workspace taking writes. `canManageTemplates`: they may also make
   * custom templates (the plan's templates feature).
   */
  | { kind: 'open'; readOnly: string | null; canModerate: boolean; canManageTemplates: boolean };

const STATE_MESSAGES: Partial<Record<WorkspaceStatus, string>> = {
  PENDING: WORKSPACE_MESSAGES.pending,
  REJECTED: WORKSPACE_MESSAGES.rejected,
  DEACTIVATED: WORKSPACE_MESSAGES.deactivated,
};

type TWorkspaceView = Pick<MyWorkspace, 'tenantId' | 'role' | 'status' | 'tier' | 'entitlements'> &
  Partial<Pick<MyWorkspace, 'pendingApproval' | 'deletedAt'>>;

/** `feature`: 'ideas' for the board, idea pages, create and my innovations; 'templates' is checked inside. */
export function ideasAccess(workspace: TWorkspaceView | null | undefined, feature: Feature = 'ideas'): TIdeasAccess {
  if (!workspace) return { kind: 'loading' };
  if (!workspace.tenantId)
    return { kind: 'noWorkspace', message: 'You are not a member of a workspace, so there are no ideas to show.' };
  if (!workspace.entitlements.features.includes(feature)) {
    return {
      kind: 'locked',
      message: WORKSPACE_MESSAGES.featureLocked(feature),
      currentPlan: PLAN_NAMES[workspace.tier],
      unlockingPlan: PLAN_NAMES[planUnlocking(feature)],
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
  return {
    kind: 'open',
    readOnly,
    canModerate: !readOnly && manager,
    canManageTemplates: !readOnly && manager && workspace.entitlements.features.includes('templates'),
  };
}

/** The caller may write (vote, comment, follow, submit): the workspace takes writes. */
export function canWriteIdeas(access: TIdeasAccess): boolean {
  return access.kind === 'open' && !access.readOnly;
}

/** The caller may moderate this idea: the server says so (IdeaDetails.canModerate) and the workspace takes writes. */
export function canModerateIdea(access: TIdeasAccess, idea: { canModerate: boolean } | null | undefined): boolean {
  return access.kind === 'open' && !access.readOnly && Boolean(idea?.canModerate);
}
