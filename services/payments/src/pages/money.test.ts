import { describe, expect, it } from 'vitest';
import { cadence, formatAmount, formatDate } from './money.ts';

describe('hosted pages money', () => {
  it('formats minor units in the currency', () => {
    expect(formatAmount(1999, 'gbp')).toBe('£19.99');
    expect(formatAmount(500, 'JPY')).toBe('JP¥500');
    expect(formatAmount(-250, 'eur')).toBe('-€2.50');
    expect(formatAmount(1234, 'not-a-code')).toBe('12.34');
  });
  it('says the cadence and the date', () => {
    expect(cadence({ interval: 'month', interval_count: 1 })).toBe('per month');
    expect(cadence({ interval: 'week', interval_count: 2 })).toBe('every 2 weeks');
    expect(cadence(null)).toBe('');
    expect(formatDate(Date.UTC(2026, 10, 26, 23, 59) / 1000)).toBe('26 November 2026');
  });
});
