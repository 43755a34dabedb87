import { MERGE_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { IdeaMerge } from './idea-api.ts';
import {
  mergeAlertByline,
  mergeAlertTitle,
  mergeBlockedReason,
  mergedRedirectHref,
  mergeTargets,
  orderedMerges,
  type TMergeCandidate,
  undoDeadline,
} from './merge-rules.ts';

const merge = (over: Partial<IdeaMerge> = {}): IdeaMerge => ({
  id: 'm1',
  sourceId: 's1',
  sourceTitle: 'Solar roofs',
  targetId: 't1',
  targetTitle: 'Solar panels on every roof',
  mergedByName: 'Ana Lopez',
  note: null,
  mergedAt: '2026-11-26T10:00:00.000Z',
  canUndo: true,
  ...over,
});

describe('mergedRedirectHref', () => {
  it('sends a merged idea to its target, naming the source', () => {
    expect(mergedRedirectHref({ id: 'a b', mergedIntoId: 'x/y', mergedIntoTitle: 'X' })).toBe(
      '/dashboard/ideation/ideas/x%2Fy?mergedFrom=a%20b',
    );
  });
  it('leaves an idea that is not merged where it is', () => {
    expect(mergedRedirectHref({ id: 'a', mergedIntoId: null, mergedIntoTitle: null })).toBeNull();
  });
  it('does not send anyone to a target they cannot see', () => {
    expect(mergedRedirectHref({ id: 'a', mergedIntoId: 'x', mergedIntoTitle: null })).toBeNull();
  });
});

describe('the merge alert', () => {
  it('names the merged idea in its title', () => {
    expect(mergeAlertTitle(merge())).toBe('“Solar roofs” was merged into this idea');
  });
  it('says who merged it and when, a moderator when the name is unknown', () => {
    expect(mergeAlertByline(merge(), '26 Nov 2026')).toBe('Merged by Ana Lopez on 26 Nov 2026.');
    expect(mergeAlertByline(merge({ mergedByName: null }), '26 Nov 2026')).toBe(
      'Merged by a moderator on 26 Nov 2026.',
    );
  });
  it('can be undone for a day after the merge', () => {
    expect(undoDeadline(merge()).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });
  it('lists the merge the visitor came from first, then the others newest first', () => {
    const older = merge({ id: 'm0', sourceId: 's0', mergedAt: '2026-11-25T10:00:00.000Z' });
    const newer = merge({ id: 'm2', sourceId: 's2', mergedAt: '2026-11-26T12:00:00.000Z' });
    expect(orderedMerges([older, merge(), newer], null).map((m) => m.id)).toEqual(['m2', 'm1', 'm0']);
    expect(orderedMerges([older, merge(), newer], 's0').map((m) => m.id)).toEqual(['m0', 'm2', 'm1']);
    expect(orderedMerges([older, newer], 'gone').map((m) => m.id)).toEqual(['m2', 'm0']);
  });
});

describe('mergeTargets', () => {
  const candidate = (over: Partial<TMergeCandidate>): TMergeCandidate => ({
    id: 'c',
    title: 'C',
    state: 'SUBMITTED',
    stage: 'NEW',
    campaignId: 'camp',
    anonymous: false,
    mergedIntoId: null,
    moderation: 'VISIBLE',
    ...over,
  });
  const source = { id: 'src', campaignId: 'camp', anonymous: false };

  it('offers submitted, unmerged ideas of the same campaign, never the idea itself', () => {
    const list = [
      candidate({ id: 'src' }),
      candidate({ id: 'ok' }),
      candidate({ id: 'merged', mergedIntoId: 'ok' }),
      candidate({ id: 'draft', state: 'DRAFT', stage: null }),
      candidate({ id: 'hidden', moderation: 'HIDDEN' }),
      candidate({ id: 'pending', moderation: 'PENDING' }),
      candidate({ id: 'other', campaignId: 'elsewhere' }),
      candidate({ id: 'workspace', campaignId: null }),
    ];
    expect(mergeTargets(source, list).map((c) => c.id)).toEqual(['ok']);
  });
  it('merges workspace ideas only into workspace ideas', () => {
    const list = [candidate({ id: 'workspace', campaignId: null }), candidate({ id: 'campaign' })];
    expect(mergeTargets({ id: 'src', campaignId: null, anonymous: false }, list).map((c) => c.id)).toEqual([
      'workspace',
    ]);
  });
  it('merges anonymous ideas only with anonymous ones, named ideas only with named ones', () => {
    const list = [candidate({ id: 'named' }), candidate({ id: 'anonymous', anonymous: true })];
    expect(mergeTargets({ ...source, anonymous: true }, list).map((c) => c.id)).toEqual(['anonymous']);
    expect(mergeTargets(source, list).map((c) => c.id)).toEqual(['named']);
  });
  it('refuses to merge an idea others were merged into', () => {
    expect(mergeBlockedReason({ mergedFrom: [{}] })).toBe(MERGE_MESSAGES.sourceHasMerges);
    expect(mergeBlockedReason({ mergedFrom: [] })).toBeNull();
  });
});
