import { EVALUATION_LIMITS } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import {
  NEW_CRITERION_WEIGHT,
  scorecardChanges,
  scorecardFormSchema,
  scorecardInput,
  scorecardValues,
  shareLabel,
  weightShares,
} from './scorecard-form.ts';

describe('the scorecard form', () => {
  it('starts with the criteria in their order, or one empty criterion on 1–5', () => {
    expect(
      scorecardValues({
        scale: 10,
        criteria: [
          { id: 'b', position: 1, name: 'Cost', guidance: '', weight: 20 },
          { id: 'a', position: 0, name: 'Impact', guidance: 'Who gains?', weight: 60 },
        ],
      }),
    ).toEqual({
      scale: 10,
      criteria: [
        { id: 'a', name: 'Impact', guidance: 'Who gains?', weight: 60 },
        { id: 'b', name: 'Cost', guidance: '', weight: 20 },
      ],
    });
    expect(scorecardValues(null)).toEqual({
      scale: 5,
      criteria: [{ id: null, name: '', guidance: '', weight: NEW_CRITERION_WEIGHT }],
    });
  });

  it('checks what the server checks: a name each, distinct, whole weights in range', () => {
    const parsed = scorecardFormSchema.safeParse({
      scale: 5,
      criteria: [
        { name: 'Impact', weight: 3 },
        { name: ' impact ', weight: 1.5 },
        { name: '', weight: Number.NaN },
      ],
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['criteria.1.weight', 'a weight is a whole number'],
        ['criteria.2.name', 'enter a criterion name'],
        ['criteria.2.weight', 'enter a weight'],
      ]),
    );
    const dup = scorecardFormSchema.safeParse({
      scale: 5,
      criteria: [
        { name: 'Impact', weight: 3 },
        { name: ' impact ', weight: 1 },
      ],
    });
    expect(dup.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['criteria.1.name', 'two criteria have this name'],
    ]);
  });

  it('sends existing criteria with their ids and new ones without', () => {
    const values = scorecardFormSchema.parse({
      scale: 10,
      criteria: [
        { id: 'a', name: ' Impact ', guidance: null, weight: 2 },
        { id: null, name: 'Cost', guidance: 'Cheaper is better', weight: 1 },
      ],
    });
    expect(scorecardInput('c-1', values)).toEqual({
      campaignId: 'c-1',
      scale: 10,
      criteria: [
        { id: 'a', name: 'Impact', guidance: '', weight: 2 },
        { name: 'Cost', guidance: 'Cheaper is better', weight: 1 },
      ],
    });
  });
});

describe('weight shares', () => {
  it('are whole percent adding up to 100', () => {
    expect(weightShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(weightShares([60, 20, 20])).toEqual([60, 20, 20]);
    expect(weightShares([2, 1])).toEqual([67, 33]);
    expect(weightShares([7])).toEqual([100]);
  });

  it('leave out a weight being typed', () => {
    expect(weightShares([3, Number.NaN, 1])).toEqual([75, null, 25]);
    expect(weightShares([Number.NaN])).toEqual([null]);
    expect(shareLabel(null)).toBe('–');
    expect(shareLabel(25)).toBe('25%');
  });
});

describe('what a scorecard with reviews may change', () => {
  it('keeps the scale and the set of criteria once reviews exist', () => {
    expect(scorecardChanges({ locked: true }, 3)).toEqual({ scale: false, add: false, remove: false });
    expect(scorecardChanges({ locked: false }, 3)).toEqual({ scale: true, add: true, remove: true });
    expect(scorecardChanges(null, 1)).toEqual({ scale: true, add: true, remove: false });
    expect(scorecardChanges(null, EVALUATION_LIMITS.criteria).add).toBe(false);
  });
});
