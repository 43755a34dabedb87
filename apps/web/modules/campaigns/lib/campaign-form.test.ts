import { CAMPAIGN_MESSAGES, PHASE_DEFAULTS, type PhaseInput } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { Campaign } from './campaign-api.ts';
import {
  addPhase,
  campaignFormSchema,
  campaignInput,
  campaignValues,
  defaultPhases,
  emptyCampaignValues,
  fromLocalInput,
  movePhase,
  phaseLock,
  removePhase,
  setPhaseEnd,
  setPhaseKind,
  setPhaseStart,
  toLocalInput,
} from './campaign-form.ts';

const NOW = new Date('2026-11-26T09:20:00Z');
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const iso = (phases: PhaseInput[]) => phases.map((p) => [p.startsAt.toISOString(), p.endsAt.toISOString()]);

function contiguous(phases: PhaseInput[]): boolean {
  return phases.every((p, i) => i === 0 || phases[i - 1]?.endsAt.getTime() === p.startsAt.getTime());
}

describe('a new campaign', () => {
  it('starts with submission, review and selection, one after another from the next hour', () => {
    const phases = defaultPhases(NOW);
    expect(phases.map((p) => [p.kind, p.name])).toEqual([
      ['SUBMISSION', 'Submission'],
      ['REVIEW', 'Review'],
      ['SELECTION', 'Selection'],
    ]);
    expect(phases[0]?.startsAt.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(phases[0]?.endsAt.getTime()).toBe(at('2026-11-26T10:00:00Z').getTime() + 14 * DAY);
    expect(contiguous(phases)).toBe(true);
    expect(phases[1]).toMatchObject(PHASE_DEFAULTS.REVIEW);
  });

  it('needs a title and a template, and parses with its phases', () => {
    const schema = campaignFormSchema({ editing: false });
    const empty = schema.safeParse(emptyCampaignValues(NOW));
    expect(empty.success).toBe(false);
    const paths = empty.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'templateId']));
    const ok = schema.safeParse({ ...emptyCampaignValues(NOW), title: 'Greener offices', templateId: 't-1' });
    expect(ok.success).toBe(true);
  });
});

describe('the form schema', () => {
  const valid = { ...emptyCampaignValues(NOW), title: 'Greener offices', templateId: 't-1' };
  const issues = (values: unknown, editing = false) =>
    campaignFormSchema({ editing })
      .safeParse(values)
      .error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('asks for teams or invitees when the audience needs them', () => {
    expect(issues({ ...valid, audience: 'TEAMS' })).toEqual([['teamIds', CAMPAIGN_MESSAGES.teamsRequired]]);
    expect(issues({ ...valid, audience: 'INVITED' })).toEqual([['inviteeIds', CAMPAIGN_MESSAGES.inviteesRequired]]);
    expect(issues({ ...valid, audience: 'TEAMS', teamIds: ['team-1'] })).toBeUndefined();
  });

  it('asks an existing campaign for an owner; a new one is its creator’s', () => {
    expect(issues(valid, true)).toEqual([['ownerIds', CAMPAIGN_MESSAGES.ownerRequired]]);
    expect(issues(valid, false)).toBeUndefined();
  });

  it('says which phase does not follow the previous one, and that a submission phase is needed', () => {
    const phases = valid.phases.map((p, i) => (i === 1 ? { ...p, startsAt: new Date(p.startsAt.getTime() + DAY) } : p));
    expect(issues({ ...valid, phases })).toEqual([['phases.1.startsAt', CAMPAIGN_MESSAGES.phasesContiguous]]);
    const noSubmission = valid.phases.map((p) => ({ ...p, kind: 'REVIEW' }));
    expect(issues({ ...valid, phases: noSubmission })).toEqual([['phases', CAMPAIGN_MESSAGES.needsSubmissionPhase]]);
    const backwards = [{ ...valid.phases[0], endsAt: valid.phases[0]?.startsAt }];
    expect(issues({ ...valid, phases: backwards })).toEqual([
      ['phases.0.endsAt', CAMPAIGN_MESSAGES.phaseEndsBeforeStart],
    ]);
  });
});

