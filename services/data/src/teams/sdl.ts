// The teams domain's GraphQL: teams inside a workspace, their members with a team role (lead, member), and what
// owners, admins and a team's leads do with them (docs/architecture.md, "Workspaces, roles and plans").
import type { SdlFragment } from '../graphql/fragment.ts';

export const teamsSdl: SdlFragment = {
  sdl: /* GraphQL */ `
type Team { id: ID! name: String! description: String memberCount: Int! myRole: String createdAt: AWSDateTime! updatedAt: AWSDateTime! canManage: Boolean! }
type TeamPage { items: [Team!]! nextToken: String total: Int! }
type TeamMember { userId: ID! name: String email: String role: String! workspaceRole: String addedAt: AWSDateTime! }
type TeamMemberPage { items: [TeamMember!]! nextToken: String }
input CreateTeamInput { name: String! description: String memberIds: [ID!] }
input UpdateTeamInput { id: ID! name: String description: String }
input DeleteTeamInput { id: ID! }
input AddTeamMemberInput { teamId: ID! userId: ID! role: String }
input RemoveTeamMemberInput { teamId: ID! userId: ID! }
input ChangeTeamRoleInput { teamId: ID! userId: ID! role: String! }
extend type Query {
  "The teams of the caller's workspace by name (every member sees every team), with the total the search matches."
  listTeams(search: String, limit: Int, nextToken: String): TeamPage!
  "One team of the caller's workspace; null when the workspace has no team with this id."
  getTeam(id: ID!): Team
  "A team's members, leads first, with their names, e-mail and workspace role."
  listTeamMembers(teamId: ID!, limit: Int, nextToken: String): TeamMemberPage!
}
extend type Mutation {
  "Owners and admins: a new team within the plan's teams limit; memberIds join as members."
  createTeam(input: CreateTeamInput!): Team!
  "Owners, admins and the team's leads: rename it or change its description."
  updateTeam(input: UpdateTeamInput!): Team!
  "Owners, admins and the team's leads: delete the team with its memberships."
  deleteTeam(input: DeleteTeamInput!): Boolean!
  "Owners, admins and the team's leads: add an active member of the workspace as lead or member."
  addTeamMember(input: AddTeamMemberInput!): TeamMember!
  "Owners, admins and the team's leads remove a member; any member removes themself (leaves)."
  removeTeamMember(input: RemoveTeamMemberInput!): Boolean!
  "Owners, admins and the team's leads: make a member a lead or a member."
  changeTeamRole(input: ChangeTeamRoleInput!): TeamMember!
}
`,
};
