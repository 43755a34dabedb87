import { PHASE_DEFAULTS } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { CampaignPhase, CampaignSummary } from './campaign-api.ts';
import {
  activeCampaignFilters,
  campaignAction,
  campaignDate,
  campaignsQueryString,
  campaignsVariables,
  campaignTimeline,
  parseCampaignsQuery,
} from './campaign-list.ts';

const NOW = new Date('2026-11-26T09:00:00Z');

function phase(position: number, over: Partial<CampaignPhase> = {}): CampaignPhase {
  const kind = (['SUBMISSION', 'REVIEW', 'SELECTION'] as const)[position] ?? 'SELECTION';
  return {
    position,
    kind,
    name: kind.charAt(0) + kind.slice(1).toLowerCase(),
    startsAt: new Date(Date.UTC(2026, 11, 1 + position * 10, 10)).toISOString(),
    endsAt: new Date(Date.UTC(2026, 11, 11 + position * 10, 10)).toISOString(),
    ...PHASE_DEFAULTS[kind],
    active: false,
    ...over,
  };
}

function campaign(over: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id: 'c 1',
    title: 'Greener offices',
    brief: '',
    status: 'OPEN',
    coverFileId: null,
    coverUrl: null,
    categories: [],
    templateId: 't-1',
    templateName: null,
    audience: 'WORKSPACE',
    teams: [],
    invitees: [],
    allowAnonymous: false,
    premoderation: false,
    phases: [phase(0, { active: true }), phase(1), phase(2)],
    activePhase: 0,
    opensAt: '2026-12-01T10:00:00.000Z',
    closesAt: '2026-12-31T10:00:00.000Z',
    people: [],
    myRoles: [],
    ideaCount: 3,
    participantCount: 2,
    pendingCount: 0,
    canEdit: false,
    canModerate: false,
    canSubmit: true,
    canVote: true,
    canComment: true,
    seesAuthors: false,
    scoreScale: 5,
    criteriaCount: 0,
    canReview: false,
    reviewDueAt: null,
    results: null,
    createdByName: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    publishedAt: null,
    closedAt: null,
    ...over,
  };
}

describe('the list’s filters in the query string', () => {
  it('round-trip, unknown values read as none', () => {
    const query = parseCampaignsQuery(new URLSearchParams('status=OPEN&team=t1&category=Energy&q=%20green%20'));
    expect(query).toEqual({ status: 'OPEN', teamId: 't1', category: 'Energy', search: 'green' });
    expect(campaignsQueryString(query)).toBe('status=OPEN&team=t1&category=Energy&q=green');
    expect(parseCampaignsQuery(new URLSearchParams('status=LIVE')).status).toBeNull();
    expect(campaignsQueryString(parseCampaignsQuery(new URLSearchParams('')))).toBe('');
    expect(activeCampaignFilters(query)).toBe(3);
  });

  it('become listCampaigns’ variables', () => {
    expect(campaignsVariables({ status: 'CLOSED', teamId: null, category: 'Energy', search: '' }, 12)).toEqual({
      limit: 12,
      status: 'CLOSED',
      category: 'Energy',
    });
  });
});

describe('a card’s call to action', () => {
  it('asks for ideas in a submission phase the caller may submit to', () => {
    expect(campaignAction(campaign(), NOW)).toEqual({
      kind: 'link',
      label: 'Submit an idea',
      href: '/dashboard/ideation/create?campaign=c%201',
      primary: true,
    });
  });

  it('asks for votes when only voting is open, and shows results where a phase does', () => {
    const review = campaign({ phases: [phase(0), phase(1, { active: true }), phase(2)], activePhase: 1 });
    expect(campaignAction(review, NOW)).toMatchObject({ label: 'Vote on ideas', href: '/dashboard/campaigns/c%201' });
    const outsider = campaign({ canSubmit: false, canVote: false });
    expect(campaignAction(outsider, NOW)).toMatchObject({ label: 'See the ideas', primary: false });
    const results = campaign({
      phases: [phase(0), phase(1), phase(2, { active: true, showResults: true })],
      activePhase: 2,
    });
    expect(campaignAction(results, NOW)).toMatchObject({ label: 'See results' });
  });

  it('says when a scheduled campaign opens', () => {
    expect(campaignAction(campaign({ status: 'SCHEDULED', activePhase: null }), NOW)).toEqual({
      kind: 'note',
      label: `Opens ${campaignDate('2026-12-01T10:00:00.000Z', NOW, true)}`,
    });
  });

  it('offers a closed campaign’s results once published, and its draft to who edits it', () => {
    const closed = campaign({ status: 'CLOSED', activePhase: null });
    expect(campaignAction(closed, NOW)).toMatchObject({ label: 'See the ideas' });
    expect(campaignAction({ ...closed, results: { publishedAt: '2027-01-02T00:00:00Z' } }, NOW)).toMatchObject({
      label: 'See results',
      primary: true,
    });
    expect(campaignAction(campaign({ status: 'DRAFT', canEdit: true }), NOW)).toMatchObject({
      label: 'Finish the draft',
      href: '/dashboard/campaigns/c%201/edit',
    });
  });
});

describe('a card’s timeline', () => {
  it('names the current phase and its dates, when a campaign opens and when it closed', () => {
    const open = campaignTimeline(campaign(), NOW);
    expect(open.phase).toBe('Submission');
    expect(open.dates).toBe(`${campaignDate(phase(0).startsAt, NOW)} – ${campaignDate(phase(0).endsAt, NOW, true)}`);
    const named = campaignTimeline(campaign({ phases: [phase(0, { active: true, name: 'Ideas wanted' })] }), NOW);
    expect(named.phase).toBe('Ideas wanted (Submission)');
    expect(campaignTimeline(campaign({ status: 'SCHEDULED' }), NOW).dates).toBe('Runs 1 Dec – 31 Dec');
    expect(campaignTimeline(campaign({ status: 'CLOSED', closedAt: '2026-12-31T10:00:00.000Z' }), NOW).dates).toBe(
      'Closed 31 Dec',
    );
  });

  it('writes the year only when it is not this one', () => {
    expect(campaignDate('2027-01-05T10:00:00.000Z', NOW)).toBe('5 Jan 2027');
    expect(campaignDate(null, NOW)).toBe('');
  });
});
