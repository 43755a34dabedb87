'use client';
// evaluationAccess (evaluation-access.ts) of the caller's workspace now: useFeatureAccess
// (dashboard/lib/use-feature-access.ts).
import { useFeatureAccess } from '../../dashboard/lib/use-feature-access.ts';
import { evaluationAccess, type TEvaluationAccess } from './evaluation-access.ts';

export function useEvaluationAccess(): { access: TEvaluationAccess; retry(): void } {
  return useFeatureAccess(evaluationAccess);
}
