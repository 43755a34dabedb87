'use client';
// ideasAccess (ideas-access.ts) of the caller's workspace now (getMyWorkspace, refetched when a role or
// membership changes: dashboard/lib/use-membership-refresh.ts); a failed getMyWorkspace is said, with a retry.
import type { Feature } from '@innov/contracts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { MyWorkspaceQuery, useMyWorkspace } from '../../dashboard/lib/my-workspace.ts';
import { readProfile } from '../../dashboard/lib/workspace.ts';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { ideasAccess, type TIdeasAccess } from './ideas-access.ts';

export function useIdeasAccess(feature: Feature = 'ideas'): { access: TIdeasAccess; retry(): void } {
  const { user } = useAuth();
  const { workspace, refetch } = useMyWorkspace(readProfile(user?.profile));
  // The same cache entry as useMyWorkspace's (no second request): its error, when there is no answer to show.
  const { isError, error } = MyWorkspaceQuery.useQuery();
  const access: TIdeasAccess =
    !workspace && isError ? { kind: 'error', message: toErrorMessage(error) } : ideasAccess(workspace, feature);
  return { access, retry: () => void refetch() };
}
