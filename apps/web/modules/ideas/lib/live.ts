'use client';
// Live ideas: the data service's subscriptions to the Idea and IdeaComment models (onCreateIdea, onUpdateIdea,
// onDeleteIdea, onCreateIdeaComment, onUpdateIdeaComment), filtered by the server with the same visibility as the
// queries (another workspace's ideas and others' drafts never arrive). Each event invalidates the model's tag,
// so every query that shows ideas or comments (board-api.ts, idea-api.ts: `provides`) refetches: a vote, a
// comment, a new idea or a stage move appears without reload. The two feeds' states combine into one, shown
// as the notifications feed shows its own (data/components/live-status.tsx).
//
// Usage: const live = useIdeasLive('ideas-board');  <LiveStatus entry={live} />
import { MODEL_SPECS } from '@innov/contracts/generated/models';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import type { RealtimeEntry } from '../../data/lib/realtime-slice.ts';
import type { ModelSpec } from '../../data/lib/requests.ts';
import { combineStatus, useModelRealtime } from '../../data/lib/use-realtime.ts';

/** The Idea model's record as events carry it (generated from the data service's model): counts and stage. */
export const IdeaModel: ModelSpec = MODEL_SPECS.Idea;

export const IdeaCommentModel: ModelSpec = MODEL_SPECS.IdeaComment;

/** Both feeds: failed if one failed (with its message), pending while one is, else connected. */
export function combineEntries(entries: RealtimeEntry[]): RealtimeEntry {
  const status = combineStatus(entries.map((e) => e.status));
  const failed = entries.find((e) => e.status === 'failed');
  return { status, message: failed?.message ?? null, since: Math.max(0, ...entries.map((e) => e.since)) };
}

/** `key`: the screen's name for its feeds (one per screen). */
export function useIdeasLive(key: string, { comments = true }: { comments?: boolean } = {}): RealtimeEntry {
  const { user } = useAuth();
  const ideas = useModelRealtime({
    key: `${key}:ideas`,
    model: IdeaModel,
    authMode: 'userPool',
    enabled: Boolean(user),
  });
  const commentFeed = useModelRealtime({
    key: `${key}:comments`,
    model: IdeaCommentModel,
    authMode: 'userPool',
    events: ['Create', 'Update'],
    enabled: Boolean(user) && comments,
  });
  return comments ? combineEntries([ideas, commentFeed]) : ideas;
}
