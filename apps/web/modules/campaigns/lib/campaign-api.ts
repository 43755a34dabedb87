'use client';
// Campaigns as the data service's campaigns domain serves them (issue 28's contract: listCampaigns, getCampaign,
// listCampaignCategories, listMyCampaigns, listMyCampaignTasks, getCampaignStats, exportCampaignIdeas and the
// campaign's mutations, plus the ideas domain's moderateIdea). Every campaign GraphQL document of the web is here.
// The queries carry the tag 'Campaign' (and 'Idea' where they show ideas or idea counts), so a mutation here, or
// an idea changing, refetches them.
//
// Usage:
//   const pages = CampaignList.usePages({ variables: { status: 'OPEN' } });
//   const { data: campaign } = CampaignQuery.useQuery({ variables: { id } });
//   const [publish] = PublishCampaign.useMutation();
//   await call(() => publish({ variables: { input: { id } } }).unwrap());
import type {
  CampaignAudience,
  CampaignRole,
  CampaignStatus,
  CampaignTaskKind,
  IdeaCard,
  IdeaModeration,
  IdeaPerson,
  ModerationAction,
  PhaseKind,
} from '@innov/contracts';
import { CAMPAIGNS_HREF } from '../../dashboard/lib/navigation.ts';
import { defineFunction } from '../../data/lib/model.ts';
import { IDEA_CARD_FIELDS, IDEA_TAG } from '../../ideas/lib/board-api.ts';

export const CAMPAIGN_TAG = 'Campaign';

export type { CampaignAudience, CampaignRole, CampaignStatus, CampaignTaskKind, IdeaModeration, PhaseKind };

export interface CampaignPhase {
  position: number;
  kind: PhaseKind;
  name: string;
  startsAt: string;
  endsAt: string;
  allowSubmit: boolean;
  allowVote: boolean;
  allowComment: boolean;
  allowEvaluate: boolean;
  showResults: boolean;
  /** The phase the campaign is in now (only while OPEN). */
  active: boolean;
}

export interface CampaignPerson {
  userId: string;
  name: string | null;
  role: CampaignRole;
}

export interface CampaignTeam {
  id: string;
  name: string;
}

export interface CampaignResults {
  announcement: string;
  ideas: IdeaCard[];
  publishedAt: string;
}

export interface Campaign {
  id: string;
  title: string;
  /** Markdown. */
  brief: string;
  status: CampaignStatus;
  coverFileId: string | null;
  /** A signed URL of the cover image (like the workspace logo's). */
  coverUrl: string | null;
  categories: string[];
  templateId: string;
  templateName: string | null;
  audience: CampaignAudience;
  teams: CampaignTeam[];
  invitees: IdeaPerson[];
  allowAnonymous: boolean;
  premoderation: boolean;
  phases: CampaignPhase[];
  /** The active phase's position (only while OPEN). */
  activePhase: number | null;
  opensAt: string | null;
  closesAt: string | null;
  people: CampaignPerson[];
  myRoles: CampaignRole[];
  ideaCount: number;
  participantCount: number;
  /** Ideas waiting for approval (0 unless canModerate). */
  pendingCount: number;
  canEdit: boolean;
  canModerate: boolean;
  canSubmit: boolean;
  canVote: boolean;
  canComment: boolean;
  seesAuthors: boolean;
  /** Evaluation (issue 29): the scorecard's scale (every criterion 1…scoreScale) and its number of criteria. */
  scoreScale: 5 | 10;
  criteriaCount: number;
  /** The caller is an evaluator and the campaign is OPEN in a phase allowing evaluation. */
  canReview: boolean;
  /** The caller's due date as an evaluator (their own, else the end of the last evaluation phase); null otherwise. */
  reviewDueAt: string | null;
  results: CampaignResults | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
}

/** A campaign as lists show it: its results only say whether (and when) they were published. */
export type CampaignSummary = Omit<Campaign, 'results'> & { results: Pick<CampaignResults, 'publishedAt'> | null };

