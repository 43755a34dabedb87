import { describe, expect, it } from 'vitest';
import {
  campaignTab,
  campaignTabs,
  evaluationLinks,
  ownerActions,
  statsSummary,
  withCampaignTab,
} from './campaign-page.ts';

const phases = [{ position: 0 }, { position: 1 }, { position: 2 }] as never;
const base = { canEdit: true, phases, activePhase: null, ideaCount: 3 } as const;

describe('campaign tabs', () => {
  it('shows Moderation to moderators only, and falls back to Overview for a tab the caller does not have', () => {
    expect(campaignTabs({ canModerate: false })).toEqual(['overview', 'ideas', 'results']);
    expect(campaignTab('moderation', { canModerate: false, status: 'OPEN', results: null })).toBe('overview');
    expect(campaignTab('moderation', { canModerate: true, status: 'OPEN', results: null })).toBe('moderation');
  });

  it('opens a closed campaign with published results on its results', () => {
    expect(campaignTab(null, { canModerate: false, status: 'CLOSED', results: { publishedAt: 'x' } })).toBe('results');
    expect(campaignTab('ideas', { canModerate: false, status: 'CLOSED', results: { publishedAt: 'x' } })).toBe('ideas');
  });

  it('writes the tab beside the board’s parameters, leaving the default out', () => {
    const params = new URLSearchParams('tab=ideas&view=kanban');
    expect(withCampaignTab(params, 'overview', 'overview')).toBe('view=kanban');
    expect(withCampaignTab(params, 'results', 'overview')).toBe('tab=results&view=kanban');
  });
});

describe('ownerActions', () => {
  it('offers nothing to those who cannot edit', () => {
    expect(ownerActions({ ...base, canEdit: false, status: 'DRAFT' })).toEqual([]);
  });

  it('publishes a draft, deletes it while it has no ideas', () => {
    expect(ownerActions({ ...base, status: 'DRAFT', ideaCount: 0 })).toEqual(['edit', 'publish', 'delete']);
  });

  it('moves an open campaign to its next phase until the last one, then only closes it', () => {
    expect(ownerActions({ ...base, status: 'OPEN', activePhase: 0 })).toEqual(['edit', 'advance', 'close']);
    expect(ownerActions({ ...base, status: 'OPEN', activePhase: 2 })).toEqual(['edit', 'close']);
    expect(ownerActions({ ...base, status: 'SCHEDULED' })).toEqual(['edit', 'advance', 'close']);
  });

  it('archives a closed campaign and brings an archived one back', () => {
    expect(ownerActions({ ...base, status: 'CLOSED' })).toEqual(['edit', 'archive']);
    expect(ownerActions({ ...base, status: 'ARCHIVED' })).toEqual(['unarchive']);
  });
});

describe('statsSummary', () => {
  it('says the totals and the busiest day', () => {
    const day = (date: string, ideas: number) => ({ date, ideas, votes: 0, comments: 0, participants: 1 });
    expect(statsSummary({ days: [day('2026-12-01', 1), day('2026-12-02', 4)], ideas: 5, votes: 1, comments: 0 })).toBe(
      'Over 2 days: 5 ideas, 1 vote and 0 comments; the busiest day was 2026-12-02.',
    );
    expect(statsSummary({ days: [], ideas: 0, votes: 0, comments: 0 })).toBe('No activity yet.');
  });
});

describe('evaluation links', () => {
  const campaign = { myRoles: [], canEdit: false, canModerate: false, status: 'OPEN' } as const;

  it('sends evaluators to review, moderators to the shortlist, editors and moderators to the setup', () => {
    expect(evaluationLinks({ ...campaign, myRoles: ['EVALUATOR'] }, true)).toEqual(['review']);
    expect(evaluationLinks({ ...campaign, canModerate: true }, true)).toEqual(['shortlist', 'setup']);
    expect(evaluationLinks({ ...campaign, canEdit: true }, true)).toEqual(['setup']);
    expect(evaluationLinks(campaign, true)).toEqual([]);
  });

  it('offers nothing without the plan’s evaluation, and only the setup for a draft', () => {
    expect(evaluationLinks({ ...campaign, myRoles: ['EVALUATOR'], canEdit: true, canModerate: true }, false)).toEqual(
      [],
    );
    expect(
      evaluationLinks({ ...campaign, myRoles: ['EVALUATOR'], canEdit: true, canModerate: true, status: 'DRAFT' }, true),
    ).toEqual(['setup']);
  });
});
