'use client';
// ideasAccess (ideas-access.ts) of the caller's workspace now: useFeatureAccess (dashboard/lib/use-feature-access.ts).
import type { Feature } from '@innov/contracts';
import { useFeatureAccess } from '../../dashboard/lib/use-feature-access.ts';
import { ideasAccess, type TIdeasAccess } from './ideas-access.ts';

export function useIdeasAccess(feature: Feature = 'ideas'): { access: TIdeasAccess; retry(): void } {
  return useFeatureAccess((workspace) => ideasAccess(workspace, feature));
}
