// Every domain function, in one table: the GraphQL engine builds its custom Query and Mutation resolvers from it,
// and triggers and jobs call the same functions through `invoke`. Adding a function: write it in its domain's
// folder with `defineFunction`, add its field to the domain's SDL fragment (`<domain>/sdl.ts`), and list it here
// (docs/architecture.md, "Adding a feature").

import { getMyDataExport } from '../account-export/get-my-data-export.ts';
import { requestDataExport } from '../account-export/request-data-export.ts';
import { adminFunctions } from '../admin/admin.ts';
import { billingAdminFunctions } from '../billing/admin.ts';
import { billingFunctions } from '../billing/functions.ts';
import { campaignFunctions } from '../campaigns/functions.ts';
import { contentAdminFunctions } from '../content/admin.ts';
import { enquiriesAdminFunctions } from '../enquiries/admin.ts';
import { makeEnquiry } from '../enquiries/make-enquiry.ts';
import { evaluationFunctions } from '../evaluation/functions.ts';
import { cancelUpload } from '../files/cancel-upload.ts';
import { confirmUpload } from '../files/confirm-upload.ts';
import { deleteFile } from '../files/delete-file.ts';
import { getFileUrl } from '../files/get-file-url.ts';
import { getFileUrls } from '../files/get-file-urls.ts';
import { getStorageUsage } from '../files/get-storage-usage.ts';
import { listRecordFiles } from '../files/list-record-files.ts';
import { requestUpload } from '../files/request-upload.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { addIdeaComment } from '../ideas/add-idea-comment.ts';
import { createIdeaTemplate } from '../ideas/create-idea-template.ts';
import { deleteIdea } from '../ideas/delete-idea.ts';
import { deleteIdeaComment } from '../ideas/delete-idea-comment.ts';
import { editIdea } from '../ideas/edit-idea.ts';
import { editIdeaComment } from '../ideas/edit-idea-comment.ts';
import { findSimilarIdeas } from '../ideas/find-similar-ideas.ts';
import { followIdea } from '../ideas/follow-idea.ts';
import { getIdea } from '../ideas/get-idea.ts';
import { getIdeaTemplate } from '../ideas/get-idea-template.ts';
import { getMyInnovationsCounts } from '../ideas/get-my-innovations-counts.ts';
import { inviteCoAuthors } from '../ideas/invite-co-authors.ts';
import { listIdeaActivity } from '../ideas/list-idea-activity.ts';
import { listIdeaCategories } from '../ideas/list-idea-categories.ts';
import { listIdeaComments } from '../ideas/list-idea-comments.ts';
import { listIdeaPeople } from '../ideas/list-idea-people.ts';
import { listIdeaTags } from '../ideas/list-idea-tags.ts';
import { listIdeaTemplateVersions } from '../ideas/list-idea-template-versions.ts';
import { listIdeaTemplates } from '../ideas/list-idea-templates.ts';
import { listIdeaVersions } from '../ideas/list-idea-versions.ts';
import { listIdeas } from '../ideas/list-ideas.ts';
import { listMyInnovations } from '../ideas/list-my-innovations.ts';
import { mergeIdea } from '../ideas/merge-idea.ts';
import { moderateIdea } from '../ideas/moderate-idea.ts';
import { moveIdeas } from '../ideas/move-ideas.ts';
import { removeCoAuthor } from '../ideas/remove-co-author.ts';
import { respondToCoAuthorship } from '../ideas/respond-to-co-authorship.ts';
import { saveIdeaDraft } from '../ideas/save-idea-draft.ts';
import { setIdeaTemplateStatus } from '../ideas/set-idea-template-status.ts';
import { submitIdea } from '../ideas/submit-idea.ts';
import { undoIdeaMerge } from '../ideas/undo-idea-merge.ts';
import { updateIdeaTags } from '../ideas/update-idea-tags.ts';
import { updateIdeaTemplate } from '../ideas/update-idea-template.ts';
import { voteIdea } from '../ideas/vote-idea.ts';
import { newsletterAdminFunctions } from '../newsletter/admin.ts';
import { confirmNewsletterSubscription } from '../newsletter/confirm-newsletter-subscription.ts';
import { newsletterUnsubscribeLink } from '../newsletter/newsletter-unsubscribe-link.ts';
import { subscribeToNewsletter } from '../newsletter/subscribe-to-newsletter.ts';
import { listMyNotifications } from '../notifications/list-my-notifications.ts';
import { markAllNotificationsRead } from '../notifications/mark-all-notifications-read.ts';
import { markNotificationRead } from '../notifications/mark-notification-read.ts';
import { pricingAdminFunctions } from '../pricing/admin.ts';
import { validateReferralCode } from '../pricing/validate-referral-code.ts';
import { deleteUserData } from '../profiles/delete-user-data.ts';
import { listMySecurityActivity } from '../profiles/list-my-security-activity.ts';
import { surveysAdminFunctions } from '../surveys/admin.ts';
import { answerSurveyQuestion } from '../surveys/answer-survey-question.ts';
import { getActiveSurvey } from '../surveys/get-active-survey.ts';
import { addTeamMember } from '../teams/add-team-member.ts';
import { changeTeamRole } from '../teams/change-team-role.ts';
import { createTeam } from '../teams/create-team.ts';
import { deleteTeam } from '../teams/delete-team.ts';
import { getTeam } from '../teams/get-team.ts';
import { listTeamMembers } from '../teams/list-team-members.ts';
import { listTeams } from '../teams/list-teams.ts';
import { removeTeamMember } from '../teams/remove-team-member.ts';
import { updateTeam } from '../teams/update-team.ts';
import { usersAdminFunctions } from '../users/admin.ts';
import { acceptInvitation } from '../workspaces/accept-invitation.ts';
import { workspacesAdminFunctions } from '../workspaces/admin.ts';
import { approveMember } from '../workspaces/approve-member.ts';
import { cancelOwnershipTransfer } from '../workspaces/cancel-ownership-transfer.ts';
import { changeMemberRole } from '../workspaces/change-member-role.ts';
import { confirmOwnershipTransfer } from '../workspaces/confirm-ownership-transfer.ts';
import { createWorkspace } from '../workspaces/create-workspace.ts';
import { declineInvitation } from '../workspaces/decline-invitation.ts';
import { deleteWorkspace } from '../workspaces/delete-workspace.ts';
import { getInvitation } from '../workspaces/get-invitation.ts';
import { getJoinLink } from '../workspaces/get-join-link.ts';
import { getJoinLinkPreview } from '../workspaces/get-join-link-preview.ts';
import { getMyWorkspace } from '../workspaces/get-my-workspace.ts';
import { inviteMembers } from '../workspaces/invite-members.ts';
import { joinWorkspace } from '../workspaces/join-workspace.ts';
import { leaveWorkspace } from '../workspaces/leave-workspace.ts';
import { listInvitations } from '../workspaces/list-invitations.ts';
import { listMyInvitations } from '../workspaces/list-my-invitations.ts';
import { listWorkspaceActivity } from '../workspaces/list-workspace-activity.ts';
import { listWorkspaceMembers } from '../workspaces/list-workspace-members.ts';
import { removeMember } from '../workspaces/remove-member.ts';
import { resendInvitation } from '../workspaces/resend-invitation.ts';
import { restoreWorkspace } from '../workspaces/restore-workspace.ts';
import { reviewWorkspace } from '../workspaces/review-workspace.ts';
import { revokeInvitation } from '../workspaces/revoke-invitation.ts';
import { setWorkspacePlan } from '../workspaces/set-workspace-plan.ts';
import { submitWorkspace } from '../workspaces/submit-workspace.ts';
import { transferOwnership } from '../workspaces/transfer-ownership.ts';
import { updateJoinLink } from '../workspaces/update-join-link.ts';
import type { DomainFunction } from './function.ts';
import { invoke } from './invoke.ts';

