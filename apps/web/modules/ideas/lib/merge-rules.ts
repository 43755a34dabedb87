// What the idea pages say and do about merged ideas, decided apart from React (issue 29): where a merged idea's page
// goes (its target, saying which idea it came from), the alert on the target, how long a merge can be undone,
// and which ideas the merge dialog offers as targets (the rules of mergeIdea the page can know: not itself, not
// merged, submitted and on the board, the same campaign or both workspace ideas, anonymous with anonymous and named
// with named), and why an idea cannot be merged at all (others were merged into it). Pure.
import { EVALUATION_LIMITS, type IdeaCard, MERGE_MESSAGES } from '@innov/contracts';
import { IDEAS_HREF } from '../../dashboard/lib/navigation.ts';
import type { IdeaMerge } from './idea-api.ts';

/** The query parameter the target's page reads to say which idea was merged into it. */
export const MERGED_FROM_PARAM = 'mergedFrom';

/**
 * Where a merged idea's page goes: its target, with the source named; null for an idea that is not merged, or
 * whose target the caller does not see (the server leaves `mergedIntoTitle` out: the page says it was merged).
 */
export function mergedRedirectHref(idea: Pick<IdeaCard, 'id' | 'mergedIntoId' | 'mergedIntoTitle'>): string | null {
  if (!idea.mergedIntoId || idea.mergedIntoTitle === null) return null;
  return `${IDEAS_HREF}/${encodeURIComponent(idea.mergedIntoId)}?${MERGED_FROM_PARAM}=${encodeURIComponent(idea.id)}`;
}

/** The alert's title on the target: “<source>” was merged into this idea. */
export function mergeAlertTitle(merge: Pick<IdeaMerge, 'sourceTitle'>): string {
  return `“${merge.sourceTitle}” was merged into this idea`;
}

/** "Merged by Ana Lopez on 3 Dec 2026." (`date`: the merge's date as the page formats it). */
export function mergeAlertByline(merge: Pick<IdeaMerge, 'mergedByName'>, date: string): string {
  return `Merged by ${merge.mergedByName ?? 'a moderator'} on ${date}.`;
}

/** What moves with a merge, for the merge dialog's text. */
export const MERGE_EFFECTS =
  'Its author becomes a co-author there, and its comments, followers and votes move across (a person who voted for both counts once).';

/** When a merge can no longer be undone. */
export function undoDeadline(merge: Pick<IdeaMerge, 'mergedAt'>): Date {
  return new Date(new Date(merge.mergedAt).getTime() + EVALUATION_LIMITS.mergeUndoHours * 3600_000);
}

/**
 * The merges shown on a target's page, newest first, the one the visitor came from (`?mergedFrom=`) first of all.
 */
export function orderedMerges(mergedFrom: readonly IdeaMerge[], cameFrom: string | null): IdeaMerge[] {
  const list = [...mergedFrom].sort((a, b) => b.mergedAt.localeCompare(a.mergedAt));
  const index = cameFrom ? list.findIndex((m) => m.sourceId === cameFrom) : -1;
  if (index > 0) list.unshift(...list.splice(index, 1));
  return list;
}

export type TMergeSource = Pick<IdeaCard, 'id' | 'campaignId' | 'anonymous'>;
export type TMergeCandidate = Pick<
  IdeaCard,
  'id' | 'title' | 'state' | 'campaignId' | 'anonymous' | 'mergedIntoId' | 'stage' | 'moderation'
>;

/** Why this idea cannot be merged into another: ideas were merged into it (merge them into its target instead). */
export function mergeBlockedReason(details: { mergedFrom: readonly unknown[] }): string | null {
  return details.mergedFrom.length > 0 ? MERGE_MESSAGES.sourceHasMerges : null;
}

/** The ideas the source may be merged into, of those a search found (the server checks again). */
export function mergeTargets<T extends TMergeCandidate>(source: TMergeSource, candidates: readonly T[]): T[] {
  return candidates.filter(
    (c) =>
      c.id !== source.id &&
      c.state === 'SUBMITTED' &&
      c.moderation === 'VISIBLE' &&
      !c.mergedIntoId &&
      (c.campaignId ?? null) === (source.campaignId ?? null) &&
      c.anonymous === source.anonymous,
  );
}
