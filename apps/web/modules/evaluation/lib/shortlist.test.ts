import type { IdeaScore } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { IdeaReview } from './evaluation-api.ts';
import {
  DEFAULT_SHORTLIST_FILTERS,
  ideasToSelect,
  orderedReviews,
  parseMinScore,
  parseShortlistFilters,
  rankIdeas,
  scoreText,
  shortlistChanges,
  shortlistQueryString,
  shortlistVariables,
  spreadText,
} from './shortlist.ts';

const score = (average: number | null, reviews = 2, spread: number | null = 0.5): IdeaScore => ({
  average,
  spread,
  reviews,
  scale: 5,
});

describe('the shortlist filters in the query string', () => {
  it('reads nothing as every idea and writes it back as nothing', () => {
    expect(parseShortlistFilters(new URLSearchParams(''))).toEqual(DEFAULT_SHORTLIST_FILTERS);
    expect(shortlistQueryString(DEFAULT_SHORTLIST_FILTERS)).toBe('');
  });

  it('round-trips a minimum score and the shortlist switch', () => {
    const filters = { minScore: 3.5, shortlistedOnly: true };
    expect(shortlistQueryString(filters)).toBe('min=3.5&shortlisted=1');
    expect(parseShortlistFilters(new URLSearchParams('min=3.5&shortlisted=1'))).toEqual(filters);
  });

  it('ignores a minimum that is not a score on the scale', () => {
    expect(parseShortlistFilters(new URLSearchParams('min=7'), 5).minScore).toBeNull();
    expect(parseShortlistFilters(new URLSearchParams('min=7'), 10).minScore).toBe(7);
    expect(parseMinScore('abc')).toBeNull();
    expect(parseMinScore('-1')).toBeNull();
    expect(parseMinScore('0')).toBeNull();
    expect(parseMinScore('3,456')).toBe(3.46);
  });

  it('asks listIdeas for the campaign by top score with the filters set', () => {
    expect(shortlistVariables('c-1', DEFAULT_SHORTLIST_FILTERS, 50)).toEqual({
      campaignId: 'c-1',
      sort: 'TOP_SCORED',
      limit: 50,
    });
    expect(shortlistVariables('c-1', { minScore: 4, shortlistedOnly: true }, 50)).toEqual({
      campaignId: 'c-1',
      sort: 'TOP_SCORED',
      limit: 50,
      minScore: 4,
      shortlisted: true,
    });
  });
});

describe('rankIdeas', () => {
  it('gives equal averages the same rank and skips the places they take', () => {
    const ranked = rankIdeas([
      { id: 'a', score: score(4.5) },
      { id: 'b', score: score(4) },
      { id: 'c', score: score(4) },
      { id: 'd', score: score(3.25) },
    ]);
    expect(ranked.map((r) => [r.idea.id, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('leaves ideas without reviews unranked', () => {
    const ranked = rankIdeas([{ score: score(3) }, { score: null }, { score: score(null, 0, null) }]);
    expect(ranked.map((r) => r.rank)).toEqual([1, null, null]);
  });
});

describe('numbers', () => {
  it('reads averages and spreads with two decimals, a dash without reviews', () => {
    expect(scoreText(3.666666)).toBe('3.67');
    expect(scoreText(null)).toBe('—');
    expect(spreadText(score(3, 2, 0.5))).toBe('±0.50');
    expect(spreadText(score(3, 1, 0))).toBe('±0.00');
    expect(spreadText(null)).toBe('—');
  });
});

describe('bulk changes', () => {
  const ideas = [
    { id: 'a', shortlisted: true, stage: 'UNDER_REVIEW' as const },
    { id: 'b', shortlisted: true, stage: 'SELECTED' as const },
    { id: 'c', shortlisted: false, stage: 'NEW' as const },
  ];

  it('moves only shortlisted ideas not yet selected', () => {
    expect(ideasToSelect(ideas).map((i) => i.id)).toEqual(['a']);
  });

  it('changes only the selected ideas whose mark differs', () => {
    const selected = new Set(['a', 'c']);
    expect(shortlistChanges(ideas, selected, true).map((i) => i.id)).toEqual(['c']);
    expect(shortlistChanges(ideas, selected, false).map((i) => i.id)).toEqual(['a']);
  });
});

describe('orderedReviews', () => {
  const review = (over: Partial<IdeaReview>): IdeaReview => ({
    userId: 'u',
    reviewerName: 'Ana',
    status: 'SUBMITTED',
    scores: [],
    comment: null,
    score: null,
    submittedAt: '2026-11-26T10:00:00Z',
    updatedAt: '2026-11-26T10:00:00Z',
    ...over,
  });

  it('lists submitted reviews best first, then recusals, never drafts', () => {
    const ordered = orderedReviews([
      review({ userId: 'r', status: 'RECUSED', comment: 'I advised the team' }),
      review({ userId: 'l', score: 3.25 }),
      review({ userId: 'a', score: 4.5 }),
      review({ userId: 'd', status: 'DRAFT' }),
      review({ userId: 'b', score: 3.25 }),
    ]);
    // Equal scores keep the server's order.
    expect(ordered.map((r) => r.userId)).toEqual(['a', 'l', 'b', 'r']);
  });
});
