// The workspaces domain's GraphQL: the lifecycle states and what a workspace embeds (its company information),
// the lifecycle a platform admin moves a workspace through, the plan they set until subscriptions exist, the
// owner's resubmission after a rejection, and the caller's workspace as the guard sees it.
import { PLAN_LIMITS, WORKSPACE_STATUSES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const WORKSPACE_DECISIONS = ['APPROVE', 'REJECT', 'DEACTIVATE', 'REACTIVATE'] as const;
export type WorkspaceDecision = (typeof WORKSPACE_DECISIONS)[number];

export const workspacesSdl: SdlFragment = {
  enums: { WorkspaceStatus: WORKSPACE_STATUSES, WorkspaceDecision: WORKSPACE_DECISIONS },
  sdl: /* GraphQL */ `
type CompanyInformation { name: String industry: String city: String address: String postalCode: String country: String size: String website: AWSURL }
input CompanyInformationInput { name: String industry: String city: String address: String postalCode: String country: String size: String website: AWSURL }
type WorkspaceState { tenantId: ID! status: WorkspaceStatus! tier: PricingTier! rejectionReason: String }
input ReviewWorkspaceInput { tenantId: ID! decision: WorkspaceDecision! reason: String }
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
type AdminWorkspace { tenantId: ID! workspace: String! email: String status: WorkspaceStatus! tier: PricingTier! rejectionReason: String companyInformation: CompanyInformation ownerId: ID! ownerName: String ownerEmail: String memberCount: Int! createdAt: AWSDateTime! deletedAt: AWSDateTime purgeAfter: AWSDateTime }
type AdminWorkspacePage { items: [AdminWorkspace!]! nextToken: String }
extend type Query {
  "Owners and admins: the workspace's activity from the audit log, newest first, with the actors' names."
  listWorkspaceActivity(limit: Int, nextToken: String): WorkspaceActivityPage!
  "Platform admins: workspaces with their owner, company information and member count (PENDING oldest first)."
  adminListWorkspaces(status: WorkspaceStatus, search: String, limit: Int, nextToken: String): AdminWorkspacePage!
}
extend type Query {
  "The caller's workspace as the guard sees it: role, lifecycle state, plan and what the plan allows."
  getMyWorkspace: MyWorkspace!
}
extend type Mutation {
  "Platform admins: approve, reject (with a reason), deactivate or reactivate a workspace."
  reviewWorkspace(input: ReviewWorkspaceInput!): WorkspaceState
  "Platform admins: the workspace's plan tier (and, for Bespoke, what it is granted)."
  setWorkspacePlan(input: SetWorkspacePlanInput!): WorkspaceState
  "The owner of a rejected workspace submits it again for approval."
  submitWorkspace(input: SubmitWorkspaceInput!): WorkspaceState
}
`,
};
