'use client';
// Why evaluation is closed to the caller (FeatureGate, dashboard/components/feature-gate.tsx: a plan without
// campaigns or without evaluation names the plan that has them), or the page itself.
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import type { ReactNode } from 'react';
import { FeatureGate } from '../../dashboard/components/feature-gate.tsx';
import type { TEvaluationAccess, TOpenEvaluationAccess } from '../lib/evaluation-access.ts';

export function EvaluationGate({
  access,
  retry,
  children,
}: {
  access: TEvaluationAccess;
  retry(): void;
  children(open: TOpenEvaluationAccess): ReactNode;
}) {
  return (
    <FeatureGate
      access={access}
      retry={retry}
      icon={<RateReviewOutlinedIcon />}
      noun="evaluation"
      closedTestId="evaluation-closed"
      unlocks="score campaign ideas on weighted scorecards with assigned evaluators, and shortlist the best of them"
    >
      {children}
    </FeatureGate>
  );
}
