// The back-office's shared SDL: the input every admin list takes (search, filters as JSON checked by the list's
// own schema, sort, direction, page from 0, page size) and the CSV export. Each domain declares its own list's
// page type beside its functions.
import type { SdlFragment } from '../graphql/fragment.ts';

export const adminSdl: SdlFragment = {
  sdl: /* GraphQL */ `
input AdminListInput { search: String filters: AWSJSON sort: String direction: ModelSortDirection page: Int pageSize: Int }
input CreateAdminExportInput { list: String! query: AWSJSON }
type AdminExport { url: String! expiresAt: AWSDateTime! }
extend type Mutation {
  createAdminExport(input: CreateAdminExportInput!): AdminExport!
}
type AdminOverviewDay { date: String! signUps: Int! workspaces: Int! enquiries: Int! newsletter: Int! "Pounds: PAID payments by paid date less their refunds." revenue: Float! }
type AdminOverviewTier { tier: PricingTier! trialing: Int! active: Int! pastDue: Int! total: Int! }
type AdminOverviewWorkspaces { pending: Int! active: Int! rejected: Int! deactivated: Int! deleted: Int! }
type AdminOverviewNewsletter { pending: Int! confirmed: Int! unsubscribed: Int! }
type AdminOverview {
  days: Int!
  from: AWSDateTime!
  to: AWSDateTime!
  "One entry per UTC day of the period, oldest first."
  series: [AdminOverviewDay!]!
  signUps: Int!
  workspacesCreated: Int!
  enquiriesReceived: Int!
  newsletterConfirmed: Int!
  "Pounds: the period's revenue (PAID payments less refunds)."
  revenue: Float!
  users: Int!
  workspaces: AdminOverviewWorkspaces!
  openEnquiries: Int!
  newsletter: AdminOverviewNewsletter!
  "Subscriptions giving a tier now (trialing, active, past due), one entry per tier in the plans' order."
  subscriptionsByTier: [AdminOverviewTier!]!
  subscriptions: Int!
}
type AdminAuditEntry { id: ID! createdAt: AWSDateTime! actor: String actorName: String actorEmail: String action: String! target: String tenantId: ID workspace: String ip: String requestId: String details: AWSJSON! summary: String! }
type AdminAuditPage { items: [AdminAuditEntry!]! total: Int! page: Int! pageSize: Int! }
extend type Query {
  "Platform admins: daily sign-ups, workspaces, enquiries and newsletter confirmations over the last days (30 by default, at most 365), and the counts now."
  adminOverview(days: Int): AdminOverview!
  "Platform admins: the audit log, newest first (filters: actor, action, target, from, to)."
  adminListAudit(input: AdminListInput): AdminAuditPage!
}
`,
};
