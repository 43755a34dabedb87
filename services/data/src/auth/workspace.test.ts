import { describe, expect, it } from 'vitest';
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