describe('the phases editor', () => {
  const phases = defaultPhases(NOW);

  it('moves the next phase’s start with an end', () => {
    const end = at('2026-12-20T12:00:00Z');
    const next = setPhaseEnd(phases, 0, end);
    expect(next[0]?.endsAt).toEqual(end);
    expect(next[1]?.startsAt).toEqual(end);
    expect(next[1]?.endsAt).toEqual(phases[1]?.endsAt);
    expect(contiguous(next)).toBe(true);
  });

  it('moves the previous phase’s end with a later phase’s start, the first phase’s start alone', () => {
    const start = at('2026-12-15T08:00:00Z');
    const next = setPhaseStart(phases, 1, start);
    expect(next[0]?.endsAt).toEqual(start);
    expect(next[1]?.startsAt).toEqual(start);
    const first = setPhaseStart(phases, 0, at('2026-11-27T08:00:00Z'));
    expect(first[0]?.startsAt).toEqual(at('2026-11-27T08:00:00Z'));
    expect(first.slice(1)).toEqual(phases.slice(1));
  });

  it('adds the kind that follows the last, starting when it ends', () => {
    const two = removePhase(phases, 2);
    const three = addPhase(two, NOW);
    expect(three[2]).toMatchObject({ kind: 'SELECTION', name: 'Selection', ...PHASE_DEFAULTS.SELECTION });
    expect(three[2]?.startsAt).toEqual(two[1]?.endsAt);
    expect(addPhase(phases, NOW)[3]?.kind).toBe('SELECTION');
    expect(addPhase([], NOW)[0]).toMatchObject({ kind: 'SUBMISSION', startsAt: at('2026-11-26T10:00:00Z') });
  });

  it('removes a phase and moves those after it up, each keeping its length', () => {
    const next = removePhase(phases, 0);
    expect(next.map((p) => p.kind)).toEqual(['REVIEW', 'SELECTION']);
    expect(next[0]?.startsAt).toEqual(phases[0]?.startsAt);
    expect(next[0]?.endsAt.getTime()).toBe((phases[0]?.startsAt.getTime() ?? 0) + 7 * DAY);
    expect(contiguous(next)).toBe(true);
  });

  it('reorders phases from the same start, each keeping its length', () => {
    const next = movePhase(phases, 2, 0);
    expect(next.map((p) => p.kind)).toEqual(['SELECTION', 'SUBMISSION', 'REVIEW']);
    expect(next[0]?.startsAt).toEqual(phases[0]?.startsAt);
    expect(next[0]?.endsAt.getTime() - (next[0]?.startsAt.getTime() ?? 0)).toBe(7 * DAY);
    expect(next[2]?.endsAt).toEqual(phases[2]?.endsAt);
    expect(contiguous(next)).toBe(true);
    expect(movePhase(phases, 0, -1)).toBe(phases);
    expect(iso(movePhase(phases, 1, 1))).toEqual(iso(phases));
  });

  it('gives a phase of another kind that kind’s rules, and its name unless the owner named it', () => {
    const next = setPhaseKind(phases, 1, 'SELECTION');
    expect(next[1]).toMatchObject({ kind: 'SELECTION', name: 'Selection', ...PHASE_DEFAULTS.SELECTION });
    const named = setPhaseKind(
      phases.map((p, i) => (i === 1 ? { ...p, name: 'Jury week' } : p)),
      1,
      'SELECTION',
    );
    expect(named[1]?.name).toBe('Jury week');
  });

  it('locks what an open campaign may no longer change', () => {
    const open = { status: 'OPEN' as const, activePhase: 1 };
    const later = { endsAt: at('2027-01-01T00:00:00Z') };
    expect(phaseLock(open, { endsAt: at('2026-11-20T00:00:00Z') }, 0, NOW)).toBe('all');
    expect(phaseLock(open, later, 1, NOW)).toBe('start');
    expect(phaseLock(open, later, 2, NOW)).toBe('none');
    expect(phaseLock({ status: 'SCHEDULED', activePhase: null }, later, 0, NOW)).toBe('none');
    expect(phaseLock({ status: 'CLOSED', activePhase: null }, later, 2, NOW)).toBe('all');
    expect(phaseLock(null, later, 0, NOW)).toBe('none');
  });
});

