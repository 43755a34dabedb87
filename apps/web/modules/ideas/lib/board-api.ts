'use client';
// The ideas board and "my innovations" as the data service's ideas domain serves them (listIdeas,
// listIdeaCategories, listIdeaTags, moveIdeas, listMyInnovations, getMyInnovationsCounts; the contract of issue
// 24; issue 28 adds `campaignId` and, for a campaign's moderators, `moderation`). Submitted ideas are visible to
// every reader of the workspace (a campaign's only to its audience; waiting, rejected or hidden ones only to their
// authors and the campaign's moderators); drafts only to their author and co-authors. Issue 29: a campaign's
// moderators sort its board by score (TOP_SCORED) and narrow it to a minimum score or the shortlist. The queries
// carry the tag 'Idea', so a mutation here, or an idea event arriving live (live.ts), refetches them.
//
// Usage:
//   const pages = IdeaList.usePages({ variables: boardVariables(query) });
//   const [move] = MoveIdeas.useMutation();
//   await call(() => move({ variables: { input: { ids, stage: 'SELECTED' } } }).unwrap());
import type {
  IdeaCard,
  IdeaCoAuthor,
  IdeaPage,
  IdeaStageCount,
  MyInnovationsCounts,
  MyInnovationsTab,
} from '@innov/contracts';
import { defineFunction } from '../../data/lib/model.ts';

export const IDEA_TAG = 'Idea';
export const IDEA_COMMENT_TAG = 'IdeaComment';

export type { IdeaCard, IdeaCoAuthor, IdeaPage, IdeaStageCount, MyInnovationsCounts };

export const IDEA_CARD_FIELDS =
  'id title summary state stage category tags moderatorTags owner authorName coAuthors { userId name status } voteCount commentCount followerCount votedByMe followedByMe templateId templateName version createdAt updatedAt submittedAt stageChangedAt lastActivityAt anonymous campaignId campaignTitle moderation duplicateOfId duplicateOfTitle moderationNote score { average spread reviews scale } shortlisted mergedIntoId mergedIntoTitle';

const PAGE_SELECTION = `items { ${IDEA_CARD_FIELDS} } nextToken total stageCounts { stage count }`;

export const IdeaList = defineFunction<IdeaPage>(
  {
    name: 'listIdeas',
    kind: 'query',
    args: {
      stage: 'IdeaStage',
      category: 'String',
      tag: 'String',
      authorId: 'ID',
      mine: 'Boolean',
      search: 'String',
      campaignId: 'ID',
      moderation: 'IdeaModeration',
      shortlisted: 'Boolean',
      minScore: 'Float',
      sort: 'IdeaSort',
      limit: 'Int',
      nextToken: 'String',
    },
    selection: PAGE_SELECTION,
  },
  'userPool',
  { provides: [IDEA_TAG] },
);

export const IdeaCategories = defineFunction<string[]>(
  { name: 'listIdeaCategories', kind: 'query', args: {} },
  'userPool',
  { provides: [IDEA_TAG] },
);

export const IdeaTags = defineFunction<string[]>({ name: 'listIdeaTags', kind: 'query', args: {} }, 'userPool', {
  provides: [IDEA_TAG],
});

export const MoveIdeas = defineFunction<IdeaCard[]>(
  { name: 'moveIdeas', kind: 'mutation', args: { input: 'MoveIdeasInput!' }, selection: IDEA_CARD_FIELDS },
  'userPool',
  { invalidates: [IDEA_TAG] },
);

export const MyInnovations = defineFunction<IdeaPage>(
  {
    name: 'listMyInnovations',
    kind: 'query',
    args: { tab: 'MyInnovationsTab!', limit: 'Int', nextToken: 'String' },
    selection: PAGE_SELECTION,
  },
  'userPool',
  { provides: [IDEA_TAG] },
);

export const MyInnovationsCountsQuery = defineFunction<MyInnovationsCounts>(
  {
    name: 'getMyInnovationsCounts',
    kind: 'query',
    args: {},
    selection: 'drafts submitted coauthored following invitations',
  },
  'userPool',
  { provides: [IDEA_TAG] },
);

export type { MyInnovationsTab };
