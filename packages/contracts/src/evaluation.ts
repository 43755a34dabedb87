// Evaluation and merging (issue 29): a campaign's scorecard (weighted criteria on one scale, with guidance), the
// evaluators it assigns, their reviews, the ideas' aggregates and the shortlist; and merging one idea into another.
// What the data service checks and the web shows, defined once: the scorecard's schema is the setup form's and
// updateCampaignScorecard's, and the weighted score is computed by one function on both sides (the form's preview,
// the server's stored score).
import { z } from 'zod';

/** The scales a scorecard scores on: every criterion 1…scale. */
export const SCORE_SCALES = [5, 10] as const;
export type ScoreScale = (typeof SCORE_SCALES)[number];

/** DRAFT: saved, private to the evaluator; SUBMITTED: counts (a second submit edits it); RECUSED: stepped aside. */
export const REVIEW_STATUSES = ['DRAFT', 'SUBMITTED', 'RECUSED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Where an evaluator stands with an idea of their queue (TODO: nothing saved yet). */
export const REVIEW_QUEUE_STATES = ['TODO', ...REVIEW_STATUSES] as const;
export type ReviewQueueState = (typeof REVIEW_QUEUE_STATES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewQueueState, string> = {
  TODO: 'To review',
  DRAFT: 'Draft saved',
  SUBMITTED: 'Submitted',
  RECUSED: 'Recused',
};

export const EVALUATION_LIMITS = {
  criteria: 12,
  criterionName: 80,
  guidance: 1000,
  weightMin: 1,
  weightMax: 100,
  comment: 5000,
  recuseReason: 500,
  /** Evaluators assigned per call (people, and people of the teams named). */
  evaluators: 200,
  teams: 20,
  /** The reminder goes this many hours before an evaluator's due date, once. */
  reminderHours: 24,
  /** The shortlist is changed this many ideas at a time at most. */
  shortlistBatch: 100,
  mergeNote: 500,
  /** A merge can be undone for this many hours. */
  mergeUndoHours: 24,
} as const;

export const EVALUATION_MESSAGES = {
  notEvaluator: 'Only evaluators assigned to this campaign can review its ideas.',
  ownIdea: 'You cannot review an idea you wrote or co-author.',
  evaluationClosed: 'Evaluation is not open in this phase of the campaign.',
  noScorecard: 'This campaign has no scorecard yet. Ask its owner to add criteria.',
  scoreAllCriteria: 'Score every criterion before submitting.',
  scoreOutOfScale: 'Each score is a whole number on the scorecard’s scale.',
  unknownCriterion: 'This criterion is not on the campaign’s scorecard.',
  scorecardLocked:
    'Reviews have started: criteria cannot be added or removed and the scale stays. Names, guidance and weights can still change.',
  recused: 'You have recused yourself from this idea. Take it back to review it.',
  notReviewable: 'This idea is not on the campaign’s board and cannot be reviewed.',
  notCampaignIdea: 'Only ideas of a campaign are evaluated.',
  dueInPast: 'Choose a due date in the future.',
  evaluatorsRequired: 'Choose at least one person or team.',
  notMember: 'Evaluators must be active members of your workspace.',
  scoreSortNotAllowed: 'Only the campaign’s owner and moderators can sort or filter by score.',
  notShortlistable: 'Choose submitted ideas of this campaign that are on its board.',
} as const;

export const MERGE_MESSAGES = {
  merged: 'This idea was merged into another idea.',
  mergeIntoSelf: 'An idea cannot be merged into itself.',
  notMergeable: 'Choose a submitted idea of your workspace that you moderate.',
  anonymousMismatch: 'Merge anonymous ideas only with anonymous ideas, and named ideas only with named ideas.',
  sourceHasMerges:
    'Other ideas were merged into this idea. Merge them into its target instead, or undo those merges first.',
  deleteHasMerges: 'Other ideas were merged into this idea. Only a moderator can delete it.',
  otherCampaign: 'Merge ideas of the same campaign (or two workspace ideas).',
  undoExpired: 'A merge can be undone within a day. This one is older.',
  notMerged: 'This idea is not merged.',
  targetMerged: 'The idea it was merged into has since been merged or deleted; undo that first.',
} as const;

export const ZCriterionInput = z.object({
  /** An existing criterion's id; absent for a new one. */
  id: z.string().trim().min(1).max(64).nullish(),
  name: z
    .string()
    .trim()
    .min(1, 'enter a criterion name')
    .max(EVALUATION_LIMITS.criterionName, `at most ${EVALUATION_LIMITS.criterionName} characters`),
  guidance: z
    .string()
    .trim()
    .max(EVALUATION_LIMITS.guidance, `at most ${EVALUATION_LIMITS.guidance} characters`)
    .nullish()
    .transform((v) => v ?? ''),
  weight: z
    .number({ message: 'enter a weight' })
    .int('a weight is a whole number')
    .min(EVALUATION_LIMITS.weightMin, `a weight is at least ${EVALUATION_LIMITS.weightMin}`)
    .max(EVALUATION_LIMITS.weightMax, `a weight is at most ${EVALUATION_LIMITS.weightMax}`),
});
export type CriterionInput = z.input<typeof ZCriterionInput>;

/** The scorecard as the setup form and updateCampaignScorecard check it: 1…12 criteria, distinct names, a scale. */
export const ZScorecard = z.object({
  scale: z.union([z.literal(5), z.literal(10)], { message: 'choose a scale of 1–5 or 1–10' }),
  criteria: z
    .array(ZCriterionInput)
    .min(1, 'add at least one criterion')
    .max(EVALUATION_LIMITS.criteria, `at most ${EVALUATION_LIMITS.criteria} criteria`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((c, i) => {
        const key = c.name.trim().toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'two criteria have this name' });
        seen.add(key);
      });
    }),
});
export type ScorecardInput = z.input<typeof ZScorecard>;

/**
 * A review's weighted score: Σ weight × score ÷ Σ weight over the criteria, on the scorecard's scale. Null when a
 * criterion is unscored (a draft). The idea's aggregate is the mean of its submitted reviews' weighted scores; its
 * spread their population standard deviation.
 */
export function weightedScore(
  criteria: readonly { id: string; weight: number }[],
  scores: ReadonlyMap<string, number> | Record<string, number>,
): number | null {
  const get = (id: string) => (scores instanceof Map ? scores.get(id) : (scores as Record<string, number>)[id]);
  let total = 0;
  let weights = 0;
  for (const c of criteria) {
    const s = get(c.id);
    if (typeof s !== 'number') return null;
    total += c.weight * s;
    weights += c.weight;
  }
  return weights > 0 ? total / weights : null;
}

/** An idea's aggregate as its campaign's moderators (and, once results show, its authors) see it. */
export interface IdeaScore {
  /** The mean of the submitted reviews' weighted scores, on the campaign's scale; null without reviews. */
  average: number | null;
  /** The population standard deviation of those scores (0 with one review); null without reviews. */
  spread: number | null;
  reviews: number;
  scale: ScoreScale;
}

/** How an aggregate reads: "3.75 / 5 · ±0.50 · 4 reviews". */
export function formatScore(s: Pick<IdeaScore, 'average' | 'spread' | 'reviews' | 'scale'>): string {
  if (s.average === null || s.reviews === 0) return 'No reviews yet';
  const reviews = `${s.reviews} review${s.reviews === 1 ? '' : 's'}`;
  return `${s.average.toFixed(2)} / ${s.scale} · ±${(s.spread ?? 0).toFixed(2)} · ${reviews}`;
}
