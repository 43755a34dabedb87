import { CAMPAIGN_MESSAGES, type PhaseInput } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { CampaignPhaseRow } from './campaign-access.ts';
import { checkPhaseChange, phaseAt } from './campaign-states.ts';

const H = 3_600_000;
const T = Date.UTC(2030, 0, 1);

const rows: CampaignPhaseRow[] = [0, 1, 2].map((position) => ({
  campaign_id: 'c',
  position,
  kind: position === 0 ? 'SUBMISSION' : position === 1 ? 'REVIEW' : 'SELECTION',
  name: `Phase ${position}`,
  starts_at: new Date(T + position * 10 * H),
  ends_at: new Date(T + (position + 1) * 10 * H),
  allow_submit: position === 0,
  allow_vote: true,
  allow_comment: true,
  allow_evaluate: false,
  show_results: false,
}));

const inputs = (): PhaseInput[] =>
  rows.map((r) => ({
    kind: r.kind,
    name: r.name,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    allowSubmit: r.allow_submit,
    allowVote: r.allow_vote,
    allowComment: r.allow_comment,
    allowEvaluate: r.allow_evaluate,
    showResults: r.show_results,
  }));

const refusal = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('phaseAt', () => {
  it('finds the phase containing the instant: starts included, ends excluded', () => {
    expect(phaseAt(rows, new Date(T - 1))).toBeNull();
    expect(phaseAt(rows, new Date(T))).toBe(0);
    expect(phaseAt(rows, new Date(T + 10 * H - 1))).toBe(0);
    expect(phaseAt(rows, new Date(T + 10 * H))).toBe(1);
    expect(phaseAt(rows, new Date(T + 29 * H))).toBe(2);
    expect(phaseAt(rows, new Date(T + 30 * H))).toBeNull();
  });
});

describe('checkPhaseChange', () => {
  const now = new Date(T + 15 * H);

  it('lets a draft and a scheduled campaign change anything', () => {
    const changed = inputs().map((p) => ({ ...p, name: 'Other' }));
    expect(refusal(() => checkPhaseChange('DRAFT', null, changed, rows, now))).toBeNull();
    expect(refusal(() => checkPhaseChange('SCHEDULED', null, changed, rows, new Date(T - H)))).toBeNull();
  });

  it('keeps an open campaign’s ended phases and its active phase’s start; moves later ends', () => {
    const ended = inputs().map((p, i) => (i === 0 ? { ...p, allowVote: false } : p));
    expect(refusal(() => checkPhaseChange('OPEN', 1, ended, rows, now))).toBe(
      `input.phases.0: ${CAMPAIGN_MESSAGES.endedPhaseFixed}`,
    );
    const restarted = inputs().map((p, i) => (i === 1 ? { ...p, startsAt: new Date(T + 11 * H) } : p));
    expect(refusal(() => checkPhaseChange('OPEN', 1, restarted, rows, now))).toBe(
      `input.phases.1.startsAt: ${CAMPAIGN_MESSAGES.activePhaseStart}`,
    );
    const longer = inputs().map((p, i) =>
      i === 1 ? { ...p, endsAt: new Date(T + 25 * H) } : i === 2 ? { ...p, startsAt: new Date(T + 25 * H) } : p,
    );
    expect(refusal(() => checkPhaseChange('OPEN', 1, longer, rows, now))).toBeNull();
  });

  it('refuses a live campaign whose last phase would have ended, and any change of a closed one', () => {
    const past = inputs().map((p, i) => (i === 2 ? { ...p, endsAt: new Date(T + 14 * H) } : p));
    expect(refusal(() => checkPhaseChange('OPEN', 1, past, rows, now))).toBe(
      `input.phases.2.endsAt: ${CAMPAIGN_MESSAGES.phaseInPast}`,
    );
    expect(refusal(() => checkPhaseChange('CLOSED', null, inputs(), rows, now))).toBeNull();
    const renamed = inputs().map((p) => ({ ...p, name: 'x' }));
    expect(refusal(() => checkPhaseChange('CLOSED', null, renamed, rows, now))).toBe(
      `input.phases: ${CAMPAIGN_MESSAGES.closedPhasesFixed}`,
    );
  });
});
