// What merging ideas shares (issue 29; docs/architecture.md, "Ideas": merging): the guard every write on an idea
// runs (a merged idea takes no writes until its merge is undone), the lock both merge functions take on the two
// ideas (in id order, as moveIdeas does, so a merge and a vote or another merge wait for each other instead of
// deadlocking), what a merge moved, and the merges an idea page shows (IdeaDetails `merge` and `mergedFrom`).
import { EVALUATION_LIMITS, MERGE_MESSAGES } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { Errors } from '../errors.ts';
import { type IdeaRow, moderatesIdeaSql, visibleIdea, visibleIdeaSql } from './idea-access.ts';

/** A merge as the idea page shows it. */
export interface IdeaMerge {
  id: string;
  sourceId: string;
  sourceTitle: string;
  targetId: string;
  /** Null when the caller does not see the idea it was merged into. */
  targetTitle: string | null;
  mergedByName: string | null;
  note: string | null;
  mergedAt: Date;
  /** The caller moderates the merged idea, the merge is less than a day old and its target is not merged itself. */
  canUndo: boolean;
}

/** What a merge added to its target (user ids; comment ids), so that undoing it takes back exactly that. */
export interface MergeMoved {
  comments: string[];
  followers: string[];
  votes: string[];
  coAuthors: string[];
  /** Votes the source's authors had given the target, withdrawn when they became its co-authors. */
  unvoted: string[];
}

/** The `moved` column as stored (older or partial objects read as empty lists). */
export function mergeMoved(value: unknown): MergeMoved {
  const o = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const list = (k: string) => (Array.isArray(o[k]) ? (o[k] as unknown[]).filter((v) => typeof v === 'string') : []);
  return {
    comments: list('comments') as string[],
    followers: list('followers') as string[],
    votes: list('votes') as string[],
    coAuthors: list('coAuthors') as string[],
    unvoted: list('unvoted') as string[],
  };
}

/** Every write on a merged idea is refused with this, until the merge is undone. */
export function requireNotMerged(idea: Pick<IdeaRow, 'merged_into'>): void {
  if (idea.merged_into) throw Errors.validation(MERGE_MESSAGES.merged);
}

/**
 * Locks the row of each idea the caller sees among `ids`, in id order, and answers them by id (the ones out of
 * sight, or deleted, are missing from the map and not locked). voteIdea, followIdea and addIdeaComment lock the
 * idea's row, so they run wholly before or wholly after a merge of that idea.
 */
export async function lockVisibleIdeas(
  q: RawQuery,
  tenantId: string,
  me: string,
  ids: readonly string[],
): Promise<Map<string, IdeaRow>> {
  const locked = new Map<string, IdeaRow>();
  for (const id of [...new Set(ids)].sort()) {
    const row = await visibleIdea(q, tenantId, me, id, { lock: true });
    if (row) locked.set(id, row);
  }
  return locked;
}

/** The moment before which a merge made can no longer be undone. */
export const undoDeadline = (now: Date) => new Date(now.getTime() - EVALUATION_LIMITS.mergeUndoHours * 3_600_000);

/** The latest merge of `sourceId` not undone, with its row locked, or undefined. */
export async function activeMergeOf(
  q: RawQuery,
  sourceId: string,
): Promise<{ id: string; target_id: string; moved: unknown; merged_at: Date; note: string | null } | undefined> {
  const [row] = await q<{ id: string; target_id: string; moved: unknown; merged_at: Date; note: string | null }>(
    `select id, target_id, moved, merged_at, note from app.idea_merges
      where source_id = $1 and undone_at is null order by merged_at desc, id limit 1 for update`,
    [sourceId],
  );
  return row;
}

interface MergeRow {
  id: string;
  source_id: string;
  source_title: string;
  target_id: string;
  target_title: string | null;
  merged_by_name: string | null;
  note: string | null;
  merged_at: Date;
  can_undo: boolean;
}

const toMerge = (r: MergeRow): IdeaMerge => ({
  id: r.id,
  sourceId: r.source_id,
  sourceTitle: r.source_title,
  targetId: r.target_id,
  targetTitle: r.target_title,
  mergedByName: r.merged_by_name,
  note: r.note,
  mergedAt: r.merged_at,
  canUndo: r.can_undo,
});

/**
 * The merges the idea page of `idea` shows the caller `me`: `merge`, the active merge of a merged idea, and
 * `mergedFrom`, the active merges into it whose merged idea the caller sees, newest first.
 */
export async function readIdeaMerges(
  q: RawQuery,
  tenantId: string,
  me: string,
  idea: Pick<IdeaRow, 'id' | 'merged_into'>,
  now: Date,
): Promise<{ merge: IdeaMerge | null; mergedFrom: IdeaMerge[] }> {
  const rows = await q<MergeRow & { is_source: boolean }>(
    `select m.id, m.source_id, s.title as source_title, m.target_id, m.note, m.merged_at,
            (m.source_id = $1) as is_source,
            case when ${visibleIdeaSql('t', '$2', '$3')} then t.title end as target_title,
            (select coalesce(nullif(p.name, ''), p.email) from app.user_profiles p where p.id = m.merged_by) as merged_by_name,
            (${moderatesIdeaSql('s', '$3')} and m.merged_at > $4::timestamptz and t.merged_into is null
             and s.merged_into = m.target_id) as can_undo
       from app.idea_merges m
       join app.ideas s on s.id = m.source_id
       join app.ideas t on t.id = m.target_id
      where m.tenant_id = $2 and m.undone_at is null
        and ((m.source_id = $1 and $5::boolean) or (m.target_id = $1 and ${visibleIdeaSql('s', '$2', '$3')}))
      order by m.merged_at desc, m.id`,
    [idea.id, tenantId, me, undoDeadline(now), idea.merged_into !== null],
  );
  const merge = rows.find((r) => r.is_source);
  return {
    merge: merge ? toMerge(merge) : null,
    mergedFrom: rows.filter((r) => !r.is_source).map(toMerge),
  };
}
