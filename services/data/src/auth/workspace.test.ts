import { describe, expect, it } from 'vitest';
import type { MembershipSource } from '../store/filter.ts';
import { NO_WORKSPACE, WORKSPACE_CACHE_MS, WorkspaceCache, type WorkspaceContext } from './workspace.ts';

const ctx = (tenantId: string | null): WorkspaceContext => ({
  ...NO_WORKSPACE,
  tenantId,
  role: tenantId ? 'member' : null,
});

function setup() {
  let now = 0;
  const loads: string[] = [];
  const tenants: Record<string, string | null> = { ada: 't1', bob: 't1', cy: 't2' };
  const cache = new WorkspaceCache(
    async (userId) => {
      loads.push(userId);
      return ctx(tenants[userId] ?? null);
    },
    () => now,
  );
  return { cache, loads, advance: (ms: number) => (now += ms) };
}

describe('WorkspaceCache', () => {
  it('loads a user once within the cache time and again after it', async () => {
    const s = setup();
    await s.cache.get('ada');
    await s.cache.get('ada');
    expect(s.loads).toEqual(['ada']);
    s.advance(WORKSPACE_CACHE_MS);
    await s.cache.get('ada');
    expect(s.loads).toEqual(['ada', 'ada']);
  });

  it("forgets every member of a workspace that changed, and no one else's", async () => {
    const s = setup();
    await Promise.all([s.cache.get('ada'), s.cache.get('bob'), s.cache.get('cy')]);
    s.cache.onChange({ tenantId: 't1' });
    await Promise.all([s.cache.get('ada'), s.cache.get('bob'), s.cache.get('cy')]);
    expect(s.loads.sort()).toEqual(['ada', 'ada', 'bob', 'bob', 'cy']);
  });

  it('forgets a user whose membership or identity changed', async () => {
    const s = setup();
    await s.cache.get('ada');
    s.cache.onChange({ userId: 'ada' });
    await s.cache.get('ada');
    s.cache.onIdentityEvent({ id: 'e1', kind: 'UserDeleted', userPoolId: 'p', username: 'ada', sub: 's', at: '' });
    await s.cache.get('ada');
    expect(s.loads).toEqual(['ada', 'ada', 'ada']);
  });

  it('does not remember a failed load', async () => {
    let fail = true;
    let calls = 0;
    const cache = new WorkspaceCache(async () => {
      calls++;
      if (fail) throw new Error('database down');
      return NO_WORKSPACE;
    });
    await expect(cache.get('ada')).rejects.toThrow('database down');
    fail = false;
    await expect(cache.get('ada')).resolves.toBe(NO_WORKSPACE);
    expect(calls).toBe(2);
  });
});

describe('WorkspaceCache membership sets', () => {
  const teams: MembershipSource = { id: 'teams', table: '"app"."team_members"', key: '"team_id"', user: '"user_id"' };
  const campaigns: MembershipSource = { ...teams, id: 'campaigns' };

  function withSets() {
    let now = 0;
    const loads: string[] = [];
    const tenants: Record<string, string> = { ada: 't1', bob: 't1', cy: 't2' };
    const cache = new WorkspaceCache(
      async (userId) => ctx(tenants[userId] ?? null),
      () => now,
      async (source, userId) => {
        loads.push(`${userId}:${source.id}`);
        return new Set([`${source.id}-of-${userId}`]);
      },
    );
    return { cache, loads, advance: (ms: number) => (now += ms) };
  }

  it("loads a user's set per membership table once within the cache time, and again after it", async () => {
    const s = withSets();
    expect(await s.cache.memberOf('ada', teams)).toEqual(new Set(['teams-of-ada']));
    await s.cache.memberOf('ada', teams);
    await s.cache.memberOf('ada', campaigns);
    expect(s.loads).toEqual(['ada:teams', 'ada:campaigns']);
    s.advance(WORKSPACE_CACHE_MS);
    await s.cache.memberOf('ada', teams);
    expect(s.loads).toEqual(['ada:teams', 'ada:campaigns', 'ada:teams']);
  });

  it("forgets a user's sets at once when their memberships or identity change, well within the cache time", async () => {
    const s = withSets();
    await s.cache.memberOf('ada', teams);
    await s.cache.memberOf('bob', teams);
    s.cache.onChange({ userId: 'ada' });
    await s.cache.memberOf('ada', teams);
    await s.cache.memberOf('bob', teams);
    s.cache.onIdentityEvent({ id: 'e1', kind: 'UserDeleted', userPoolId: 'p', username: 'bob', sub: 's', at: '' });
    await s.cache.memberOf('bob', teams);
    expect(s.loads).toEqual(['ada:teams', 'bob:teams', 'ada:teams', 'bob:teams']);
  });

  it("forgets the sets of a changed workspace's members (and of users whose workspace it does not know)", async () => {
    const s = withSets();
    await Promise.all([s.cache.get('ada'), s.cache.get('cy')]);
    await Promise.all(['ada', 'bob', 'cy'].map((u) => s.cache.memberOf(u, teams)));
    s.cache.onChange({ tenantId: 't1' });
    await Promise.all(['ada', 'bob', 'cy'].map((u) => s.cache.memberOf(u, teams)));
    // ada is in t1; bob's workspace was never loaded here, so it may be t1; cy is in t2 and keeps hers.
    expect(s.loads.sort()).toEqual(['ada:teams', 'ada:teams', 'bob:teams', 'bob:teams', 'cy:teams']);
  });

  it('does not remember a failed load', async () => {
    let fail = true;
    let calls = 0;
    const cache = new WorkspaceCache(
      async () => NO_WORKSPACE,
      Date.now,
      async () => {
        calls++;
        if (fail) throw new Error('database down');
        return new Set(['red']);
      },
    );
    await expect(cache.memberOf('ada', teams)).rejects.toThrow('database down');
    fail = false;
    await expect(cache.memberOf('ada', teams)).resolves.toEqual(new Set(['red']));
    expect(calls).toBe(2);
  });
});
