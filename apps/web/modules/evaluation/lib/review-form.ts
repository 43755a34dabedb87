// The review page's rules apart from React: which idea of the queue is shown (`?idea=`, else the first one still to
// review), how the queue's progress reads, the scoring form's schema (each score a whole number on the scale, the
// comment's limit; a submission needs every criterion: contracts' scoreAllCriteria), what a saved review starts the
// form with, the live weighted score (contracts' weightedScore, the server's formula) and the input sent. Pure.
import {
  EVALUATION_LIMITS,
  EVALUATION_MESSAGES,
  type ReviewQueueState,
  type ReviewStatus,
  weightedScore,
} from '@innov/contracts';
import { z } from 'zod';
import type { IdeaReview, ReviewQueueItem, SaveIdeaReviewInput, ScorecardCriterion } from './evaluation-api.ts';

/** Queue states still waiting for the evaluator. */
const OPEN_STATES: readonly ReviewQueueState[] = ['TODO', 'DRAFT'];

export function isOpenState(state: ReviewQueueState): boolean {
  return OPEN_STATES.includes(state);
}

/** The idea to show: the asked one (even outside the queue: the server decides what the caller sees of it), else the first still to review, else the first. */
export function selectedIdeaId(
  items: readonly Pick<ReviewQueueItem, 'idea' | 'state'>[],
  asked: string | null,
): string | null {
  if (asked) return asked;
  return (items.find((i) => isOpenState(i.state)) ?? items[0])?.idea.id ?? null;
}

/** The next idea still to review after `current` (wrapping round), null when none is left. */
export function nextOpenIdeaId(
  items: readonly Pick<ReviewQueueItem, 'idea' | 'state'>[],
  current: string,
): string | null {
  const at = items.findIndex((i) => i.idea.id === current);
  const ordered = at < 0 ? items : [...items.slice(at + 1), ...items.slice(0, at)];
  return ordered.find((i) => isOpenState(i.state) && i.idea.id !== current)?.idea.id ?? null;
}

/** "3 of 8 reviewed" (submitted or recused). */
export function queueProgress(queue: { done: number; total: number }): string {
  return `${queue.done} of ${queue.total} reviewed`;
}

export interface TReviewFormValues {
  /** One per criterion, in the scorecard's order; null: not scored yet. */
  scores: (number | null)[];
  comment: string;
}

/**
 * The scoring form's schema on `scale`. `complete()` says whether this save must score every criterion (a submission,
 * or an edit of a submitted review); asked when the form validates, so one form serves both buttons.
 */
export function reviewFormSchema(scale: number, complete: () => boolean) {
  return z
    .object({
      scores: z.array(
        z
          .number()
          .int(EVALUATION_MESSAGES.scoreOutOfScale)
          .min(1, EVALUATION_MESSAGES.scoreOutOfScale)
          .max(scale, EVALUATION_MESSAGES.scoreOutOfScale)
          .nullable(),
      ),
      comment: z.string().max(EVALUATION_LIMITS.comment, `at most ${EVALUATION_LIMITS.comment} characters`),
    })
    .superRefine((v, ctx) => {
      if (!complete()) return;
      v.scores.forEach((s, i) => {
        if (s === null)
          ctx.addIssue({ code: 'custom', path: ['scores', i], message: EVALUATION_MESSAGES.scoreAllCriteria });
      });
    });
}

export type TReviewFormSchema = ReturnType<typeof reviewFormSchema>;

/** The criteria in the order the form shows them. */
export function orderedCriteria(criteria: readonly ScorecardCriterion[]): ScorecardCriterion[] {
  return [...criteria].sort((a, b) => a.position - b.position);
}

/** What the form starts with: the caller's saved scores and comment (a recusal's reason is not a comment). */
export function reviewFormValues(
  criteria: readonly ScorecardCriterion[],
  review: Pick<IdeaReview, 'status' | 'scores' | 'comment'> | null,
): TReviewFormValues {
  const kept = review && review.status !== 'RECUSED' ? review : null;
  const byId = new Map((kept?.scores ?? []).map((s) => [s.criterionId, s.score]));
  return {
    scores: orderedCriteria(criteria).map((c) => byId.get(c.id) ?? null),
    comment: kept?.comment ?? '',
  };
}

/** The weighted score of what is scored so far: null until every criterion has a score (then the server's value). */
export function previewScore(
  criteria: readonly ScorecardCriterion[],
  scores: readonly (number | null)[],
): number | null {
  const list = orderedCriteria(criteria);
  const map = new Map<string, number>();
  list.forEach((c, i) => {
    const s = scores[i];
    if (typeof s === 'number') map.set(c.id, s);
  });
  return weightedScore(list, map);
}

/** The preview in words: "3.40 / 5", or how many criteria are scored yet. */
export function previewText(
  criteria: readonly ScorecardCriterion[],
  scores: readonly (number | null)[],
  scale: number,
): string {
  const value = previewScore(criteria, scores);
  if (value !== null) return `${value.toFixed(2)} / ${scale}`;
  const scored = scores.filter((s) => typeof s === 'number').length;
  return `${scored} of ${criteria.length} criteria scored`;
}

/** A review's weighted score as a list shows it: "3.40 / 5". */
export function scoreText(score: number | null, scale: number): string {
  return score === null ? '–' : `${score.toFixed(2)} / ${scale}`;
}

/** The main button's words: a submitted review is updated, anything else submitted. */
export function submitLabel(status: ReviewStatus | null | undefined): 'Update review' | 'Submit review' {
  return status === 'SUBMITTED' ? 'Update review' : 'Submit review';
}

/** saveIdeaReview's input: the scored criteria, the comment (null when empty). */
export function reviewInput(
  ideaId: string,
  criteria: readonly ScorecardCriterion[],
  values: TReviewFormValues,
  submit: boolean,
): SaveIdeaReviewInput {
  const list = orderedCriteria(criteria);
  const scores: SaveIdeaReviewInput['scores'] = [];
  list.forEach((c, i) => {
    const s = values.scores[i];
    if (typeof s === 'number') scores.push({ criterionId: c.id, score: s });
  });
  const comment = values.comment.trim();
  return { ideaId, scores, comment: comment || null, submit };
}

/** The scale's options, "1" to "5" or "10". */
export function scaleOptions(scale: number): number[] {
  return Array.from({ length: scale }, (_, i) => i + 1);
}
