'use client';
// campaignsAccess (campaigns-access.ts) of the caller's workspace now: useFeatureAccess
// (dashboard/lib/use-feature-access.ts).
import { useFeatureAccess } from '../../dashboard/lib/use-feature-access.ts';
import { campaignsAccess, type TCampaignsAccess } from './campaigns-access.ts';

export function useCampaignsAccess(): { access: TCampaignsAccess; retry(): void } {
  return useFeatureAccess(campaignsAccess);
}
