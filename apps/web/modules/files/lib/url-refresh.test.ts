import { describe, expect, it } from 'vitest';
import { isDue, refreshDelayMs } from './url-refresh.ts';

const at = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('refreshDelayMs', () => {
  it('renews a one-hour link five minutes before it expires', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(refreshDelayMs(at(now + HOUR), now)).toBe(55 * 60_000);
  });

  it('renews a short link a tenth of its life early, never closer than 30 s', () => {
    const now = 1_000_000;
    expect(refreshDelayMs(at(now + 10 * 60_000), now)).toBe(9 * 60_000);
    expect(refreshDelayMs(at(now + 2 * 60_000), now)).toBe(90_000);
  });

  it('counts the margin from when the link was issued, not from now', () => {
    const issued = 0;
    // A one-hour link looked at 50 minutes after it was issued: still renewed at 55 minutes.
    expect(refreshDelayMs(at(issued + HOUR), issued + 50 * 60_000, issued)).toBe(5 * 60_000);
  });

  it('is due at once when the link is about to expire or has', () => {
    const now = 5_000_000;
    expect(refreshDelayMs(at(now + 10_000), now)).toBe(0);
    expect(refreshDelayMs(at(now - 1), now)).toBe(0);
  });

  it('has nothing to renew without a link', () => {
    expect(refreshDelayMs(null, 0)).toBeNull();
    expect(refreshDelayMs(undefined, 0)).toBeNull();
    expect(refreshDelayMs('not a date', 0)).toBeNull();
  });
});

describe('isDue', () => {
  it('is true for a link that ran out or is about to, false for a fresh one or none', () => {
    const now = 10_000_000;
    expect(isDue(at(now - 1000), now)).toBe(true);
    expect(isDue(at(now + 10_000), now)).toBe(true);
    expect(isDue(at(now + 3_600_000), now)).toBe(false);
    expect(isDue(null, now)).toBe(false);
  });
});
