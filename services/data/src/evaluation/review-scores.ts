// The rules a review's scores and a scorecard's replacement follow, as pure functions (saveIdeaReview and
// updateCampaignScorecard check with them; unit-tested beside): each score a whole number on the scale, for a
// criterion of the scorecard, once; a submitted review scores them all; once reviews exist the scorecard keeps its
// criteria and its scale.
import { EVALUATION_MESSAGES } from '@innov/contracts';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The review's scores by criterion, or the first rule they break: a score not a whole number in 1…scale
 * (scoreOutOfScale), a criterion not on the scorecard or named twice (unknownCriterion), a criterion unscored when
 * `complete` (scoreAllCriteria).
 */
export function checkReviewScores(
  criteria: readonly { id: string }[],
  scale: number,
  scores: readonly { criterionId: string; score: number }[],
  complete: boolean,
): Checked<Map<string, number>> {
  if (scores.some((s) => !Number.isInteger(s.score) || s.score < 1 || s.score > scale))
    return { ok: false, message: EVALUATION_MESSAGES.scoreOutOfScale };
  const known = new Set(criteria.map((c) => c.id));
  const out = new Map<string, number>();
  for (const s of scores) {
    if (!known.has(s.criterionId) || out.has(s.criterionId))
      return { ok: false, message: EVALUATION_MESSAGES.unknownCriterion };
    out.set(s.criterionId, s.score);
  }
  if (complete && criteria.some((c) => !out.has(c.id)))
    return { ok: false, message: EVALUATION_MESSAGES.scoreAllCriteria };
  return { ok: true, value: out };
}

/**
 * A scorecard replaced by `next` (criteria with an id keep it, without one are new): the existing criteria it
 * removes, or the rule it breaks: an id not of this scorecard or given twice (unknownCriterion); once `locked` (a
 * review exists), a criterion added or removed or the scale changed (scorecardLocked).
 */
export function scorecardChanges(
  current: { scale: number; ids: readonly string[] },
  next: { scale: number; criteria: readonly { id?: string | null }[] },
  locked: boolean,
): Checked<{ removed: string[] }> {
  const existing = new Set(current.ids);
  const kept = new Set<string>();
  for (const c of next.criteria) {
    if (!c.id) continue;
    if (!existing.has(c.id) || kept.has(c.id)) return { ok: false, message: EVALUATION_MESSAGES.unknownCriterion };
    kept.add(c.id);
  }
  const removed = current.ids.filter((id) => !kept.has(id));
  const added = next.criteria.some((c) => !c.id);
  if (locked && (added || removed.length > 0 || next.scale !== current.scale))
    return { ok: false, message: EVALUATION_MESSAGES.scorecardLocked };
  return { ok: true, value: { removed } };
}
