import { describe, expect, it } from 'vitest';
import { formatDate, readTimeText } from './format.ts';

describe('resource formatting', () => {
  it('formats dates as yyyy/MM/dd HH:mm:ss in UTC', () => {
    expect(formatDate('2026-03-04T05:06:07.000Z')).toBe('2026/03/04 05:06:07 UTC');
    expect(formatDate(null)).toBe('');
  });
  it('gives at least one minute of reading', () => {
    expect(readTimeText(0)).toBe('1 min read');
    expect(readTimeText(7)).toBe('7 min read');
  });
});