describe('date-time fields', () => {
  it('round-trip a time through the local input, minutes precise', () => {
    const when = new Date(2026, 11, 3, 14, 5);
    expect(toLocalInput(when)).toBe('2026-12-03T14:05');
    expect(fromLocalInput('2026-12-03T14:05').getTime()).toBe(when.getTime());
    expect(Number.isNaN(fromLocalInput('').getTime())).toBe(true);
    expect(toLocalInput(new Date(Number.NaN))).toBe('');
    // A year being typed digit by digit stays a value the field accepts.
    expect(toLocalInput(fromLocalInput('0002-12-13T12:30'))).toBe('0002-12-13T12:30');
  });
});

describe('the input sent', () => {
  const campaign: Campaign = {
    id: 'c-1',
    title: 'Greener offices',
    brief: 'How might we…',
    status: 'DRAFT',
    coverFileId: 'f-1',
    coverUrl: null,
    categories: ['Energy'],
    templateId: 't-1',
    templateName: 'Lean Canvas',
    audience: 'TEAMS',
    teams: [{ id: 'team-1', name: 'Facilities' }],
    invitees: [{ userId: 'u-9', name: 'Ines' }],
    allowAnonymous: true,
    premoderation: false,
    phases: [
      {
        position: 1,
        kind: 'REVIEW',
        name: 'Review',
        startsAt: '2026-12-10T10:00:00.000Z',
        endsAt: '2026-12-17T10:00:00.000Z',
        ...PHASE_DEFAULTS.REVIEW,
        active: false,
      },
      {
        position: 0,
        kind: 'SUBMISSION',
        name: 'Ideas',
        startsAt: '2026-12-01T10:00:00.000Z',
        endsAt: '2026-12-10T10:00:00.000Z',
        ...PHASE_DEFAULTS.SUBMISSION,
        active: false,
      },
    ],
    activePhase: null,
    opensAt: null,
    closesAt: null,
    people: [
      { userId: 'u-1', name: 'Olga', role: 'OWNER' },
      { userId: 'u-2', name: 'Max', role: 'MODERATOR' },
      { userId: 'u-3', name: 'Eva', role: 'EVALUATOR' },
    ],
    myRoles: ['OWNER'],
    ideaCount: 0,
    participantCount: 0,
    pendingCount: 0,
    canEdit: true,
    canModerate: true,
    canSubmit: false,
    canVote: false,
    canComment: false,
    seesAuthors: true,
    scoreScale: 5,
    criteriaCount: 0,
    canReview: false,
    reviewDueAt: null,
    results: null,
    createdByName: 'Olga',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    publishedAt: null,
    closedAt: null,
  };

  it('starts the form from a campaign, its phases in order and its people by role', () => {
    const values = campaignValues(campaign);
    expect(values.phases.map((p) => p.name)).toEqual(['Ideas', 'Review']);
    expect(values).toMatchObject({
      ownerIds: ['u-1'],
      moderatorIds: ['u-2'],
      evaluatorIds: ['u-3'],
      teamIds: ['team-1'],
    });
    expect(campaignFormSchema({ editing: true }).safeParse(values).success).toBe(true);
  });

  it('sends times as ISO text and only the chosen audience’s list', () => {
    const input = campaignInput(campaignValues(campaign));
    expect(input.phases[0]).toMatchObject({ startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-10T10:00:00.000Z' });
    expect(input.teamIds).toEqual(['team-1']);
    expect(input.inviteeIds).toEqual([]);
    expect(input).toMatchObject({ coverFileId: 'f-1', templateId: 't-1', allowAnonymous: true });
  });
});
