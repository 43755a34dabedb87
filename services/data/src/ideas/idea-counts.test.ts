import { describe, expect, it } from 'vitest';
import { WORKSPACE_CHANGES_TOPIC } from '../auth/workspace.ts';
import { createInProcessPubSub } from '../realtime/pubsub.ts';
import { boardCounts, ideaCountsChanged } from './idea-counts.ts';

function deps(start = 0) {
  let t = start;
  return {
    pubsub: createInProcessPubSub(),
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
    logger: { warn() {} } as never,
  };
}

/** A change committing: ideaCountsChanged's after-commit work, run. */
async function commitChange(d: ReturnType<typeof deps>, tenantId: string) {
  const after: (() => Promise<void> | void)[] = [];
  ideaCountsChanged({ deps: d, afterCommit: (fn) => after.push(fn) }, tenantId);
  for (const fn of after) await fn();
}

describe('the board counts cache', () => {
  it('counts once per workspace and filters until a change in that workspace commits', async () => {
    const d = deps();
    let runs = 0;
    const count = async () => {
      runs++;
      return new Map([['NEW', runs]]);
    };
    expect((await boardCounts(d, 't1', 'all', count)).get('NEW')).toBe(1);
    expect((await boardCounts(d, 't1', 'all', count)).get('NEW')).toBe(1);
    await boardCounts(d, 't2', 'all', count);
    await boardCounts(d, 't1', 'category', count);
    expect(runs).toBe(3);
    await commitChange(d, 't1');
    expect((await boardCounts(d, 't1', 'all', count)).get('NEW')).toBe(4);
    // Another workspace's counts stay.
    expect((await boardCounts(d, 't2', 'all', count)).get('NEW')).toBe(2);
  });

  it('does not keep counts read while a change committed', async () => {
    const d = deps();
    let release!: () => void;
    const slow = () =>
      new Promise<Map<string, number>>((resolve) => {
        release = () => resolve(new Map([['NEW', 1]]));
      });
    const reading = boardCounts(d, 't1', 'all', slow);
    await commitChange(d, 't1');
    release();
    expect((await reading).get('NEW')).toBe(1);
    let fresh = 0;
    await boardCounts(d, 't1', 'all', async () => new Map([['NEW', ++fresh + 1]]));
    expect(fresh).toBe(1);
  });

  it('forgets counts after their time', async () => {
    const d = deps();
    let runs = 0;
    const count = async () => new Map([['NEW', ++runs]]);
    await boardCounts(d, 't1', 'all', count);
    d.advance(14_000);
    await boardCounts(d, 't1', 'all', count);
    expect(runs).toBe(1);
    d.advance(2_000);
    await boardCounts(d, 't1', 'all', count);
    expect(runs).toBe(2);
  });

  it('forgets a workspace’s counts when the workspace changes (a campaign’s audience, roles or status)', async () => {
    const d = deps();
    let runs = 0;
    const count = async () => new Map([['NEW', ++runs]]);
    await boardCounts(d, 't1', 'all', count);
    await boardCounts(d, 't2', 'all', count);
    await d.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { tenantId: 't1' });
    expect((await boardCounts(d, 't1', 'all', count)).get('NEW')).toBe(3);
    expect((await boardCounts(d, 't2', 'all', count)).get('NEW')).toBe(2);
    // A user's change alone leaves the counts.
    await d.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { userId: 'ada' });
    expect((await boardCounts(d, 't1', 'all', count)).get('NEW')).toBe(3);
  });
});