export interface CampaignPage {
  items: CampaignSummary[];
  nextToken: string | null;
  total: number;
}

export interface CampaignStatsDay {
  /** AWSDate (UTC day). */
  date: string;
  ideas: number;
  votes: number;
  comments: number;
  participants: number;
}

export interface CampaignStats {
  participants: number;
  ideas: number;
  votes: number;
  comments: number;
  days: CampaignStatsDay[];
}

export interface CampaignTask {
  kind: CampaignTaskKind;
  campaignId: string;
  campaignTitle: string;
  ideaId: string | null;
  ideaTitle: string | null;
  phaseName: string | null;
  dueAt: string | null;
}

export interface CampaignExport {
  fileName: string;
  csv: string;
}

/** CampaignPhaseInput: times as ISO text (AWSDateTime). */
export interface CampaignPhaseInput {
  kind: PhaseKind;
  name: string;
  startsAt: string;
  endsAt: string;
  allowSubmit: boolean;
  allowVote: boolean;
  allowComment: boolean;
  allowEvaluate: boolean;
  showResults: boolean;
}

export interface CreateCampaignInput {
  title: string;
  brief?: string;
  categories?: string[];
  templateId: string;
  coverFileId?: string | null;
  audience: CampaignAudience;
  teamIds?: string[];
  inviteeIds?: string[];
  allowAnonymous?: boolean;
  premoderation?: boolean;
  ownerIds?: string[];
  moderatorIds?: string[];
  evaluatorIds?: string[];
  phases: CampaignPhaseInput[];
}

export type UpdateCampaignInput = { id: string } & Partial<Omit<CreateCampaignInput, 'phases'>> & {
    phases?: CampaignPhaseInput[];
  };

export interface PublishCampaignResultsInput {
  campaignId: string;
  announcement: string;
  ideaIds: string[];
}

export interface ModerateIdeaInput {
  ideaId: string;
  action: ModerationAction;
  duplicateOf?: string | null;
  note?: string | null;
}

export interface CampaignListVariables {
  status?: CampaignStatus;
  teamId?: string;
  category?: string;
  search?: string;
  limit?: number;
  nextToken?: string | null;
}

export const CAMPAIGN_PHASE_FIELDS =
  'position kind name startsAt endsAt allowSubmit allowVote allowComment allowEvaluate showResults active';

/** Everything of a campaign but its results. */
export const CAMPAIGN_FIELDS = `id title brief status coverFileId coverUrl categories templateId templateName audience teams { id name } invitees { userId name } allowAnonymous premoderation phases { ${CAMPAIGN_PHASE_FIELDS} } activePhase opensAt closesAt people { userId name role } myRoles ideaCount participantCount pendingCount canEdit canModerate canSubmit canVote canComment seesAuthors scoreScale criteriaCount canReview reviewDueAt createdByName createdAt updatedAt publishedAt closedAt`;

/** A campaign in a list (its results' publication only). */
export const CAMPAIGN_LIST_FIELDS = `${CAMPAIGN_FIELDS} results { publishedAt }`;

/** A campaign with its results (the campaign page, the mutations' answers). */
export const CAMPAIGN_DETAIL_FIELDS = `${CAMPAIGN_FIELDS} results { announcement ideas { ${IDEA_CARD_FIELDS} } publishedAt }`;

const SHOWN = { provides: [CAMPAIGN_TAG, IDEA_TAG] };
const CHANGES = { invalidates: [CAMPAIGN_TAG] };

export const CampaignList = defineFunction<CampaignPage>(
  {
    name: 'listCampaigns',
    kind: 'query',
    args: {
      status: 'CampaignStatus',
      teamId: 'ID',
      category: 'String',
      search: 'String',
      limit: 'Int',
      nextToken: 'String',
    },
    selection: `items { ${CAMPAIGN_LIST_FIELDS} } nextToken total`,
  },
  'userPool',
  SHOWN,
);

