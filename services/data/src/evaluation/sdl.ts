// The evaluation domain's GraphQL (issue 29): a campaign's scorecard (weighted criteria on one scale, with
// guidance), the evaluators its owners and moderators assign (in person or by team, with a due date), their reviews
// (private drafts, submitted scores that count, recusals), the evaluator's queue, and the shortlist the moderators
// build from the aggregates before moving ideas to SELECTED. The aggregate itself is on IdeaCard (ideas/sdl.ts:
// IdeaScore), and listIdeas sorts (TOP_SCORED) and filters (minScore, shortlisted) by it.
import { REVIEW_QUEUE_STATES, REVIEW_STATUSES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const evaluationSdl: SdlFragment = {
  enums: {
    ReviewStatus: REVIEW_STATUSES,
    ReviewQueueState: REVIEW_QUEUE_STATES,
  },
  sdl: /* GraphQL */ `
type ScorecardCriterion { id: ID! position: Int! name: String! guidance: String! weight: Int! }
type Scorecard { campaignId: ID! scale: Int! criteria: [ScorecardCriterion!]! locked: Boolean! canEdit: Boolean! }
type CampaignEvaluator { userId: ID! name: String teamId: ID teamName: String dueAt: AWSDateTime ownDueAt: Boolean!
  toReview: Int! submitted: Int! drafts: Int! recused: Int! remindedAt: AWSDateTime }
type ReviewScore { criterionId: ID! score: Int! }
type IdeaReview { userId: ID reviewerName: String status: ReviewStatus! scores: [ReviewScore!]! comment: String
  score: Float submittedAt: AWSDateTime updatedAt: AWSDateTime! }
type IdeaEvaluation { idea: IdeaCard! scorecard: Scorecard! myReview: IdeaReview reviews: [IdeaReview!]! seesReviews: Boolean!
  canReview: Boolean! reviewLockedReason: String dueAt: AWSDateTime isEvaluator: Boolean! canModerate: Boolean! }
type ReviewQueueItem { idea: IdeaCard! state: ReviewQueueState! myScore: Float updatedAt: AWSDateTime }
type ReviewQueue { campaignId: ID! campaignTitle: String! dueAt: AWSDateTime canReview: Boolean! reviewLockedReason: String
  items: [ReviewQueueItem!]! total: Int! done: Int! }
input CriterionInput { id: ID name: String! guidance: String weight: Int! }
input UpdateCampaignScorecardInput { campaignId: ID! scale: Int! criteria: [CriterionInput!]! }
input AssignCampaignEvaluatorsInput { campaignId: ID! userIds: [ID!] teamIds: [ID!] dueAt: AWSDateTime }
input RemoveCampaignEvaluatorInput { campaignId: ID! userId: ID! }
input ReviewScoreInput { criterionId: ID! score: Int! }
input SaveIdeaReviewInput { ideaId: ID! scores: [ReviewScoreInput!]! comment: String submit: Boolean! }
input RecuseFromReviewInput { ideaId: ID! recuse: Boolean! reason: String }
input ShortlistIdeasInput { campaignId: ID! ideaIds: [ID!]! shortlisted: Boolean! }
extend type Query {
  "A campaign's scorecard (everyone who sees the campaign); null when out of sight."
  getCampaignScorecard(campaignId: ID!): Scorecard
  "The campaign's evaluators with their progress (its owners and moderators)."
  listCampaignEvaluators(campaignId: ID!): [CampaignEvaluator!]!
  "The caller's review queue in a campaign: its ideas on the board that they did not write, with where they stand; null when out of sight."
  getReviewQueue(campaignId: ID!): ReviewQueue
  "An idea's evaluation as the caller may see it: the scorecard, their own review, and others' reviews (moderators; an evaluator once they submitted); null when out of sight."
  getIdeaEvaluation(ideaId: ID!): IdeaEvaluation
}
extend type Mutation {
  "The campaign's owners: the scale and criteria (criteria and scale fixed once reviews exist; names, guidance and weights may change)."
  updateCampaignScorecard(input: UpdateCampaignScorecardInput!): Scorecard!
  "The campaign's owners and moderators: assign people, and the active members of teams, as evaluators with a due date (a person assigned again gets the new date)."
  assignCampaignEvaluators(input: AssignCampaignEvaluatorsInput!): [CampaignEvaluator!]!
  "The campaign's owners and moderators: remove an evaluator (their submitted reviews stay)."
  removeCampaignEvaluator(input: RemoveCampaignEvaluatorInput!): [CampaignEvaluator!]!
  "An assigned evaluator saves (submit: false) or submits a review; submitting needs every criterion; a second submit edits it."
  saveIdeaReview(input: SaveIdeaReviewInput!): IdeaEvaluation!
  "An assigned evaluator recuses themselves from an idea (its scores withdrawn), or takes the recusal back."
  recuseFromReview(input: RecuseFromReviewInput!): IdeaEvaluation!
  "The campaign's owners and moderators put ideas on the shortlist or take them off."
  shortlistIdeas(input: ShortlistIdeasInput!): [IdeaCard!]!
}
`,
};
