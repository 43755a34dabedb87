// An anonymous idea's comments as others see them (docs/architecture.md, "Campaigns": anonymity): a comment written
// by the idea's author or a co-author shows 'Anonymous' and no owner to everyone but the idea's authors, its
// campaign's owners and moderators and platform admins. The database keeps the real author; only answers change.
import { ANONYMOUS_AUTHOR } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { type IdeaRow, seesAuthorSql } from './idea-access.ts';

/** The idea's authors (the author and every co-author), whose comments on it are anonymous when it is. */
export async function ideaAuthorIds(q: RawQuery, idea: Pick<IdeaRow, 'id' | 'owner'>): Promise<Set<string>> {
  const rows = await q<{ user_id: string }>('select user_id from app.idea_coauthors where idea_id = $1', [idea.id]);
  return new Set([idea.owner, ...rows.map((r) => r.user_id)]);
}

/** A comment record with its author hidden. */
const anonymised = <T extends Record<string, unknown>>(comment: T): T => ({
  ...comment,
  owner: null,
  authorName: ANONYMOUS_AUTHOR,
});

/**
 * How `viewer` (null: everyone at once, as a realtime event) sees the idea's comments: those of its authors
 * anonymised when the idea is anonymous and the viewer may not know its authors.
 */
export async function commentsAsSeen<T extends Record<string, unknown>>(
  q: RawQuery,
  idea: Pick<IdeaRow, 'id' | 'owner' | 'anonymous'>,
  viewer: { userId: string; admin: boolean } | null,
  comments: T[],
): Promise<T[]> {
  if (!idea.anonymous || comments.length === 0 || viewer?.admin) return comments;
  if (viewer) {
    const [row] = await q<{ sees: boolean }>(
      `select ${seesAuthorSql('i', '$2')} as sees from app.ideas i where i.id = $1`,
      [idea.id, viewer.userId],
    );
    if (row?.sees) return comments;
  }
  const authors = await ideaAuthorIds(q, idea);
  return comments.map((c) => (typeof c.owner === 'string' && authors.has(c.owner) ? anonymised(c) : c));
}

/** One comment as a realtime event carries it (everyone receives the same record). */
export async function commentEvent<T extends Record<string, unknown>>(
  q: RawQuery,
  idea: Pick<IdeaRow, 'id' | 'owner' | 'anonymous'>,
  comment: T,
): Promise<T> {
  const [shown] = await commentsAsSeen(q, idea, null, [comment]);
  return shown as T;
}
