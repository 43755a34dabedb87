'use client';
// One idea as the data service's ideas domain serves it (getIdea, listIdeaVersions, listIdeaComments,
// listIdeaActivity, listIdeaPeople and the idea's mutations; the contract of issue 24): its content with the
// fields of its template version, its stage history, what the caller may do (canEdit, canModerate, canVote),
// comments (top-level paged, replies after their parent), the activity trail. (A campaign moderator's moderateIdea
// is with the campaigns' documents: campaigns/lib/campaign-api.ts.) The queries carry the tags 'Idea'
// and 'IdeaComment', so a mutation here or an event arriving live (live.ts) refetches them.
//
// Usage:
//   const { data: details } = IdeaQuery.useQuery({ variables: { id } });
//   const [vote] = VoteIdea.useMutation();  await call(() => vote({ variables: { input: { ideaId, vote: true } } }).unwrap());
import type { CoAuthorStatus, FormField, IdeaPerson, IdeaStage } from '@innov/contracts';
import { IDEAS_HREF } from '../../dashboard/lib/navigation.ts';
import { defineFunction } from '../../data/lib/model.ts';
import { IDEA_CARD_FIELDS, IDEA_COMMENT_TAG, IDEA_TAG, type IdeaCard } from './board-api.ts';
import { FORM_FIELD_SELECTION } from './templates-api.ts';

export { parseJsonObject } from './idea-rules.ts';

export interface IdeaStageEvent {
  id: string;
  fromStage: IdeaStage | null;
  toStage: IdeaStage;
  actorName: string | null;
  note: string | null;
  createdAt: string;
}

export interface IdeaDetails {
  idea: IdeaCard;
  /** AWSJSON: the answers by field id (a JSON string on the wire, parsed by `answersOf`). */
  content: string | Record<string, unknown>;
  templateVersion: number;
  fields: FormField[];
  latestTemplateVersion: number;
  stageHistory: IdeaStageEvent[];
  canEdit: boolean;
  canModerate: boolean;
  canVote: boolean;
  /** Comments are open to the caller (a campaign's idea: its phase allows them). */
  canComment: boolean;
  /** The caller sees the real author of an anonymous idea (its author, the campaign's moderators). */
  seesAuthor: boolean;
  myCoAuthorStatus: CoAuthorStatus | null;
  editLockedReason: string | null;
  /** On an idea merged into another: the merge (its page redirects to the target). */
  merge: IdeaMerge | null;
  /** On an idea others were merged into: those merges, newest first. */
  mergedFrom: IdeaMerge[];
}

export interface IdeaVersion {
  version: number;
  title: string;
  summary: string | null;
  content: string | Record<string, unknown>;
  templateVersion: number;
  fields: FormField[];
  category: string | null;
  createdByName: string | null;
  createdAt: string;
}

export interface IdeaComment {
  id: string;
  ideaId: string;
  parentId: string | null;
  /** null when the comment's author is hidden (an anonymous idea's author or co-author). */
  owner: string | null;
  authorName: string | null;
  /** null once deleted (the replies stay). */
  body: string | null;
  mentions: string[];
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
}

export interface IdeaActivity {
  id: string;
  action: string;
  actorName: string | null;
  /** AWSJSON (title, stage from/to, names). */
  details: string | Record<string, unknown> | null;
  createdAt: string;
}

/** One idea merged into another (issue 29): who merged it, when, with which note; `canUndo` within a day. */
export interface IdeaMerge {
  id: string;
  sourceId: string;
  sourceTitle: string;
  targetId: string;
  /** null when the target is out of the caller's sight. */
  targetTitle: string | null;
  mergedByName: string | null;
  note: string | null;
  mergedAt: string;
  canUndo: boolean;
}

export type { IdeaPerson };

const IDEA_MERGE_FIELDS = 'id sourceId sourceTitle targetId targetTitle mergedByName note mergedAt canUndo';

/** getIdea's answer; the merge mutations (merge-api.ts) answer it too. */
export const IDEA_DETAILS_FIELDS = `idea { ${IDEA_CARD_FIELDS} } content templateVersion fields { ${FORM_FIELD_SELECTION} } latestTemplateVersion stageHistory { id fromStage toStage actorName note createdAt } canEdit canModerate canVote canComment seesAuthor myCoAuthorStatus editLockedReason merge { ${IDEA_MERGE_FIELDS} } mergedFrom { ${IDEA_MERGE_FIELDS} }`;
const DETAILS_FIELDS = IDEA_DETAILS_FIELDS;
export const IDEA_COMMENT_FIELDS = 'id ideaId parentId owner authorName body mentions createdAt editedAt deletedAt';
const SHOWN = { provides: [IDEA_TAG] };
const CHANGES = { invalidates: [IDEA_TAG] };

