import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERVIEW_DAYS, parseOverviewDays, shortDay } from './overview-period.ts';

describe('the overview period', () => {
  it('takes only the periods offered from the URL', () => {
    expect(parseOverviewDays('7')).toBe(7);
    expect(parseOverviewDays('365')).toBe(365);
    for (const bad of [null, '', '31', '-7', 'x', '7.5']) expect(parseOverviewDays(bad)).toBe(DEFAULT_OVERVIEW_DAYS);
  });

  it('shows a UTC day as the same day whatever the time zone', () => {
    expect(shortDay('2026-11-03', 'en-GB')).toBe('3 Nov');
  });
});
