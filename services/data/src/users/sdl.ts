// The users domain's SDL: the back-office's users (the profile with its workspace and the projection of the identity
// account), one user's page (the account, sign-ins, devices) and the admin actions on them.
import type { SdlFragment } from '../graphql/fragment.ts';

export const usersSdl: SdlFragment = {
  sdl: /* GraphQL */ `
type AdminUser { id: ID! sub: String email: String name: String tenantId: ID workspace: String workspaceStatus: String role: String enabled: Boolean! mfaEnabled: Boolean! groups: [String!]! isAdmin: Boolean! createdAt: AWSDateTime! updatedAt: AWSDateTime! }
type AdminUserPage { items: [AdminUser!]! total: Int! page: Int! pageSize: Int! }
type AdminIdentityAccount { status: String! enabled: Boolean! mfaEnabled: Boolean! mfaFactors: [String!]! groups: [String!]! phoneNumber: String emailVerified: Boolean! createdAt: AWSDateTime! updatedAt: AWSDateTime! }
type AdminAuthChallenge { name: String! response: String! }
type AdminAuthEvent { id: ID! type: String! response: String! challenges: [AdminAuthChallenge!]! ipAddress: String deviceName: String at: AWSDateTime! }
type AdminUserDevice { deviceKey: ID! name: String remembered: Boolean! lastIp: String lastAuthenticatedAt: AWSDateTime createdAt: AWSDateTime! }
type AdminUserDetail { user: AdminUser! account: AdminIdentityAccount signIns: [AdminAuthEvent!]! devices: [AdminUserDevice!]! }
input AdminUserActionInput { userId: ID! password: String }
input AdminEnableUserInput { userId: ID! }
input SetUserAdminInput { userId: ID! admin: Boolean! password: String }
type DeletedUser { id: ID! email: String name: String deletedItems: Int! }
extend type Query {
  adminListUsers(input: AdminListInput): AdminUserPage!
  adminGetUser(userId: ID!): AdminUserDetail!
}
extend type Mutation {
  disableUser(input: AdminUserActionInput!): AdminUser!
  enableUser(input: AdminEnableUserInput!): AdminUser!
  resetUserPassword(input: AdminUserActionInput!): AdminUser!
  signOutUserEverywhere(input: AdminUserActionInput!): AdminUser!
  setUserAdmin(input: SetUserAdminInput!): AdminUser!
  deleteUser(input: AdminUserActionInput!): DeletedUser!
}
`,
};
