'use client';
// Evaluation as the data service's evaluation domain serves it (issue 29's contract: getCampaignScorecard,
// listCampaignEvaluators, getReviewQueue, getIdeaEvaluation and the scorecard, evaluator and review mutations).
// Every evaluation GraphQL document of the web but the shortlist's (shortlist-api.ts) is here. The queries carry the
// tag 'Evaluation' (and 'Idea' / 'Campaign' where they show ideas or campaign figures), so a mutation here, or an
// idea changing, refetches them.
//
// Usage:
//   const { data: scorecard } = CampaignScorecard.useQuery({ variables: { campaignId } });
//   const { data: evaluation } = IdeaEvaluationQuery.useQuery({ variables: { ideaId } }, { skip: !ideaId });
//   const [save] = SaveIdeaReview.useMutation();
//   await call(() => save({ variables: { input: { ideaId, scores, comment, submit: true } } }).unwrap());
import type { IdeaCard, ReviewQueueState, ReviewStatus, ScoreScale } from '@innov/contracts';
import { CAMPAIGN_TAG, campaignHref } from '../../campaigns/lib/campaign-api.ts';
import { defineFunction } from '../../data/lib/model.ts';
import { IDEA_CARD_FIELDS, IDEA_TAG } from '../../ideas/lib/board-api.ts';

export const EVALUATION_TAG = 'Evaluation';

export type { ReviewQueueState, ReviewStatus, ScoreScale };

export interface ScorecardCriterion {
  id: string;
  /** 0…n-1, the order the form and the review show. */
  position: number;
  name: string;
  /** What a reviewer should look for ('' when none). */
  guidance: string;
  /** 1…100; a criterion's share is its weight over the sum of weights. */
  weight: number;
}

export interface Scorecard {
  campaignId: string;
  scale: ScoreScale;
  criteria: ScorecardCriterion[];
  /** Reviews exist: criteria cannot be added or removed and the scale stays (names, guidance, weights may change). */
  locked: boolean;
  /** The caller may change it (the campaign's editors, while not archived). */
  canEdit: boolean;
}

export interface CampaignEvaluator {
  userId: string;
  name: string | null;
  /** Assigned with this team (null: in person). */
  teamId: string | null;
  teamName: string | null;
  /** The effective due date: their own, else the end of the campaign's last phase allowing evaluation. */
  dueAt: string | null;
  /** dueAt is their own (set when assigned), not the campaign's. */
  ownDueAt: boolean;
  /** Ideas in their queue (the board's ideas they did not write). */
  toReview: number;
  submitted: number;
  drafts: number;
  recused: number;
  remindedAt: string | null;
}

export interface ReviewScore {
  criterionId: string;
  score: number;
}

export interface IdeaReview {
  /** Null on another evaluator's review shown to an evaluator (blind review: who wrote it is not told). */
  userId: string | null;
  reviewerName: string | null;
  status: ReviewStatus;
  scores: ReviewScore[];
  /** The reviewer's comment (a recusal's reason). */
  comment: string | null;
  /** The review's weighted score (null unless SUBMITTED). */
  score: number | null;
  submittedAt: string | null;
  updatedAt: string;
}

export interface IdeaEvaluation {
  idea: IdeaCard;
  scorecard: Scorecard;
  /** The caller's own review (any status); null when they have none or are no evaluator. */
  myReview: IdeaReview | null;
  /** Others' reviews the caller may see (moderators: submitted and recused; an evaluator once they submitted). */
  reviews: IdeaReview[];
  seesReviews: boolean;
  /** The caller may save, submit or recuse now. */
  canReview: boolean;
  /** Why not, when the caller is an evaluator who cannot review now (the server's sentence). */
  reviewLockedReason: string | null;
  dueAt: string | null;
  isEvaluator: boolean;
  canModerate: boolean;
}

export interface ReviewQueueItem {
  idea: IdeaCard;
  state: ReviewQueueState;
  /** The caller's submitted weighted score. */
  myScore: number | null;
  updatedAt: string | null;
}

export interface ReviewQueue {
  campaignId: string;
  campaignTitle: string;
  dueAt: string | null;
  canReview: boolean;
  reviewLockedReason: string | null;
  items: ReviewQueueItem[];
  total: number;
  /** Items submitted or recused. */
  done: number;
}

export interface CriterionInputValue {
  id?: string | null;
  name: string;
  guidance?: string | null;
  weight: number;
}

export interface UpdateCampaignScorecardInput {
  campaignId: string;
  scale: number;
  criteria: CriterionInputValue[];
}

export interface AssignCampaignEvaluatorsInput {
  campaignId: string;
  userIds?: string[];
  teamIds?: string[];
  /** AWSDateTime; absent: the end of the campaign's last phase allowing evaluation. */
  dueAt?: string | null;
}

export interface RemoveCampaignEvaluatorInput {
  campaignId: string;
  userId: string;
}

export interface SaveIdeaReviewInput {
  ideaId: string;
  scores: ReviewScore[];
  comment?: string | null;
  submit: boolean;
}

export interface RecuseFromReviewInput {
  ideaId: string;
  recuse: boolean;
  reason?: string | null;
}

export const SCORECARD_FIELDS = 'campaignId scale criteria { id position name guidance weight } locked canEdit';
export const EVALUATOR_FIELDS =
  'userId name teamId teamName dueAt ownDueAt toReview submitted drafts recused remindedAt';