export const domainFunctions: DomainFunction[] = [
  // The back-office, by domain (each domain's admin.ts).
  ...adminFunctions,
  ...usersAdminFunctions,
  ...workspacesAdminFunctions,
  ...contentAdminFunctions,
  ...surveysAdminFunctions,
  ...pricingAdminFunctions,
  ...enquiriesAdminFunctions,
  ...newsletterAdminFunctions,
  ...billingAdminFunctions,
  makeEnquiry,
  subscribeToNewsletter,
  confirmNewsletterSubscription,
  newsletterUnsubscribeLink,
  validateReferralCode,
  getActiveSurvey,
  answerSurveyQuestion,
  deleteUserData,
  listMySecurityActivity,
  requestDataExport,
  getMyDataExport,
  listMyNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  getMyWorkspace,
  reviewWorkspace,
  setWorkspacePlan,
  submitWorkspace,
  inviteMembers,
  resendInvitation,
  revokeInvitation,
  listInvitations,
  getInvitation,
  listMyInvitations,
  acceptInvitation,
  declineInvitation,
  getJoinLink,
  updateJoinLink,
  getJoinLinkPreview,
  joinWorkspace,
  listWorkspaceMembers,
  changeMemberRole,
  removeMember,
  approveMember,
  leaveWorkspace,
  createWorkspace,
  transferOwnership,
  cancelOwnershipTransfer,
  confirmOwnershipTransfer,
  deleteWorkspace,
  restoreWorkspace,
  listTeams,
  getTeam,
  listTeamMembers,
  createTeam,
  updateTeam,
  deleteTeam,
  addTeamMember,
  removeTeamMember,
  changeTeamRole,
  listWorkspaceActivity,
  listIdeaTemplates,
  getIdeaTemplate,
  listIdeaTemplateVersions,
  createIdeaTemplate,
  updateIdeaTemplate,
  setIdeaTemplateStatus,
  saveIdeaDraft,
  submitIdea,
  editIdea,
  deleteIdea,
  getIdea,
  listIdeaVersions,
  inviteCoAuthors,
  respondToCoAuthorship,
  removeCoAuthor,
  findSimilarIdeas,
  listIdeaPeople,
  listIdeas,
  listIdeaCategories,
  listIdeaTags,
  listIdeaComments,
  listIdeaActivity,
  listMyInnovations,
  getMyInnovationsCounts,
  voteIdea,
  followIdea,
  moveIdeas,
  updateIdeaTags,
  addIdeaComment,
  editIdeaComment,
  deleteIdeaComment,
  moderateIdea,
  mergeIdea,
  undoIdeaMerge,
  requestUpload,
  confirmUpload,
  cancelUpload,
  getFileUrl,
  getFileUrls,
  listRecordFiles,
  deleteFile,
  getStorageUsage,
  ...billingFunctions,
  ...campaignFunctions,
  ...evaluationFunctions,
] as DomainFunction[];

type Resolver = (source: unknown, args: unknown, ctx: GraphQLContext) => Promise<unknown>;

/** The custom Query and Mutation resolvers: each parses its arguments and runs its function. */
export function domainResolvers(functions: DomainFunction[] = domainFunctions) {
  const out: { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } = { Query: {}, Mutation: {} };
  for (const fn of functions) {
    if (out[fn.type][fn.name]) throw new Error(`Domain function ${fn.type}.${fn.name} is registered twice.`);
    out[fn.type][fn.name] = (_source, args, ctx) =>
      invoke(fn, { deps: ctx.deps, principal: ctx.principal, runtimes: ctx.runtimes }, args);
  }
  return out;
}
