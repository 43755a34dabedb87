'use client';
// Writing an idea, as the data service's ideas domain takes it (the contract of issue 24): a draft saved in place
// as it is typed (saveIdeaDraft: created on the first save, then updated; author and co-authors), submitted once
// complete (submitIdea: every required answer, checked with the same answers schema), edited after submitting
// while its stage is NEW (editIdea; refused with IdeaLocked once review starts), its co-authors invited and
// removed, similar ideas looked up while the title is typed, the workspace's categories and people offered.
// Mutations carry the tag 'Idea', so the board and the idea page refetch.
//
// Usage:
//   const { data: details } = IdeaForEdit.useQuery({ variables: { id } }, { skip: !id });
//   const [save] = SaveIdeaDraft.useMutation();
//   const saved = await save({ variables: { input: draftInput(values) } }).unwrap();
import type { CoAuthorStatus, FormAnswers, FormField, IdeaCard, IdeaPerson, SimilarIdea } from '@innov/contracts';
import { IDEAS_HREF } from '../../dashboard/lib/navigation.ts';
import { defineFunction } from '../../data/lib/model.ts';
import { IDEA_TAG } from './board-api.ts';
import { FORM_FIELD_SELECTION } from './templates-api.ts';

/** The part of an idea's card the create page shows. */
export type DraftCard = Pick<
  IdeaCard,
  | 'id'
  | 'title'
  | 'summary'
  | 'state'
  | 'stage'
  | 'category'
  | 'tags'
  | 'owner'
  | 'authorName'
  | 'coAuthors'
  | 'templateId'
  | 'templateName'
  | 'version'
  | 'updatedAt'
  | 'anonymous'
  | 'campaignId'
  | 'campaignTitle'
  | 'moderation'
>;

export interface DraftDetails {
  idea: DraftCard;
  /** AWSJSON: the answers by field id (form-builder/lib/answers.ts parseContent reads it). */
  content: unknown;
  templateVersion: number;
  fields: FormField[];
  latestTemplateVersion: number;
  canEdit: boolean;
  myCoAuthorStatus: CoAuthorStatus | null;
  editLockedReason: string | null;
}

export type { IdeaPerson, SimilarIdea };

const CARD =
  'id title summary state stage category tags owner authorName coAuthors { userId name status } templateId templateName version updatedAt anonymous campaignId campaignTitle moderation';
const DETAILS = `idea { ${CARD} } content templateVersion fields { ${FORM_FIELD_SELECTION} } latestTemplateVersion canEdit myCoAuthorStatus editLockedReason`;
const CHANGES = { invalidates: [IDEA_TAG] };

/** An idea to continue or edit; null when the caller may not see it. */
export const IdeaForEdit = defineFunction<DraftDetails | null>(
  { name: 'getIdea', kind: 'query', args: { id: 'ID!' }, selection: DETAILS },
  'userPool',
  { provides: [IDEA_TAG] },
);

export const SaveIdeaDraft = defineFunction<DraftDetails>(
  { name: 'saveIdeaDraft', kind: 'mutation', args: { input: 'SaveIdeaDraftInput!' }, selection: DETAILS },
  'userPool',
  CHANGES,
);

export const SubmitIdea = defineFunction<DraftDetails>(
  { name: 'submitIdea', kind: 'mutation', args: { input: 'SubmitIdeaInput!' }, selection: DETAILS },
  'userPool',
  CHANGES,
);

export const EditIdea = defineFunction<DraftDetails>(
  { name: 'editIdea', kind: 'mutation', args: { input: 'EditIdeaInput!' }, selection: DETAILS },
  'userPool',
  CHANGES,
);

export const InviteCoAuthors = defineFunction<DraftDetails>(
  { name: 'inviteCoAuthors', kind: 'mutation', args: { input: 'InviteCoAuthorsInput!' }, selection: DETAILS },
  'userPool',
  CHANGES,
);

export const RemoveCoAuthor = defineFunction<DraftDetails>(
  { name: 'removeCoAuthor', kind: 'mutation', args: { input: 'RemoveCoAuthorInput!' }, selection: DETAILS },
  'userPool',
  CHANGES,
);

export const SimilarIdeaList = defineFunction<SimilarIdea[]>(
  {
    name: 'findSimilarIdeas',
    kind: 'query',
    args: { title: 'String!', excludeId: 'ID', campaignId: 'ID' },
    selection: 'id title stage voteCount',
  },
  'userPool',
  { provides: [IDEA_TAG] },
);

export const IdeaCategoryList = defineFunction<string[]>(
  { name: 'listIdeaCategories', kind: 'query', args: {} },
  'userPool',
  { provides: [IDEA_TAG] },
);

export const IdeaPeopleList = defineFunction<IdeaPerson[]>(
  {
    name: 'listIdeaPeople',
    kind: 'query',
    args: { ideaId: 'ID', search: 'String', limit: 'Int' },
    selection: 'userId name',
  },
  'userPool',
);

/** What the create page holds besides the answers. */
export interface TIdeaText {
  title: string;
  summary: string;
  category: string;
  tags: string[];
}

function blankToNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** The title a draft is saved with: the typed one, or UNTITLED_IDEA's stand-in until there is one. */
export function draftTitle(title: string, untitled: string): string {
  return title.trim() || untitled;
}

/** Where a draft goes: a campaign (null: the workspace's board) and whether its authors' names are hidden. */
export interface TDraftCampaign {
  campaignId: string | null;
  anonymous: boolean;
}

/** saveIdeaDraft's input (`id` absent: a new draft). Anonymity needs a campaign. */
export function draftInput(
  values: TIdeaText & { content: FormAnswers },
  target: { id?: string | null; templateId: string; templateVersion?: number | null },
  untitled: string,
  campaign: TDraftCampaign = { campaignId: null, anonymous: false },
) {
  return {
    ...(target.id ? { id: target.id } : {}),
    templateId: target.templateId,
    campaignId: campaign.campaignId,
    anonymous: Boolean(campaign.campaignId) && campaign.anonymous,
    ...(target.templateVersion ? { templateVersion: target.templateVersion } : {}),
    title: draftTitle(values.title, untitled),
    summary: blankToNull(values.summary),
    content: JSON.stringify(values.content),
    category: blankToNull(values.category),
    tags: values.tags,
  };
}

/** editIdea's input: the submitted idea's new text and answers. */
export function editInput(id: string, values: TIdeaText & { content: FormAnswers }) {
  return {
    id,
    title: values.title.trim(),
    summary: blankToNull(values.summary),
    content: JSON.stringify(values.content),
    category: blankToNull(values.category),
    tags: values.tags,
  };
}

export function ideaHref(id: string): string {
  return `${IDEAS_HREF}/${encodeURIComponent(id)}`;
}
