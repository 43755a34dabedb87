'use client';
// teamsAccess (teams-access.ts) of the caller's workspace now: useFeatureAccess (dashboard/lib/use-feature-access.ts).
import { useFeatureAccess } from '../../dashboard/lib/use-feature-access.ts';
import { type TTeamsAccess, teamsAccess } from './teams-access.ts';

export function useTeamsAccess(): { access: TTeamsAccess; retry(): void } {
  return useFeatureAccess(teamsAccess);
}
