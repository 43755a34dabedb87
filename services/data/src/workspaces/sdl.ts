// The workspaces domain's GraphQL: the lifecycle a platform admin moves a workspace through, the plan they set
// until subscriptions exist, and the owner's resubmission after a rejection.
export const WORKSPACE_DECISIONS = ['APPROVE', 'REJECT', 'DEACTIVATE', 'REACTIVATE'] as const;
export type WorkspaceDecision = (typeof WORKSPACE_DECISIONS)[number];

export const workspacesSdl = `
type WorkspaceState { tenantId: ID! status: WorkspaceStatus! tier: PricingTier! rejectionReason: String }
input ReviewWorkspaceInput { tenantId: ID! decision: WorkspaceDecision! reason: String }
input SetWorkspacePlanInput { tenantId: ID! tier: PricingTier! entitlements: AWSJSON }
input SubmitWorkspaceInput { tenantId: ID! }
extend type Mutation {
  "Platform admins: approve, reject (with a reason), deactivate or reactivate a workspace."
  reviewWorkspace(input: ReviewWorkspaceInput!): WorkspaceState
  "Platform admins: the workspace's plan tier (and, for Bespoke, what it is granted)."
  setWorkspacePlan(input: SetWorkspacePlanInput!): WorkspaceState
  "The owner of a rejected workspace submits it again for approval."
  submitWorkspace(input: SubmitWorkspaceInput!): WorkspaceState
}
`;

export const myWorkspaceSdl = `
type PlanEntitlements { features: [String!]! seats: Int storageGb: Int teams: Int activeCampaigns: Int }
type MyWorkspace {
  tenantId: ID
  role: String
  status: WorkspaceStatus
  tier: PricingTier!
  rejectionReason: String
  entitlements: PlanEntitlements!
}
extend type Query {
  "The caller's workspace as the guard sees it: role, lifecycle state, plan and what the plan allows."
  getMyWorkspace: MyWorkspace!
}
`;
