// The review's and the scorecard's rules (review-scores.ts): the messages saveIdeaReview and
// updateCampaignScorecard answer with.
import { EVALUATION_MESSAGES, weightedScore } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { checkReviewScores, scorecardChanges } from './review-scores.ts';

const criteria = [
  { id: 'a', weight: 3 },
  { id: 'b', weight: 1 },
];

describe('checkReviewScores', () => {
  it('answers the scores by criterion, and a complete set weighs as weightedScore does', () => {
    const checked = checkReviewScores(
      criteria,
      5,
      [
        { criterionId: 'a', score: 4 },
        { criterionId: 'b', score: 2 },
      ],
      true,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect([...checked.value]).toEqual([
      ['a', 4],
      ['b', 2],
    ]);
    expect(weightedScore(criteria, checked.value)).toBe(3.5);
  });

  it('takes a partial draft, refuses a partial submission', () => {
    const partial = [{ criterionId: 'a', score: 5 }];
    expect(checkReviewScores(criteria, 5, partial, false).ok).toBe(true);
    expect(checkReviewScores(criteria, 5, partial, true)).toEqual({
      ok: false,
      message: EVALUATION_MESSAGES.scoreAllCriteria,
    });
  });

  it('refuses a score off the scale or not whole', () => {
    for (const score of [0, 6, 2.5, -1])
      expect(checkReviewScores(criteria, 5, [{ criterionId: 'a', score }], false)).toEqual({
        ok: false,
        message: EVALUATION_MESSAGES.scoreOutOfScale,
      });
    expect(checkReviewScores(criteria, 10, [{ criterionId: 'a', score: 10 }], false).ok).toBe(true);
  });

  it('refuses a criterion not on the scorecard, or scored twice', () => {
    const unknown = { ok: false, message: EVALUATION_MESSAGES.unknownCriterion };
    expect(checkReviewScores(criteria, 5, [{ criterionId: 'z', score: 1 }], false)).toEqual(unknown);
    expect(
      checkReviewScores(
        criteria,
        5,
        [
          { criterionId: 'a', score: 1 },
          { criterionId: 'a', score: 2 },
        ],
        false,
      ),
    ).toEqual(unknown);
  });
});

describe('scorecardChanges', () => {
  const current = { scale: 5, ids: ['a', 'b'] };

  it('without reviews: adds, removes, rescales', () => {
    expect(scorecardChanges(current, { scale: 10, criteria: [{ id: 'b' }, { id: null }] }, false)).toEqual({
      ok: true,
      value: { removed: ['a'] },
    });
  });

  it('refuses an id of another scorecard, or one given twice', () => {
    const unknown = { ok: false, message: EVALUATION_MESSAGES.unknownCriterion };
    expect(scorecardChanges(current, { scale: 5, criteria: [{ id: 'x' }] }, false)).toEqual(unknown);
    expect(scorecardChanges(current, { scale: 5, criteria: [{ id: 'a' }, { id: 'a' }] }, false)).toEqual(unknown);
  });

  it('once reviews exist: the same criteria (any order) on the same scale, nothing else', () => {
    expect(scorecardChanges(current, { scale: 5, criteria: [{ id: 'b' }, { id: 'a' }] }, true)).toEqual({
      ok: true,
      value: { removed: [] },
    });
    const locked = { ok: false, message: EVALUATION_MESSAGES.scorecardLocked };
    expect(scorecardChanges(current, { scale: 10, criteria: [{ id: 'a' }, { id: 'b' }] }, true)).toEqual(locked);
    expect(scorecardChanges(current, { scale: 5, criteria: [{ id: 'a' }] }, true)).toEqual(locked);
    expect(scorecardChanges(current, { scale: 5, criteria: [{ id: 'a' }, { id: 'b' }, {}] }, true)).toEqual(locked);
  });
});
