'use client';
// teamsAccess (teams-access.ts) of the caller's workspace now (getMyWorkspace, refetched when a role or
// membership changes: dashboard/lib/use-membership-refresh.ts).
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { useMyWorkspace } from '../../dashboard/lib/my-workspace.ts';
import { readProfile } from '../../dashboard/lib/workspace.ts';
import { type TTeamsAccess, teamsAccess } from './teams-access.ts';

export function useTeamsAccess(): TTeamsAccess {
  const { user } = useAuth();
  const { workspace } = useMyWorkspace(readProfile(user?.profile));
  return teamsAccess(workspace);
}
