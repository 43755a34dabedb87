// The workspaces domain's GraphQL: the lifecycle states and what a workspace embeds (its company information),
// the lifecycle a platform admin moves a workspace through, the plan they set until subscriptions exist, the
// owner's resubmission after a rejection, and the caller's workspace as the guard sees it.
import { INVITATION_STATUSES, MEMBER_STATUSES, PLAN_LIMITS, WORKSPACE_STATUSES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const WORKSPACE_DECISIONS = ['APPROVE', 'REJECT', 'DEACTIVATE', 'REACTIVATE'] as const;
export type WorkspaceDecision = (typeof WORKSPACE_DECISIONS)[number];

export const workspacesSdl: SdlFragment = {
  enums: {
    WorkspaceStatus: WORKSPACE_STATUSES,
    WorkspaceDecision: WORKSPACE_DECISIONS,
    MemberStatus: MEMBER_STATUSES,
    InvitationStatus: INVITATION_STATUSES,
    MemberDecision: ['APPROVE', 'DECLINE'],
  },
  sdl: /* GraphQL */ `
type CompanyInformation { name: String industry: String city: String address: String postalCode: String country: String size: String website: AWSURL }
input CompanyInformationInput { name: String industry: String city: String address: String postalCode: String country: String size: String website: AWSURL }
type WorkspaceState { tenantId: ID! status: WorkspaceStatus! tier: PricingTier! rejectionReason: String }
input ReviewWorkspaceInput {
  tenantId: ID!
  decision: WorkspaceDecision!
  reason: String
  "DEACTIVATE only: the admin's password, confirmed again."
  password: String
}
input SetWorkspacePlanInput { tenantId: ID! tier: PricingTier! entitlements: AWSJSON }
input SubmitWorkspaceInput { tenantId: ID! }
type PlanEntitlements { features: [String!]! ${PLAN_LIMITS.map((limit) => `${limit}: Int`).join(' ')} }
type MyWorkspace {
  tenantId: ID
  role: String
  status: WorkspaceStatus
  tier: PricingTier!
  rejectionReason: String
  entitlements: PlanEntitlements!
  workspace: String
  "The caller is the primary owner (Tenant.owner: billing contact, gets platform mail)."
  isPrimaryOwner: Boolean!
  "The caller joined by a join link and waits for an owner's or admin's approval."
  pendingApproval: Boolean!
  "Set when the workspace was deleted (or left empty): kept until purgeAfter, restorable by a platform admin."
  deletedAt: AWSDateTime
  purgeAfter: AWSDateTime
  "An ownership transfer the caller sent or must confirm."
  pendingTransfer: OwnershipTransfer
}
type OwnershipTransfer { fromUserId: ID! fromName: String toUserId: ID! toName: String stayOwner: Boolean! requestedAt: AWSDateTime! }
type WorkspaceActivity { id: ID! action: String! actorId: ID actorName: String target: String details: AWSJSON createdAt: AWSDateTime! }
type WorkspaceActivityPage { items: [WorkspaceActivity!]! nextToken: String }
type AdminWorkspace { tenantId: ID! workspace: String! email: String status: WorkspaceStatus! tier: PricingTier! entitlements: PlanEntitlements! rejectionReason: String companyInformation: CompanyInformation ownerId: ID! ownerName: String ownerEmail: String memberCount: Int! createdAt: AWSDateTime! deletedAt: AWSDateTime purgeAfter: AWSDateTime }
type AdminWorkspacePage { items: [AdminWorkspace!]! total: Int! page: Int! pageSize: Int! }
extend type Query {
  "Owners and admins: the workspace's activity from the audit log, newest first, with the actors' names."
  listWorkspaceActivity(limit: Int, nextToken: String): WorkspaceActivityPage!
  "Platform admins: workspaces with their owner, company information, plan and member count (filters: status, tier)."
  adminListWorkspaces(input: AdminListInput): AdminWorkspacePage!
}
type WorkspaceMember { userId: ID! name: String email: String role: String! status: MemberStatus! isPrimaryOwner: Boolean! joinedAt: AWSDateTime! teamCount: Int! }
type WorkspaceMemberPage { items: [WorkspaceMember!]! nextToken: String total: Int! pendingCount: Int! }
type Invitation { id: ID! email: String! role: String! teamIds: [ID!]! status: InvitationStatus! invitedBy: ID invitedByName: String createdAt: AWSDateTime! expiresAt: AWSDateTime! }
type InvitationPage { items: [Invitation!]! nextToken: String }
type InviteSkip { email: String! reason: String! }
type InviteMembersResult { invited: [Invitation!]! skipped: [InviteSkip!]! }
type InvitationPreview { workspace: String! invitedByName: String email: String! role: String! status: InvitationStatus! expiresAt: AWSDateTime! }
type MyInvitation { id: ID! workspace: String! invitedByName: String role: String! expiresAt: AWSDateTime! }
type JoinLink { enabled: Boolean! token: String domains: [String!]! }
type JoinLinkPreview { workspace: String! domains: [String!]! }
input InviteMembersInput { emails: [String!]! role: String! teamIds: [ID!] }
input InvitationIdInput { id: ID! }
input AnswerInvitationInput { token: String id: ID }
input JoinWorkspaceInput { token: String! }
input ChangeMemberRoleInput { userId: ID! role: String! }
input MemberIdInput { userId: ID! }
input ApproveMemberInput { userId: ID! decision: MemberDecision! }
input CreateWorkspaceInput { workspace: String! }
input TransferOwnershipInput { userId: ID! stayOwner: Boolean }
input ConfirmOwnershipTransferInput { accept: Boolean! }
input DeleteWorkspaceInput { confirmName: String! }
input RestoreWorkspaceInput { tenantId: ID! }
input UpdateJoinLinkInput { enabled: Boolean! domains: [String!]! regenerate: Boolean }
extend type Query {
  "The caller's workspace as the guard sees it: role, lifecycle state, plan and what the plan allows."
  getMyWorkspace: MyWorkspace!
  "The workspace's members (not for pending members), by name; search over name and e-mail."
  listWorkspaceMembers(search: String, status: MemberStatus, limit: Int, nextToken: String): WorkspaceMemberPage!
  "Owners and admins: the workspace's invitations of a status (PENDING by default), newest first."
  listInvitations(status: InvitationStatus, limit: Int, nextToken: String): InvitationPage!
  "Anyone with the link: what an invitation is for; null for an unknown token."
  getInvitation(token: String!): InvitationPreview
  "The pending invitations to the caller's e-mail address."
  listMyInvitations: [MyInvitation!]!
  "Owners and admins: the workspace's join link."
  getJoinLink: JoinLink!
  "Anyone with the link: which workspace a join link is for; null when unknown or off."
  getJoinLinkPreview(token: String!): JoinLinkPreview
}
extend type Mutation {
  "Platform admins: approve, reject (with a reason), deactivate or reactivate a workspace."
  reviewWorkspace(input: ReviewWorkspaceInput!): WorkspaceState
  "Platform admins: the workspace's plan tier (and, for Bespoke, what it is granted)."
  setWorkspacePlan(input: SetWorkspacePlanInput!): WorkspaceState
  "The owner of a rejected workspace submits it again for approval."
  submitWorkspace(input: SubmitWorkspaceInput!): WorkspaceState
  "Owners and admins of an active workspace invite addresses with a role (owners only by owners), optionally into teams."
  inviteMembers(input: InviteMembersInput!): InviteMembersResult!
  "Owners and admins: a new link for a pending invitation (the old one dead)."
  resendInvitation(input: InvitationIdInput!): Invitation!
  "Owners and admins withdraw a pending invitation."
  revokeInvitation(input: InvitationIdInput!): Invitation!
  "The invited user joins (moving out of their current workspace)."
  acceptInvitation(input: AnswerInvitationInput!): MyWorkspace!
  "The invited user turns an invitation down."
  declineInvitation(input: AnswerInvitationInput!): InvitationPreview
  "Join by a join link: the caller's e-mail domain must be listed; the membership waits for approval."
  joinWorkspace(input: JoinWorkspaceInput!): MyWorkspace!
  "Owners: any role; admins: member and admin of non-owners. The last owner is not demoted."
  changeMemberRole(input: ChangeMemberRoleInput!): WorkspaceMember!
  "Owners remove anyone but the last (and the primary) owner; admins remove members."
  removeMember(input: MemberIdInput!): WorkspaceMember!
  "Owners and admins decide on a pending member; DECLINE answers null."
  approveMember(input: ApproveMemberInput!): WorkspaceMember
  "The caller leaves their workspace (not the last owner while others remain)."
  leaveWorkspace: MyWorkspace!
  "A user without a workspace (or whose workspace was deleted) starts one."
  createWorkspace(input: CreateWorkspaceInput!): MyWorkspace!
  "The primary owner offers the primary ownership to an active member."
  transferOwnership(input: TransferOwnershipInput!): OwnershipTransfer!
  "The primary owner withdraws the ownership transfer; false when there was none."
  cancelOwnershipTransfer: Boolean!
  "The recipient accepts or declines the ownership transfer."
  confirmOwnershipTransfer(input: ConfirmOwnershipTransferInput!): MyWorkspace!
  "An owner deletes the workspace (typing its name); kept for the retention days, restorable by a platform admin."
  deleteWorkspace(input: DeleteWorkspaceInput!): MyWorkspace!
  "Platform admins restore a deleted workspace before it is purged."
  restoreWorkspace(input: RestoreWorkspaceInput!): WorkspaceState
  "Owners turn the join link on or off, list its e-mail domains, or make a new link."
  updateJoinLink(input: UpdateJoinLinkInput!): JoinLink!
}
`,
};
