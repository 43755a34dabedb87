// Whether the caller's plan has evaluation: featureAccess (dashboard/lib/feature-access.ts) the way the data service's
// evaluation domain decides it (the campaigns reader or writer guard first, then the plan feature `evaluation`): a
// workspace without campaigns is told about campaigns, one with campaigns but not evaluation (a Bespoke grant) about
// evaluation. Who may do what within a campaign is the server's answer (Scorecard.canEdit, Campaign.canModerate,
// ReviewQueue.canReview). Pure.
import { featureAccess, type TFeatureAccess, type TWorkspaceView } from '../../dashboard/lib/feature-access.ts';

export type TEvaluationAccess = TFeatureAccess;
export type TOpenEvaluationAccess = Extract<TEvaluationAccess, { kind: 'open' }>;

export function evaluationAccess(workspace: TWorkspaceView | null | undefined): TEvaluationAccess {
  const campaigns = featureAccess(workspace, 'campaigns');
  if (campaigns.kind !== 'open') return campaigns;
  return featureAccess(workspace, 'evaluation', { noun: 'evaluations' });
}
