'use client';
// Merging duplicate ideas as the data service's ideas domain serves it (issue 29: mergeIdea, undoIdeaMerge). A
// moderator of both ideas merges one into another: its author becomes a co-author of the target, its comments and
// followers move across, its votes join the target's without counting anyone twice, and its page redirects there;
// within a day the merge can be undone. Both answer an IdeaDetails (the target's, the restored source's) and change
// what the board, the idea pages and the campaign show, so they invalidate 'Idea', 'IdeaComment' and 'Campaign'.
//
// Usage:
//   const [merge] = MergeIdea.useMutation();
//   await call(() => merge({ variables: { input: { sourceId, targetId, note } } }).unwrap());
//   const [undo] = UndoIdeaMerge.useMutation();  await call(() => undo({ variables: { input: { sourceId } } }).unwrap());
import { EVALUATION_LIMITS } from '@innov/contracts';
import { z } from 'zod';
import { CAMPAIGN_TAG } from '../../campaigns/lib/campaign-api.ts';
import { defineFunction } from '../../data/lib/model.ts';
import { IDEA_COMMENT_TAG, IDEA_TAG } from './board-api.ts';
import { IDEA_DETAILS_FIELDS, type IdeaDetails } from './idea-api.ts';

export type { IdeaMerge } from './idea-api.ts';

const CHANGES = { invalidates: [IDEA_TAG, IDEA_COMMENT_TAG, CAMPAIGN_TAG] };

/** The target's details after the merge. */
export const MergeIdea = defineFunction<IdeaDetails>(
  { name: 'mergeIdea', kind: 'mutation', args: { input: 'MergeIdeaInput!' }, selection: IDEA_DETAILS_FIELDS },
  'userPool',
  CHANGES,
);

/** The restored source's details. */
export const UndoIdeaMerge = defineFunction<IdeaDetails>(
  { name: 'undoIdeaMerge', kind: 'mutation', args: { input: 'UndoIdeaMergeInput!' }, selection: IDEA_DETAILS_FIELDS },
  'userPool',
  CHANGES,
);

/** The merge dialog's note (optional, within the contract's limit); the target is chosen apart. */
export const ZMergeNote = z.object({
  note: z.string().trim().max(EVALUATION_LIMITS.mergeNote, `at most ${EVALUATION_LIMITS.mergeNote} characters`),
});
