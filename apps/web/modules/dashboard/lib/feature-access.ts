// What the caller may do with one feature of the plan (teams, ideas, templates), read from getMyWorkspace the way
// the data service's domains decide it (services/data/src/teams/team-access.ts, .../ideas/idea-access.ts): reads
// need a workspace whose plan has the feature and a membership that is not waiting for approval; writes also an
// ACTIVE workspace (not deleted). The words are the rule book's (contracts), so the page says what the server
// would answer. Each feature adds its own `open` fields (who may create, moderate, …) through `open`. Pure.
import {
  type Feature,
  MEMBERSHIP_MESSAGES,
  type MyWorkspace,
  PLAN_NAMES,
  planUnlocking,
  WORKSPACE_MESSAGES,
  type WorkspaceStatus,
} from '@innov/contracts';

export type TFeatureAccess<TOpen extends object = Record<never, never>> =
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
  /** The feature can be read; `readOnly` says why nothing can be changed (null: it can, as far as the role allows). */
  | ({ kind: 'open'; readOnly: string | null } & TOpen);

export type TOpenFeatureAccess<TOpen extends object = Record<never, never>> = Extract<
  TFeatureAccess<TOpen>,
  { kind: 'open' }
>;

export type TWorkspaceView = Pick<MyWorkspace, 'tenantId' | 'role' | 'status' | 'tier' | 'entitlements'> &
  Partial<Pick<MyWorkspace, 'pendingApproval' | 'deletedAt'>>;

/** What a feature's own `open` fields are made from. */
export interface TOpenFacts {
  /** Why nothing can be changed (null: it can, as far as the role allows). */
  readOnly: string | null;
  /** An owner or admin of the workspace (whether or not it takes writes: see `readOnly`). */
  manager: boolean;
  /** The plan's features. */
  features: readonly Feature[];
}

const STATE_MESSAGES: Partial<Record<WorkspaceStatus, string>> = {
  PENDING: WORKSPACE_MESSAGES.pending,
  REJECTED: WORKSPACE_MESSAGES.rejected,
  DEACTIVATED: WORKSPACE_MESSAGES.deactivated,
};

/**
 * `noun`: what the page shows, for "there are no … to show" (default: the feature). `open`: the feature's own
 * fields of the open access.
 */
export function featureAccess<TOpen extends object = Record<never, never>>(
  workspace: TWorkspaceView | null | undefined,
  feature: Feature,
  { noun = feature, open }: { noun?: string; open?(facts: TOpenFacts): TOpen } = {},
): TFeatureAccess<TOpen> {
  if (!workspace) return { kind: 'loading' };
  if (!workspace.tenantId)
    return { kind: 'noWorkspace', message: `You are not a member of a workspace, so there are no ${noun} to show.` };
  const features = workspace.entitlements.features;
  if (!features.includes(feature)) {
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
  const own = (open?.({ readOnly, manager, features }) ?? {}) as TOpen;
  return { ...own, kind: 'open', readOnly };
}

/** The caller may write to the feature (as far as the role allows): it is open and the workspace takes writes. */
export function canWriteFeature(access: TFeatureAccess<object>): boolean {
  return access.kind === 'open' && !access.readOnly;
}
