import { EVALUATION_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { ReviewQueueItem, ScorecardCriterion } from './evaluation-api.ts';
import {
  nextOpenIdeaId,
  previewScore,
  previewText,
  queueProgress,
  reviewFormSchema,
  reviewFormValues,
  reviewInput,
  scaleOptions,
  scoreText,
  selectedIdeaId,
  submitLabel,
} from './review-form.ts';

const criteria: ScorecardCriterion[] = [
  { id: 'cost', position: 1, name: 'Cost', guidance: '', weight: 1 },
  { id: 'impact', position: 0, name: 'Impact', guidance: 'Who gains?', weight: 3 },
];

const item = (id: string, state: ReviewQueueItem['state']) =>
  ({ idea: { id }, state }) as Pick<ReviewQueueItem, 'idea' | 'state'>;

describe('the queue', () => {
  const items = [item('a', 'SUBMITTED'), item('b', 'DRAFT'), item('c', 'RECUSED'), item('d', 'TODO')];

  it('shows the asked idea, else the first still to review', () => {
    expect(selectedIdeaId(items, 'c')).toBe('c');
    expect(selectedIdeaId(items, null)).toBe('b');
    expect(selectedIdeaId([item('a', 'SUBMITTED')], null)).toBe('a');
    expect(selectedIdeaId([], null)).toBe(null);
  });

  it('offers the next idea still to review, wrapping round', () => {
    expect(nextOpenIdeaId(items, 'b')).toBe('d');
    expect(nextOpenIdeaId(items, 'd')).toBe('b');
    expect(nextOpenIdeaId([item('a', 'SUBMITTED'), item('b', 'TODO')], 'b')).toBe(null);
  });

  it('says how far the evaluator is', () => {
    expect(queueProgress({ done: 2, total: 4 })).toBe('2 of 4 reviewed');
  });
});

describe('the scoring form', () => {
  it('starts with the saved scores in the scorecard’s order, never a recusal’s reason', () => {
    expect(
      reviewFormValues(criteria, { status: 'DRAFT', scores: [{ criterionId: 'cost', score: 2 }], comment: 'Hm' }),
    ).toEqual({ scores: [null, 2], comment: 'Hm' });
    expect(reviewFormValues(criteria, { status: 'RECUSED', scores: [], comment: 'I advised the team' })).toEqual({
      scores: [null, null],
      comment: '',
    });
    expect(reviewFormValues(criteria, null)).toEqual({ scores: [null, null], comment: '' });
  });

  it('lets a draft leave criteria out, but a submission must score them all on the scale', () => {
    let complete = false;
    const schema = reviewFormSchema(5, () => complete);
    expect(schema.safeParse({ scores: [4, null], comment: '' }).success).toBe(true);
    complete = true;
    expect(schema.safeParse({ scores: [4, null], comment: '' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['scores', 1], message: EVALUATION_MESSAGES.scoreAllCriteria }),
    ]);
    expect(schema.safeParse({ scores: [6, 1], comment: '' }).error?.issues[0]?.message).toBe(
      EVALUATION_MESSAGES.scoreOutOfScale,
    );
    expect(schema.safeParse({ scores: [5, 1], comment: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('previews the weighted score with the server’s formula once every criterion is scored', () => {
    // Impact (weight 3) 4, Cost (weight 1) 2: (3·4 + 1·2) / 4 = 3.5
    expect(previewScore(criteria, [4, 2])).toBe(3.5);
    expect(previewText(criteria, [4, 2], 5)).toBe('3.50 / 5');
    expect(previewScore(criteria, [4, null])).toBe(null);
    expect(previewText(criteria, [4, null], 5)).toBe('1 of 2 criteria scored');
    expect(scoreText(7.25, 10)).toBe('7.25 / 10');
    expect(scoreText(null, 10)).toBe('–');
  });

  it('sends the scored criteria by id, an empty comment as none', () => {
    expect(reviewInput('i-1', criteria, { scores: [4, null], comment: '  ' }, false)).toEqual({
      ideaId: 'i-1',
      scores: [{ criterionId: 'impact', score: 4 }],
      comment: null,
      submit: false,
    });
    expect(reviewInput('i-1', criteria, { scores: [4, 2], comment: ' Strong ' }, true)).toEqual({
      ideaId: 'i-1',
      scores: [
        { criterionId: 'impact', score: 4 },
        { criterionId: 'cost', score: 2 },
      ],
      comment: 'Strong',
      submit: true,
    });
  });

  it('names the buttons and the options', () => {
    expect(submitLabel('SUBMITTED')).toBe('Update review');
    expect(submitLabel('DRAFT')).toBe('Submit review');
    expect(submitLabel(null)).toBe('Submit review');
    expect(scaleOptions(5)).toEqual([1, 2, 3, 4, 5]);
    expect(scaleOptions(10)).toHaveLength(10);
  });
});