/** A campaign the caller sees, with its results; null when missing or out of sight. */
export const CampaignQuery = defineFunction<Campaign | null>(
  { name: 'getCampaign', kind: 'query', args: { id: 'ID!' }, selection: CAMPAIGN_DETAIL_FIELDS },
  'userPool',
  SHOWN,
);

export const CampaignCategories = defineFunction<string[]>(
  { name: 'listCampaignCategories', kind: 'query', args: {} },
  'userPool',
  { provides: [CAMPAIGN_TAG] },
);

/** Campaigns I own, moderate, evaluate or took part in, newest first. */
export const MyCampaigns = defineFunction<CampaignSummary[]>(
  { name: 'listMyCampaigns', kind: 'query', args: {}, selection: CAMPAIGN_LIST_FIELDS },
  'userPool',
  SHOWN,
);

export const MyCampaignTasks = defineFunction<CampaignTask[]>(
  {
    name: 'listMyCampaignTasks',
    kind: 'query',
    args: {},
    selection: 'kind campaignId campaignTitle ideaId ideaTitle phaseName dueAt',
  },
  'userPool',
  SHOWN,
);

export const CampaignStatsQuery = defineFunction<CampaignStats | null>(
  {
    name: 'getCampaignStats',
    kind: 'query',
    args: { id: 'ID!' },
    selection: 'participants ideas votes comments days { date ideas votes comments participants }',
  },
  'userPool',
  SHOWN,
);

/** The campaign's ideas as CSV (owners and moderators); a query, asked on demand (`useQuery` with `skip` until asked). */
export const ExportCampaignIdeas = defineFunction<CampaignExport>(
  { name: 'exportCampaignIdeas', kind: 'query', args: { campaignId: 'ID!' }, selection: 'fileName csv' },
  'userPool',
);

/** A campaign mutation answering the whole campaign; each refreshes what shows campaigns (`also`: more tags). */
const campaignMutation = (name: string, input: string, also: readonly string[] = []) =>
  defineFunction<Campaign>({ name, kind: 'mutation', args: { input }, selection: CAMPAIGN_DETAIL_FIELDS }, 'userPool', {
    invalidates: [CAMPAIGN_TAG, ...also],
  });

export const CreateCampaign = campaignMutation('createCampaign', 'CreateCampaignInput!');
export const UpdateCampaign = campaignMutation('updateCampaign', 'UpdateCampaignInput!');
export const PublishCampaign = campaignMutation('publishCampaign', 'CampaignIdInput!');
export const AdvanceCampaignPhase = campaignMutation('advanceCampaignPhase', 'CampaignIdInput!');
export const CloseCampaign = campaignMutation('closeCampaign', 'CampaignIdInput!');
/** Archive (`archived: true`) or bring back to CLOSED (`archived: false`). */
export const ArchiveCampaign = campaignMutation('archiveCampaign', 'ArchiveCampaignInput!');

export const DeleteCampaign = defineFunction<boolean>(
  { name: 'deleteCampaign', kind: 'mutation', args: { input: 'CampaignIdInput!' } },
  'userPool',
  CHANGES,
);

export const PublishCampaignResults = campaignMutation('publishCampaignResults', 'PublishCampaignResultsInput!', [
  IDEA_TAG,
]);

/** The ideas domain's moderation of a campaign idea (approve, reject, hide, duplicates). */
export const ModerateIdea = defineFunction<IdeaCard>(
  { name: 'moderateIdea', kind: 'mutation', args: { input: 'ModerateIdeaInput!' }, selection: IDEA_CARD_FIELDS },
  'userPool',
  { invalidates: [CAMPAIGN_TAG, IDEA_TAG] },
);

export function campaignHref(id: string): string {
  return `${CAMPAIGNS_HREF}/${encodeURIComponent(id)}`;
}

export function editCampaignHref(id: string): string {
  return `${campaignHref(id)}/edit`;
}
