// The evaluation domain's functions, listed once for domain/registry.ts.
import { assignCampaignEvaluators } from './assign-campaign-evaluators.ts';
import { getCampaignScorecard } from './get-campaign-scorecard.ts';
import { getIdeaEvaluation } from './get-idea-evaluation.ts';
import { getReviewQueue } from './get-review-queue.ts';
import { listCampaignEvaluators } from './list-campaign-evaluators.ts';
import { recuseFromReview } from './recuse-from-review.ts';
import { removeCampaignEvaluator } from './remove-campaign-evaluator.ts';
import { saveIdeaReview } from './save-idea-review.ts';
import { shortlistIdeas } from './shortlist-ideas.ts';
import { updateCampaignScorecard } from './update-campaign-scorecard.ts';

export const evaluationFunctions = [
  getCampaignScorecard,
  listCampaignEvaluators,
  getReviewQueue,
  getIdeaEvaluation,
  updateCampaignScorecard,
  assignCampaignEvaluators,
  removeCampaignEvaluator,
  saveIdeaReview,
  recuseFromReview,
  shortlistIdeas,
];
