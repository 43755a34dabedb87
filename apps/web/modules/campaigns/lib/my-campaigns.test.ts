import { describe, expect, it } from 'vitest';
import type { CampaignSummary, CampaignTask } from './campaign-api.ts';
import { groupByPart, myPart, sortTasks, taskView } from './my-campaigns.ts';

const NOW = new Date('2026-11-26T09:00:00Z');
const summary = (id: string, myRoles: CampaignSummary['myRoles']) => ({ id, myRoles }) as CampaignSummary;

describe('my campaigns by my part', () => {
  it('puts each campaign once, under my highest role, participants last', () => {
    expect(myPart({ myRoles: ['EVALUATOR', 'OWNER'] })).toBe('OWNER');
    expect(myPart({ myRoles: [] })).toBe('PARTICIPANT');
    const groups = groupByPart([
      summary('a', []),
      summary('b', ['MODERATOR']),
      summary('c', ['OWNER', 'MODERATOR']),
      summary('d', ['MODERATOR']),
    ]);
    expect(groups.map((g) => [g.part, g.campaigns.map((c) => c.id)])).toEqual([
      ['OWNER', ['c']],
      ['MODERATOR', ['b', 'd']],
      ['PARTICIPANT', ['a']],
    ]);
  });
});

describe('my tasks', () => {
  const task = (over: Partial<CampaignTask>): CampaignTask => ({
    kind: 'MODERATE_IDEA',
    campaignId: 'c-1',
    campaignTitle: 'Greener offices',
    ideaId: null,
    ideaTitle: null,
    phaseName: null,
    dueAt: null,
    ...over,
  });

  it('links each task to the page it is done on', () => {
    expect(taskView(task({ ideaId: 'i-1', ideaTitle: 'Solar roof' }), NOW)).toEqual({
      title: 'Approve or reject “Solar roof”',
      detail: 'Waiting for approval in Greener offices',
      href: '/dashboard/ideation/ideas/i-1',
      action: 'Moderate',
    });
    expect(
      taskView(
        task({ kind: 'FINISH_DRAFT', ideaId: 'i-2', ideaTitle: 'Bike racks', dueAt: '2026-11-27T17:00:00Z' }),
        NOW,
      ),
    ).toMatchObject({ title: 'Finish your draft “Bike racks”', href: '/dashboard/ideation/create?idea=i-2' });
    expect(taskView(task({ kind: 'PHASE_CLOSING', phaseName: 'Submission' }), NOW)).toMatchObject({
      title: 'Submission closes soon',
      href: '/dashboard/campaigns/c-1',
    });
  });

  it('sends an evaluator to the review page on the idea, with its due date', () => {
    expect(
      taskView(
        task({
          kind: 'REVIEW_DUE',
          campaignId: 'c 1',
          ideaId: 'i-3',
          ideaTitle: 'Solar roof',
          dueAt: '2026-11-30T17:00:00Z',
        }),
        NOW,
      ),
    ).toMatchObject({
      title: 'Review “Solar roof”',
      detail: expect.stringMatching(/^Greener offices · due 30 Nov, \d\d:\d\d$/),
      href: '/dashboard/campaigns/c%201/review?idea=i-3',
      action: 'Review',
    });
    expect(taskView(task({ kind: 'REVIEW_DUE', ideaId: 'i-4' }), NOW)).toMatchObject({
      title: 'Review an idea',
      detail: 'Greener offices',
    });
  });

  it('lists the soonest due first', () => {
    const sorted = sortTasks([
      task({ ideaId: 'none' }),
      task({ ideaId: 'late', dueAt: '2026-11-28T00:00:00Z' }),
      task({ ideaId: 'soon', dueAt: '2026-11-27T00:00:00Z' }),
    ]);
    expect(sorted.map((t) => t.ideaId)).toEqual(['soon', 'late', 'none']);
  });
});
