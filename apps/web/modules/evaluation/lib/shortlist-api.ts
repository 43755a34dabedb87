'use client';
// The shortlist as the data service's evaluation domain serves it (issue 29: shortlistIdeas): a campaign's owners
// and moderators put ideas of its board on the shortlist or take them off, a batch at a time. The ranked list
// itself is listIdeas (ideas/lib/board-api.ts IdeaList, sort TOP_SCORED, minScore, shortlisted) and moving to
// Selected is moveIdeas (MoveIdeas); each review of a row is getIdeaEvaluation (evaluation-api.ts). The mutation
// answers the changed cards and refetches what shows ideas, evaluations and campaigns.
//
// Usage:
//   const [shortlist] = ShortlistIdeas.useMutation();
//   await call(() => shortlist({ variables: { input: { campaignId, ideaIds, shortlisted: true } } }).unwrap());
import { CAMPAIGN_TAG } from '../../campaigns/lib/campaign-api.ts';
import { defineFunction } from '../../data/lib/model.ts';
import { IDEA_CARD_FIELDS, IDEA_TAG, type IdeaCard } from '../../ideas/lib/board-api.ts';
import { EVALUATION_TAG } from './evaluation-api.ts';

export interface ShortlistIdeasInput {
  campaignId: string;
  /** 1…EVALUATION_LIMITS.shortlistBatch ideas of the campaign's board. */
  ideaIds: string[];
  shortlisted: boolean;
}

export const ShortlistIdeas = defineFunction<IdeaCard[]>(
  {
    name: 'shortlistIdeas',
    kind: 'mutation',
    args: { input: 'ShortlistIdeasInput!' },
    selection: IDEA_CARD_FIELDS,
  },
  'userPool',
  { invalidates: [IDEA_TAG, EVALUATION_TAG, CAMPAIGN_TAG] },
);
