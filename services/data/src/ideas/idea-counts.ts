// The board's counts (the total its filters match and the ideas per stage) kept per workspace and filter set, so
// a page of the board is one indexed statement rather than that plus a count over the workspace's every idea.
// The counts change only when an idea is submitted, moved, edited (title, summary, category, tags), re-tagged,
// deleted, merged or unmerged (a merged idea is off the board), or gains or loses a co-author (the "mine" filter):
// those functions call ideaCountsChanged, which
// forgets the workspace's counts in this process at once after the commit and in every other process through the
// pubsub (Redis with REDIS_URL). Votes, comments and follows leave them alone, so the busiest writes do not
// empty the cache. A count read while such a change commits is not kept (the workspace's generation moved on),
// and nothing is kept longer than COUNTS_TTL_MS, in case a process missed a message. A workspace change
// (WORKSPACE_CHANGES_TOPIC with its tenantId: campaigns announce every change of theirs) forgets them too: who sees
// a campaign's ideas may have changed.
import { WORKSPACE_CHANGES_TOPIC } from '../auth/workspace.ts';
import type { DataDeps } from '../deps.ts';
import type { PubSub } from '../realtime/pubsub.ts';

export const IDEA_COUNTS_TOPIC = 'internal:idea-counts';
const COUNTS_TTL_MS = 15_000;
const MAX_ENTRIES = 2_000;

export type StageCounts = ReadonlyMap<string, number>;

interface Entry {
  at: number;
  counts: StageCounts;
}

class IdeaCountsCache {
  readonly #entries = new Map<string, Entry>();
  /** Per workspace: how many times its counts were forgotten (a read started before a change is not kept). */
  readonly #generations = new Map<string, number>();

  generation(tenantId: string): number {
    return this.#generations.get(tenantId) ?? 0;
  }

  get(tenantId: string, key: string, now: number): StageCounts | undefined {
    const id = `${tenantId}\u0000${key}`;
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (now - entry.at > COUNTS_TTL_MS) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.counts;
  }

  set(tenantId: string, key: string, generation: number, counts: StageCounts, now: number): void {
    if (this.generation(tenantId) !== generation) return;
    const id = `${tenantId}\u0000${key}`;
    this.#entries.delete(id);
    this.#entries.set(id, { at: now, counts });
    // The oldest entries go first (a Map iterates in insertion order).
    while (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  forget(tenantId: string): void {
    this.#generations.set(tenantId, this.generation(tenantId) + 1);
    const prefix = `${tenantId}\u0000`;
    for (const id of this.#entries.keys()) if (id.startsWith(prefix)) this.#entries.delete(id);
  }
}

/** One cache per data service instance (its pubsub), listening to the changes every process announces. */
const caches = new WeakMap<PubSub, IdeaCountsCache>();

function cacheOf(pubsub: PubSub): IdeaCountsCache {
  let cache = caches.get(pubsub);
  if (!cache) {
    const created = new IdeaCountsCache();
    pubsub.subscribe(IDEA_COUNTS_TOPIC, (change) => {
      if (typeof change.tenantId === 'string') created.forget(change.tenantId);
    });
    // A workspace's change (a campaign's audience, roles or status among them) changes who sees which ideas.
    pubsub.subscribe(WORKSPACE_CHANGES_TOPIC, (change) => {
      if (typeof change.tenantId === 'string') created.forget(change.tenantId);
    });
    caches.set(pubsub, created);
    cache = created;
  }
  return cache;
}

/**
 * The board's counts for the workspace and this filter set (`key`: the filters, and the caller when they depend on
 * who asks), from the cache or from `count`, which is then kept.
 */
export async function boardCounts(
  deps: Pick<DataDeps, 'pubsub' | 'now'>,
  tenantId: string,
  key: string,
  count: () => Promise<StageCounts>,
): Promise<StageCounts> {
  const cache = cacheOf(deps.pubsub);
  const cached = cache.get(tenantId, key, deps.now().getTime());
  if (cached) return cached;
  const generation = cache.generation(tenantId);
  const counts = await count();
  cache.set(tenantId, key, generation, counts, deps.now().getTime());
  return counts;
}

/**
 * The workspace's board counts are no longer true once this transaction commits: forgotten here at once after the
 * commit, and in every process when the announcement arrives.
 */
export function ideaCountsChanged(
  ctx: { deps: Pick<DataDeps, 'pubsub' | 'logger'>; afterCommit(fn: () => Promise<void> | void): void },
  tenantId: string,
): void {
  ctx.afterCommit(async () => {
    cacheOf(ctx.deps.pubsub).forget(tenantId);
    try {
      await ctx.deps.pubsub.publish(IDEA_COUNTS_TOPIC, { tenantId });
    } catch (error) {
      ctx.deps.logger.warn({ err: error, tenantId }, 'announcing changed idea counts failed');
    }
  });
}
