// The campaigns domain's GraphQL (issue 28): a workspace's challenges with an audience, roles and ordered phases,
// moved by the dates (the campaign-phases job) or by hand; their figures, the caller's tasks, the results and the
// CSV export. The shared enums of ideas in campaigns (IdeaModeration, ModerationAction, CampaignTaskKind) are
// declared here; the ideas fragment references them (moderateIdea is the ideas domain's).
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_ROLES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TASK_KINDS,
  IDEA_MODERATIONS,
  MODERATION_ACTIONS,
  PHASE_KINDS,
} from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const campaignsSdl: SdlFragment = {
  enums: {
    CampaignStatus: CAMPAIGN_STATUSES,
    CampaignAudience: CAMPAIGN_AUDIENCES,
    CampaignRole: CAMPAIGN_ROLES,
    PhaseKind: PHASE_KINDS,
    IdeaModeration: IDEA_MODERATIONS,
    ModerationAction: MODERATION_ACTIONS,
    CampaignTaskKind: CAMPAIGN_TASK_KINDS,
  },
  sdl: /* GraphQL */ `
type CampaignPhase { position: Int! kind: PhaseKind! name: String! startsAt: AWSDateTime! endsAt: AWSDateTime!
  allowSubmit: Boolean! allowVote: Boolean! allowComment: Boolean! allowEvaluate: Boolean! showResults: Boolean! active: Boolean! }
type CampaignPerson { userId: ID! name: String role: CampaignRole! }
type CampaignTeam { id: ID! name: String! }
type CampaignResults { announcement: String! ideas: [IdeaCard!]! publishedAt: AWSDateTime! }
type Campaign { id: ID! title: String! brief: String! status: CampaignStatus! coverFileId: ID coverUrl: String
  categories: [String!]! templateId: ID! templateName: String
  audience: CampaignAudience! teams: [CampaignTeam!]! invitees: [IdeaPerson!]!
  allowAnonymous: Boolean! premoderation: Boolean!
  phases: [CampaignPhase!]! activePhase: Int opensAt: AWSDateTime closesAt: AWSDateTime
  people: [CampaignPerson!]! myRoles: [CampaignRole!]!
  ideaCount: Int! participantCount: Int! pendingCount: Int!
  canEdit: Boolean! canModerate: Boolean! canSubmit: Boolean! canVote: Boolean! canComment: Boolean! seesAuthors: Boolean!
  scoreScale: Int! criteriaCount: Int! canReview: Boolean! reviewDueAt: AWSDateTime
  results: CampaignResults
  createdByName: String createdAt: AWSDateTime! updatedAt: AWSDateTime! publishedAt: AWSDateTime closedAt: AWSDateTime }
type CampaignPage { items: [Campaign!]! nextToken: String total: Int! }
type CampaignStatsDay { date: AWSDate! ideas: Int! votes: Int! comments: Int! participants: Int! }
type CampaignStats { participants: Int! ideas: Int! votes: Int! comments: Int! days: [CampaignStatsDay!]! }
type CampaignTask { kind: CampaignTaskKind! campaignId: ID! campaignTitle: String! ideaId: ID ideaTitle: String phaseName: String dueAt: AWSDateTime }
type CampaignExport { fileName: String! csv: String! }
input CampaignPhaseInput { kind: PhaseKind! name: String! startsAt: AWSDateTime! endsAt: AWSDateTime!
  allowSubmit: Boolean! allowVote: Boolean! allowComment: Boolean! allowEvaluate: Boolean! showResults: Boolean! }
input CreateCampaignInput { title: String! brief: String categories: [String!] templateId: ID! coverFileId: ID
  audience: CampaignAudience! teamIds: [ID!] inviteeIds: [ID!] allowAnonymous: Boolean premoderation: Boolean
  ownerIds: [ID!] moderatorIds: [ID!] evaluatorIds: [ID!] phases: [CampaignPhaseInput!]! }
input UpdateCampaignInput { id: ID! title: String brief: String categories: [String!] templateId: ID coverFileId: ID
  audience: CampaignAudience teamIds: [ID!] inviteeIds: [ID!] allowAnonymous: Boolean premoderation: Boolean
  ownerIds: [ID!] moderatorIds: [ID!] evaluatorIds: [ID!] phases: [CampaignPhaseInput!] }
input CampaignIdInput { id: ID! }
input ArchiveCampaignInput { id: ID! archived: Boolean! }
input PublishCampaignResultsInput { campaignId: ID! announcement: String! ideaIds: [ID!]! }
input ModerateIdeaInput { ideaId: ID! action: ModerationAction! duplicateOf: ID note: String }
extend type Query {
  "The campaigns the caller sees: drafts only to who edits them, archived ones only with status ARCHIVED; open, scheduled, draft, closed, then newest."
  listCampaigns(status: CampaignStatus, teamId: ID, category: String, search: String, limit: Int, nextToken: String): CampaignPage!
  "A campaign; null when the caller may not see it."
  getCampaign(id: ID!): Campaign
  "The categories of the campaigns the caller sees."
  listCampaignCategories: [String!]!
  "Campaigns I own, moderate, evaluate or took part in (submitted, co-authored, voted, commented), newest first."
  listMyCampaigns: [Campaign!]!
  "Ideas waiting for my moderation, my drafts to finish, phases about to close."
  listMyCampaignTasks: [CampaignTask!]!
  "Participation figures: totals and one row per UTC day since it opened; null when the caller may not see it."
  getCampaignStats(id: ID!): CampaignStats
  "The campaign's ideas as CSV (its owners and moderators)."
  exportCampaignIdeas(campaignId: ID!): CampaignExport!
}
extend type Mutation {
  "Workspace owners and admins (plan with campaigns): a draft campaign."
  createCampaign(input: CreateCampaignInput!): Campaign!
  "The campaign's owners and workspace admins change what is given."
  updateCampaign(input: UpdateCampaignInput!): Campaign!
  "A draft goes live: SCHEDULED until its first phase starts, else OPEN (within the plan's active campaigns)."
  publishCampaign(input: CampaignIdInput!): Campaign!
  "The active phase ends now and the next starts (a scheduled campaign opens)."
  advanceCampaignPhase(input: CampaignIdInput!): Campaign!
  "Closes a scheduled or open campaign now."
  closeCampaign(input: CampaignIdInput!): Campaign!
  "Archives a closed campaign, or brings an archived one back to closed."
  archiveCampaign(input: ArchiveCampaignInput!): Campaign!
  "Deletes a campaign without ideas."
  deleteCampaign(input: CampaignIdInput!): Boolean!
  "A closed campaign's announcement and selected ideas; participants are told the first time."
  publishCampaignResults(input: PublishCampaignResultsInput!): Campaign!
}
`,
};