export const REVIEW_FIELDS =
  'userId reviewerName status scores { criterionId score } comment score submittedAt updatedAt';
export const IDEA_EVALUATION_FIELDS = `idea { ${IDEA_CARD_FIELDS} } scorecard { ${SCORECARD_FIELDS} } myReview { ${REVIEW_FIELDS} } reviews { ${REVIEW_FIELDS} } seesReviews canReview reviewLockedReason dueAt isEvaluator canModerate`;
export const REVIEW_QUEUE_FIELDS = `campaignId campaignTitle dueAt canReview reviewLockedReason items { idea { ${IDEA_CARD_FIELDS} } state myScore updatedAt } total done`;

/** A campaign's scorecard (everyone who sees the campaign); null when out of sight. */
export const CampaignScorecard = defineFunction<Scorecard | null>(
  { name: 'getCampaignScorecard', kind: 'query', args: { campaignId: 'ID!' }, selection: SCORECARD_FIELDS },
  'userPool',
  { provides: [EVALUATION_TAG, CAMPAIGN_TAG] },
);

/** The campaign's evaluators with their progress (its owners and moderators). */
export const CampaignEvaluators = defineFunction<CampaignEvaluator[]>(
  { name: 'listCampaignEvaluators', kind: 'query', args: { campaignId: 'ID!' }, selection: EVALUATOR_FIELDS },
  'userPool',
  { provides: [EVALUATION_TAG, CAMPAIGN_TAG, IDEA_TAG] },
);

/** The caller's review queue in a campaign; null when out of sight. */
export const ReviewQueueQuery = defineFunction<ReviewQueue | null>(
  { name: 'getReviewQueue', kind: 'query', args: { campaignId: 'ID!' }, selection: REVIEW_QUEUE_FIELDS },
  'userPool',
  { provides: [EVALUATION_TAG, CAMPAIGN_TAG, IDEA_TAG] },
);

/** An idea's evaluation as the caller may see it; null when out of sight or not a campaign idea. */
export const IdeaEvaluationQuery = defineFunction<IdeaEvaluation | null>(
  { name: 'getIdeaEvaluation', kind: 'query', args: { ideaId: 'ID!' }, selection: IDEA_EVALUATION_FIELDS },
  'userPool',
  { provides: [EVALUATION_TAG, IDEA_TAG] },
);

/** The campaign's editors: scale and criteria (weights change every submitted review's score and the aggregates). */
export const UpdateCampaignScorecard = defineFunction<Scorecard>(
  {
    name: 'updateCampaignScorecard',
    kind: 'mutation',
    args: { input: 'UpdateCampaignScorecardInput!' },
    selection: SCORECARD_FIELDS,
  },
  'userPool',
  { invalidates: [EVALUATION_TAG, CAMPAIGN_TAG, IDEA_TAG] },
);

/** The campaign's owners and moderators assign people and teams' members (a person assigned again: the new date). */
export const AssignCampaignEvaluators = defineFunction<CampaignEvaluator[]>(
  {
    name: 'assignCampaignEvaluators',
    kind: 'mutation',
    args: { input: 'AssignCampaignEvaluatorsInput!' },
    selection: EVALUATOR_FIELDS,
  },
  'userPool',
  { invalidates: [EVALUATION_TAG, CAMPAIGN_TAG] },
);

/** The campaign's owners and moderators remove an evaluator (their submitted reviews stay). */
export const RemoveCampaignEvaluator = defineFunction<CampaignEvaluator[]>(
  {
    name: 'removeCampaignEvaluator',
    kind: 'mutation',
    args: { input: 'RemoveCampaignEvaluatorInput!' },
    selection: EVALUATOR_FIELDS,
  },
  'userPool',
  { invalidates: [EVALUATION_TAG, CAMPAIGN_TAG] },
);

/** An evaluator saves a draft (`submit: false`) or submits (every criterion; a second submit edits it). */
export const SaveIdeaReview = defineFunction<IdeaEvaluation>(
  {
    name: 'saveIdeaReview',
    kind: 'mutation',
    args: { input: 'SaveIdeaReviewInput!' },
    selection: IDEA_EVALUATION_FIELDS,
  },
  'userPool',
  { invalidates: [EVALUATION_TAG, IDEA_TAG, CAMPAIGN_TAG] },
);

/** An evaluator recuses themselves from an idea (`recuse: true`, its scores withdrawn) or takes it back. */
export const RecuseFromReview = defineFunction<IdeaEvaluation>(
  {
    name: 'recuseFromReview',
    kind: 'mutation',
    args: { input: 'RecuseFromReviewInput!' },
    selection: IDEA_EVALUATION_FIELDS,
  },
  'userPool',
  { invalidates: [EVALUATION_TAG, IDEA_TAG, CAMPAIGN_TAG] },
);

/** The evaluator's review page; `ideaId` selects an idea of the queue. */
export function reviewHref(campaignId: string, ideaId?: string | null): string {
  const base = `${campaignHref(campaignId)}/review`;
  return ideaId ? `${base}?idea=${encodeURIComponent(ideaId)}` : base;
}

/** The campaign's evaluation setup (scorecard and evaluators). */
export function evaluationSetupHref(campaignId: string): string {
  return `${campaignHref(campaignId)}/evaluation`;
}

/** The moderators' shortlist of the campaign (W2's page). */
export function shortlistHref(campaignId: string): string {
  return `${campaignHref(campaignId)}/shortlist`;
}
