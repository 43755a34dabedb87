// The ideas domain's GraphQL (issue 24): templates (built-in and the workspace's own, versioned), ideas written
// from them (drafts private to their authors, submitted ones on the workspace's board by stage), votes, comments,
// follows, co-authors and the caller's own innovations. The models Idea and IdeaComment (models.ts) only carry the
// realtime events; everything is read and written through these functions. `DeleteIdeaInput` and
// `DeleteIdeaCommentInput` ({ id: ID! }) are the models' generated inputs. Ideas in campaigns (issue 28): the enums
// IdeaModeration and ModerationAction and the input ModerateIdeaInput are the campaigns fragment's (campaigns/sdl.ts).
import {
  CO_AUTHOR_STATUSES,
  FORM_FIELD_TYPES,
  IDEA_SORTS,
  IDEA_STAGES,
  IDEA_STATES,
  MY_INNOVATIONS_TABS,
  TEMPLATE_STATUSES,
} from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const ideasSdl: SdlFragment = {
  enums: {
    IdeaState: IDEA_STATES,
    IdeaStage: IDEA_STAGES,
    IdeaSort: IDEA_SORTS,
    FormFieldType: FORM_FIELD_TYPES,
    TemplateStatus: TEMPLATE_STATUSES,
    CoAuthorStatus: CO_AUTHOR_STATUSES,
    MyInnovationsTab: MY_INNOVATIONS_TABS,
  },
  sdl: /* GraphQL */ `
type FormField { id: ID! type: FormFieldType! label: String! help: String required: Boolean! options: [String!] min: Float max: Float maxLength: Int }
input FormFieldInput { id: ID! type: FormFieldType! label: String! help: String required: Boolean! options: [String!] min: Float max: Float maxLength: Int }
type IdeaTemplate { id: ID! name: String! description: String builtIn: Boolean! version: Int! fields: [FormField!]! status: TemplateStatus! ideaCount: Int! createdByName: String updatedAt: AWSDateTime canEdit: Boolean! }
type IdeaTemplateVersionInfo { version: Int! name: String! createdAt: AWSDateTime! createdByName: String }
type IdeaPerson { userId: ID! name: String }
type IdeaCoAuthor { userId: ID! name: String status: CoAuthorStatus! }
type IdeaCard { id: ID! title: String! summary: String state: IdeaState! stage: IdeaStage category: String tags: [String!]! moderatorTags: [String!]!
  owner: ID authorName: String coAuthors: [IdeaCoAuthor!]! voteCount: Int! commentCount: Int! followerCount: Int!
  votedByMe: Boolean! followedByMe: Boolean! templateId: ID! templateName: String version: Int!
  createdAt: AWSDateTime! updatedAt: AWSDateTime! submittedAt: AWSDateTime stageChangedAt: AWSDateTime lastActivityAt: AWSDateTime!
  anonymous: Boolean! campaignId: ID campaignTitle: String moderation: IdeaModeration! duplicateOfId: ID duplicateOfTitle: String moderationNote: String
  score: IdeaScore shortlisted: Boolean! mergedIntoId: ID mergedIntoTitle: String }
type IdeaScore { average: Float spread: Float reviews: Int! scale: Int! }
type IdeaMerge { id: ID! sourceId: ID! sourceTitle: String! targetId: ID! targetTitle: String mergedByName: String note: String mergedAt: AWSDateTime! canUndo: Boolean! }
type IdeaStageCount { stage: IdeaStage! count: Int! }
type IdeaPage { items: [IdeaCard!]! nextToken: String total: Int! stageCounts: [IdeaStageCount!]! }
type IdeaStageEvent { id: ID! fromStage: IdeaStage toStage: IdeaStage! actorName: String note: String createdAt: AWSDateTime! }
type IdeaDetails { idea: IdeaCard! content: AWSJSON! templateVersion: Int! fields: [FormField!]! latestTemplateVersion: Int!
  stageHistory: [IdeaStageEvent!]! canEdit: Boolean! canModerate: Boolean! canVote: Boolean! canComment: Boolean! seesAuthor: Boolean!
  myCoAuthorStatus: CoAuthorStatus editLockedReason: String
  merge: IdeaMerge mergedFrom: [IdeaMerge!]! }
type IdeaVersion { version: Int! title: String! summary: String content: AWSJSON! templateVersion: Int! fields: [FormField!]! category: String createdByName: String createdAt: AWSDateTime! }
type IdeaActivity { id: ID! action: String! actorName: String details: AWSJSON createdAt: AWSDateTime! }
type IdeaActivityPage { items: [IdeaActivity!]! nextToken: String }
type IdeaCommentPage { items: [IdeaComment!]! nextToken: String }
type SimilarIdea { id: ID! title: String! stage: IdeaStage voteCount: Int! }
type MyInnovationsCounts { drafts: Int! submitted: Int! coauthored: Int! following: Int! invitations: Int! }
input CreateIdeaTemplateInput { name: String! description: String fields: [FormFieldInput!]! }
input UpdateIdeaTemplateInput { id: ID! name: String description: String fields: [FormFieldInput!] }
input SetIdeaTemplateStatusInput { id: ID! status: TemplateStatus! }
input SaveIdeaDraftInput { id: ID templateId: ID! templateVersion: Int title: String! summary: String content: AWSJSON! category: String tags: [String!]
  campaignId: ID anonymous: Boolean }
input SubmitIdeaInput { id: ID! }
input EditIdeaInput { id: ID! title: String! summary: String content: AWSJSON! category: String tags: [String!] }
input MoveIdeasInput { ids: [ID!]! stage: IdeaStage! note: String }
input UpdateIdeaTagsInput { id: ID! tags: [String!] moderatorTags: [String!] }
input VoteIdeaInput { ideaId: ID! vote: Boolean! }
input FollowIdeaInput { ideaId: ID! follow: Boolean! }
input InviteCoAuthorsInput { ideaId: ID! userIds: [ID!]! }
input RespondToCoAuthorshipInput { ideaId: ID! accept: Boolean! }
input RemoveCoAuthorInput { ideaId: ID! userId: ID! }
input AddIdeaCommentInput { ideaId: ID! parentId: ID body: String! }
input EditIdeaCommentInput { id: ID! body: String! }
input MergeIdeaInput { sourceId: ID! targetId: ID! note: String }
input UndoIdeaMergeInput { sourceId: ID! }
extend type Query {
  "The templates the caller's workspace uses: the built-in ones first, then its own by name (archived ones with includeArchived)."
  listIdeaTemplates(includeArchived: Boolean): [IdeaTemplate!]!
  "A template with the fields of one version (default the latest); null when the workspace has no such template or version."
  getIdeaTemplate(id: ID!, version: Int): IdeaTemplate
  "A template's versions, newest first."
  listIdeaTemplateVersions(id: ID!): [IdeaTemplateVersionInfo!]!
  "The workspace's submitted ideas the caller sees (workspace and campaign ideas; one campaign's with campaignId; its moderation queue with moderation), filtered and sorted, with per-stage counts for the same filters (kanban headers)."
  listIdeas(stage: IdeaStage, category: String, tag: String, authorId: ID, mine: Boolean, search: String, sort: IdeaSort, limit: Int, nextToken: String,
    campaignId: ID, moderation: IdeaModeration, shortlisted: Boolean, minScore: Float): IdeaPage!
  "The categories the workspace's ideas use."
  listIdeaCategories: [String!]!
  "The free and moderator tags the workspace's ideas use."
  listIdeaTags: [String!]!
  "An idea with its answers, template version and stage history; null when the caller may not see it."
  getIdea(id: ID!): IdeaDetails
  "The earlier versions of an idea, newest first (the current one is getIdea's)."
  listIdeaVersions(ideaId: ID!): [IdeaVersion!]!
  "An idea's comments, oldest first: top-level comments paged, each followed by its replies."
  listIdeaComments(ideaId: ID!, limit: Int, nextToken: String): IdeaCommentPage!
  "What happened to an idea, newest first."
  listIdeaActivity(ideaId: ID!, limit: Int, nextToken: String): IdeaActivityPage!
  "Submitted ideas of the workspace whose title or summary share words with this title (at least 3 characters), best first."
  findSimilarIdeas(title: String!, excludeId: ID, campaignId: ID): [SimilarIdea!]!
  "The caller's drafts, submitted ideas, co-authored or followed ideas."
  listMyInnovations(tab: MyInnovationsTab!, limit: Int, nextToken: String): IdeaPage!
  "How many ideas each My innovations tab holds, and the caller's pending co-author invitations."
  getMyInnovationsCounts: MyInnovationsCounts!
  "Active members who can see the idea (for @-mentions); without ideaId the workspace's active members (co-author picker)."
  listIdeaPeople(ideaId: ID, search: String, limit: Int): [IdeaPerson!]!
}
extend type Mutation {
  "Owners and admins (plan with templates): a custom template."
  createIdeaTemplate(input: CreateIdeaTemplateInput!): IdeaTemplate!
  "Owners and admins: a new version when the name or fields change; ideas keep theirs."
  updateIdeaTemplate(input: UpdateIdeaTemplateInput!): IdeaTemplate!
  "Owners and admins: archive a template (hidden from pickers, its ideas still render) or bring it back."
  setIdeaTemplateStatus(input: SetIdeaTemplateStatusInput!): IdeaTemplate!
  "Creates (no id) or autosaves a draft; the author and co-authors."
  saveIdeaDraft(input: SaveIdeaDraftInput!): IdeaDetails!
  "The author submits a draft: every required answer checked; it goes on the board as NEW."
  submitIdea(input: SubmitIdeaInput!): IdeaDetails!
  "The author or an accepted co-author edits a submitted idea until review starts; the previous version is kept."
  editIdea(input: EditIdeaInput!): IdeaDetails!
  "The author (a draft, or a submitted idea still NEW) or a moderator (any idea) deletes it."
  deleteIdea(input: DeleteIdeaInput!): Boolean!
  "Moderators move ideas to a stage."
  moveIdeas(input: MoveIdeasInput!): [IdeaCard!]!
  "Authors, co-authors and moderators set free tags; moderators set moderator tags."
  updateIdeaTags(input: UpdateIdeaTagsInput!): IdeaCard!
  "Sets the caller's vote on an idea (idempotent)."
  voteIdea(input: VoteIdeaInput!): IdeaCard!
  "Sets whether the caller follows an idea (idempotent)."
  followIdea(input: FollowIdeaInput!): IdeaCard!
  "The author invites active members of the workspace as co-authors."
  inviteCoAuthors(input: InviteCoAuthorsInput!): IdeaDetails!
  "The invitee accepts or declines; null after declining a draft's invitation."
  respondToCoAuthorship(input: RespondToCoAuthorshipInput!): IdeaDetails
  "The author removes a co-author, or a co-author leaves; null when a co-author left a draft (out of their sight)."
  removeCoAuthor(input: RemoveCoAuthorInput!): IdeaDetails
  "Comments on an idea or replies to a comment."
  addIdeaComment(input: AddIdeaCommentInput!): IdeaComment!
  "Edits one's own comment."
  editIdeaComment(input: EditIdeaCommentInput!): IdeaComment!
  "Deletes one's own comment, or any as a moderator (its replies stay)."
  deleteIdeaComment(input: DeleteIdeaCommentInput!): IdeaComment!
  "A campaign's moderators: approve or reject a waiting idea, hide or show one, mark or unmark a duplicate."
  moderateIdea(input: ModerateIdeaInput!): IdeaCard!
  "Moderators of both ideas: merge one idea into another (its authors become co-authors; comments, followers and votes move, a person who voted for both counted once); answers the target."
  mergeIdea(input: MergeIdeaInput!): IdeaDetails!
  "Moderators: undo a merge within a day (both ideas as they were, with what happened since on the target kept); answers the merged idea."
  undoIdeaMerge(input: UndoIdeaMergeInput!): IdeaDetails!
}
`,
};