export const IdeaQuery = defineFunction<IdeaDetails | null>(
  { name: 'getIdea', kind: 'query', args: { id: 'ID!' }, selection: DETAILS_FIELDS },
  'userPool',
  SHOWN,
);

export const IdeaVersions = defineFunction<IdeaVersion[]>(
  {
    name: 'listIdeaVersions',
    kind: 'query',
    args: { ideaId: 'ID!' },
    selection: `version title summary content templateVersion fields { ${FORM_FIELD_SELECTION} } category createdByName createdAt`,
  },
  'userPool',
  SHOWN,
);

export const IdeaComments = defineFunction<{ items: IdeaComment[]; nextToken: string | null }>(
  {
    name: 'listIdeaComments',
    kind: 'query',
    args: { ideaId: 'ID!', limit: 'Int', nextToken: 'String' },
    selection: `items { ${IDEA_COMMENT_FIELDS} } nextToken`,
  },
  'userPool',
  { provides: [IDEA_COMMENT_TAG] },
);

export const IdeaActivityList = defineFunction<{ items: IdeaActivity[]; nextToken: string | null }>(
  {
    name: 'listIdeaActivity',
    kind: 'query',
    args: { ideaId: 'ID!', limit: 'Int', nextToken: 'String' },
    selection: 'items { id action actorName details createdAt } nextToken',
  },
  'userPool',
  { provides: [IDEA_TAG, IDEA_COMMENT_TAG] },
);

export const IdeaPeople = defineFunction<IdeaPerson[]>(
  {
    name: 'listIdeaPeople',
    kind: 'query',
    args: { ideaId: 'ID', search: 'String', limit: 'Int' },
    selection: 'userId name',
  },
  'userPool',
);

export const VoteIdea = defineFunction<IdeaCard>(
  { name: 'voteIdea', kind: 'mutation', args: { input: 'VoteIdeaInput!' }, selection: IDEA_CARD_FIELDS },
  'userPool',
  CHANGES,
);

export const FollowIdea = defineFunction<IdeaCard>(
  { name: 'followIdea', kind: 'mutation', args: { input: 'FollowIdeaInput!' }, selection: IDEA_CARD_FIELDS },
  'userPool',
  CHANGES,
);

export const UpdateIdeaTags = defineFunction<IdeaCard>(
  { name: 'updateIdeaTags', kind: 'mutation', args: { input: 'UpdateIdeaTagsInput!' }, selection: IDEA_CARD_FIELDS },
  'userPool',
  CHANGES,
);

export const RespondToCoAuthorship = defineFunction<IdeaDetails | null>(
  {
    name: 'respondToCoAuthorship',
    kind: 'mutation',
    args: { input: 'RespondToCoAuthorshipInput!' },
    selection: DETAILS_FIELDS,
  },
  'userPool',
  CHANGES,
);

export const DeleteIdea = defineFunction<boolean>(
  { name: 'deleteIdea', kind: 'mutation', args: { input: 'DeleteIdeaInput!' } },
  'userPool',
  CHANGES,
);

const COMMENT_CHANGES = { invalidates: [IDEA_COMMENT_TAG, IDEA_TAG] };

export const AddIdeaComment = defineFunction<IdeaComment>(
  { name: 'addIdeaComment', kind: 'mutation', args: { input: 'AddIdeaCommentInput!' }, selection: IDEA_COMMENT_FIELDS },
  'userPool',
  COMMENT_CHANGES,
);

export const EditIdeaComment = defineFunction<IdeaComment>(
  {
    name: 'editIdeaComment',
    kind: 'mutation',
    args: { input: 'EditIdeaCommentInput!' },
    selection: IDEA_COMMENT_FIELDS,
  },
  'userPool',
  COMMENT_CHANGES,
);

export const DeleteIdeaComment = defineFunction<IdeaComment>(
  {
    name: 'deleteIdeaComment',
    kind: 'mutation',
    args: { input: 'DeleteIdeaCommentInput!' },
    selection: IDEA_COMMENT_FIELDS,
  },
  'userPool',
  COMMENT_CHANGES,
);

export function ideaHref(id: string, version?: number): string {
  return `${IDEAS_HREF}/${encodeURIComponent(id)}${version ? `?version=${version}` : ''}`;
}
