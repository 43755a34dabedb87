import { EVALUATION_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { CampaignEvaluator } from './evaluation-api.ts';
import {
  assignEvaluatorsInput,
  assignEvaluatorsSchema,
  evaluatorDonePercent,
  evaluatorDue,
  evaluatorProgress,
  evaluatorProgressDetail,
  sortEvaluators,
} from './evaluators.ts';

const NOW = new Date('2026-11-26T09:00:00');

const evaluator = (over: Partial<CampaignEvaluator> = {}): CampaignEvaluator => ({
  userId: 'u-1',
  name: 'Eva',
  teamId: null,
  teamName: null,
  dueAt: null,
  ownDueAt: false,
  toReview: 5,
  submitted: 2,
  drafts: 1,
  recused: 1,
  remindedAt: null,
  ...over,
});

describe('assigning evaluators', () => {
  const schema = assignEvaluatorsSchema(() => NOW);

  it('needs a person or a team, and a due date ahead', () => {
    const empty = schema.safeParse({ userIds: [], teamIds: [], dueAt: '' });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['userIds', EVALUATION_MESSAGES.evaluatorsRequired],
    ]);
    const past = schema.safeParse({ userIds: ['u-1'], teamIds: [], dueAt: '2026-11-25T17:00' });
    expect(past.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dueAt', EVALUATION_MESSAGES.dueInPast],
    ]);
    expect(schema.safeParse({ userIds: [], teamIds: ['t-1'], dueAt: '2026-11-30T17:00' }).success).toBe(true);
    expect(schema.safeParse({ userIds: ['u-1'], teamIds: [], dueAt: '' }).success).toBe(true);
  });

  it('sends only what was chosen, the due date as an instant', () => {
    expect(assignEvaluatorsInput('c-1', { userIds: ['u-1'], teamIds: [], dueAt: '' })).toEqual({
      campaignId: 'c-1',
      userIds: ['u-1'],
    });
    expect(assignEvaluatorsInput('c-1', { userIds: [], teamIds: ['t-1'], dueAt: '2026-11-30T17:00' })).toEqual({
      campaignId: 'c-1',
      teamIds: ['t-1'],
      dueAt: new Date('2026-11-30T17:00').toISOString(),
    });
  });
});

describe("an evaluator's progress", () => {
  it('reads as submitted of the ideas they have, with drafts and recusals beside', () => {
    expect(evaluatorProgress(evaluator())).toBe('2 of 5 submitted');
    expect(evaluatorProgressDetail(evaluator())).toBe('1 draft · 1 recused');
    expect(evaluatorProgressDetail(evaluator({ drafts: 2, recused: 0 }))).toBe('2 drafts');
    expect(evaluatorProgressDetail(evaluator({ drafts: 0, recused: 0 }))).toBe('');
    expect(evaluatorDonePercent(evaluator())).toBe(60);
    expect(evaluatorDonePercent(evaluator({ toReview: 0, submitted: 0, recused: 0 }))).toBe(0);
  });

  it('says whose due date it is', () => {
    expect(evaluatorDue(evaluator(), NOW)).toBe('No due date');
    expect(evaluatorDue(evaluator({ dueAt: new Date('2026-11-30T17:00').toISOString(), ownDueAt: true }), NOW)).toBe(
      'Due 30 Nov, 17:00',
    );
    expect(evaluatorDue(evaluator({ dueAt: new Date('2027-01-04T09:30').toISOString() }), NOW)).toBe(
      'Due 4 Jan 2027, 09:30 (end of the review phase)',
    );
  });

  it('lists evaluators by name', () => {
    const sorted = sortEvaluators([
      evaluator({ userId: 'u-3', name: null }),
      evaluator({ userId: 'u-2', name: 'Zoe' }),
      evaluator({ userId: 'u-1', name: 'Adam' }),
    ]);
    expect(sorted.map((e) => e.userId)).toEqual(['u-1', 'u-2', 'u-3']);
  });
});
