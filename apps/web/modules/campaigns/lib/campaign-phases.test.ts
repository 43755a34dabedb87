import { PHASE_DEFAULTS } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { briefExcerpt, phaseAllows, phaseDates, phaseState, phaseTitle } from './campaign-phases.ts';

const now = new Date('2026-12-10T12:00:00Z');
const phase = (startsAt: string, endsAt: string, active = false) => ({ startsAt, endsAt, active });

describe('phaseState', () => {
  it('follows the server’s active phase, and the dates around it while the campaign is open', () => {
    expect(phaseState(phase('2026-12-01T00:00:00Z', '2026-12-20T00:00:00Z', true), 'OPEN', now)).toBe('active');
    expect(phaseState(phase('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'), 'OPEN', now)).toBe('past');
    expect(phaseState(phase('2026-12-20T00:00:00Z', '2026-12-30T00:00:00Z'), 'OPEN', now)).toBe('upcoming');
  });

  it('has every phase ahead before the campaign opens, and behind once it closed (closed early too)', () => {
    expect(phaseState(phase('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'), 'SCHEDULED', now)).toBe('upcoming');
    expect(phaseState(phase('2026-12-20T00:00:00Z', '2026-12-30T00:00:00Z'), 'CLOSED', now)).toBe('past');
    expect(phaseState(phase('2026-12-20T00:00:00Z', '2026-12-30T00:00:00Z'), 'ARCHIVED', now)).toBe('past');
  });
});

describe('phase words', () => {
  it('says what each kind allows by default', () => {
    expect(phaseAllows(PHASE_DEFAULTS.SUBMISSION)).toEqual(['Submit ideas', 'Vote', 'Comment']);
    expect(phaseAllows(PHASE_DEFAULTS.SELECTION)).toEqual(['Comment', 'Evaluate']);
  });

  it('names a phase by its kind, with the owner’s own name when there is one', () => {
    expect(phaseTitle({ kind: 'SUBMISSION', name: 'Submission' })).toBe('Submission');
    expect(phaseTitle({ kind: 'REVIEW', name: 'Jury week' })).toBe('Jury week (review)');
  });

  it('writes a phase’s dates', () => {
    expect(phaseDates({ startsAt: '2026-12-03T09:00:00Z', endsAt: '2026-12-17T17:00:00Z' }, 'UTC')).toBe(
      '3 Dec 2026 – 17 Dec 2026',
    );
  });
});

describe('briefExcerpt', () => {
  it('drops Markdown marks and keeps link texts', () => {
    expect(briefExcerpt('## How might we\n\n**Cut** waste in [our plants](https://x.example)?')).toBe(
      'How might we. Cut waste in our plants?',
    );
    expect(briefExcerpt('- No capital needed\n- Bigger bets welcome')).toBe('No capital needed. Bigger bets welcome.');
  });

  it('cuts long briefs at a word with an ellipsis', () => {
    const text = briefExcerpt('word '.repeat(100).trim(), 42);
    expect(text.length).toBeLessThanOrEqual(43);
    expect(text.endsWith('word…')).toBe(true);
  });
});
