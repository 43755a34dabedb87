'use client';
// A feature's access (feature-access.ts, through the feature's own `toAccess`) of the caller's workspace now
// (getMyWorkspace, refetched when a role or membership changes: use-membership-refresh.ts); a failed
// getMyWorkspace is said, with a retry.
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import type { TFeatureAccess, TWorkspaceView } from './feature-access.ts';
import { MyWorkspaceQuery, useMyWorkspace } from './my-workspace.ts';
import { readProfile } from './workspace.ts';

export function useFeatureAccess<TOpen extends object>(
  toAccess: (workspace: TWorkspaceView | null | undefined) => TFeatureAccess<TOpen>,
): { access: TFeatureAccess<TOpen>; retry(): void } {
  const { user } = useAuth();
  const { workspace, refetch } = useMyWorkspace(readProfile(user?.profile));
  // The same cache entry as useMyWorkspace's (no second request): its error, when there is no answer to show.
  const { isError, error } = MyWorkspaceQuery.useQuery();
  const access: TFeatureAccess<TOpen> =
    !workspace && isError ? { kind: 'error', message: toErrorMessage(error) } : toAccess(workspace);
  return { access, retry: () => void refetch() };
}
