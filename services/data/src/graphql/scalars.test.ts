import { describe, expect, it } from 'vitest';
import { SCALARS } from './scalars.ts';

describe('AWSDate', () => {
  const date = SCALARS.AWSDate as Required<(typeof SCALARS)['AWSDate']>;

  it('takes a calendar date and answers a Date as its UTC day', () => {
    expect(date.parseValue('2026-11-26')).toBe('2026-11-26');
    expect(date.serialize(new Date(Date.UTC(2026, 10, 26, 23, 59)))).toBe('2026-11-26');
    expect(date.serialize('2026-01-31')).toBe('2026-01-31');
  });

  it('refuses anything else', () => {
    for (const bad of ['2026-11-26T00:00:00Z', '26/11/2026', '2026-13-45', '', 20261126])
      expect(() => date.parseValue(bad)).toThrow(/Invalid AWSDate value/);
  });
});
