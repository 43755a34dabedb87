import { describe, expect, it } from 'vitest';
import { histogramOf } from './admin-survey-results.ts';

const number = { control: 'NUMBER' as const, validation: null };

describe('a survey question histogram', () => {
  it('has one bin per whole value when there are few', () => {
    const bins = histogramOf(
      [
        { value: 2, count: 1 },
        { value: 4, count: 3 },
      ],
      number,
    );
    expect(bins.map((b) => [b.from, b.count])).toEqual([
      [2, 1],
      [3, 0],
      [4, 3],
    ]);
  });

  it('ends for values past 2^53, where adding one to a float changes nothing', () => {
    const bins = histogramOf(
      [
        { value: 1e17, count: 1 },
        { value: 1e17 + 16, count: 1 },
      ],
      number,
    );
    expect(bins.length).toBeLessThanOrEqual(40);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(2);
  });

  it('is empty rather than made of NaN bins when the values do not fit a double', () => {
    expect(
      histogramOf(
        [
          { value: -1.5e308, count: 1 },
          { value: 1.5e308, count: 1 },
        ],
        number,
      ),
    ).toEqual([]);
  });
});
