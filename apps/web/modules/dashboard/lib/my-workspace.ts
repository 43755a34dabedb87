'use client';
// The caller's workspace as the data service's guard sees it (getMyWorkspace): its state, the caller's role and
// the plan's entitlements, fresh from the server rather than the ID token's claims; and the owner's resubmission
// of a rejected workspace.
import type { WorkspaceStatus } from '@innov/contracts';
import { defineFunction } from '../../data/lib/model.ts';
import { MY_WORKSPACE_SPEC, MY_WORKSPACE_TAG, type MyWorkspace } from './my-workspace-spec.ts';
import type { TWorkspaceProfile } from './workspace.ts';

export type { MyWorkspace } from './my-workspace-spec.ts';

export const MyWorkspaceQuery = defineFunction<MyWorkspace>(MY_WORKSPACE_SPEC, 'userPool', {
  provides: [MY_WORKSPACE_TAG],
});

export const SubmitWorkspace = defineFunction<{ tenantId: string; status: WorkspaceStatus }>(
  { name: 'submitWorkspace', kind: 'mutation', args: { input: 'SubmitWorkspaceInput!' }, selection: 'tenantId status' },
  'userPool',
);

/** Seconds an answer counts as fresh when a page mounts: the server's, fetched for this very render, does. */
const FRESH_FOR_SECONDS = 30;

/**
 * The workspace now (getMyWorkspace), its state and whether the caller owns it; until it is known, the ID
 * token's profile claim is the guess. One reading for every dashboard component that shows the state.
 */
export function useMyWorkspace(profile: TWorkspaceProfile | null) {
  const { data: workspace, refetch } = MyWorkspaceQuery.useQuery({}, { refetchOnMountOrArgChange: FRESH_FOR_SECONDS });
  const status: WorkspaceStatus | null = workspace
    ? workspace.status
    : profile?.pendingApproval
      ? 'PENDING'
      : profile
        ? 'ACTIVE'
        : null;
  const owner = workspace ? workspace.role === 'owner' : Boolean(profile?.isOwner);
  return { workspace: workspace ?? null, status, owner, refetch };
}

/** How a workspace's state reads on the dashboard. */
export function workspaceState(status: WorkspaceStatus | null): {
  label: string;
  color: 'warning' | 'success' | 'error' | 'default';
} {
  switch (status) {
    case 'PENDING':
      return { label: 'Waiting for approval', color: 'warning' };
    case 'ACTIVE':
      return { label: 'Approved', color: 'success' };
    case 'REJECTED':
      return { label: 'Not approved', color: 'error' };
    case 'DEACTIVATED':
      return { label: 'Deactivated', color: 'error' };
    default:
      return { label: 'No workspace', color: 'default' };
  }
}
