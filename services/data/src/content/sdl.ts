// The content domain's GraphQL beside its generated model: the resource types and states, what a resource
// embeds, and the back-office's resource functions (content/admin.ts lists them).
import { RESOURCE_STATUSES, RESOURCE_TYPES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const contentSdl: SdlFragment = {
  enums: { ResourceType: RESOURCE_TYPES, ResourceStatus: RESOURCE_STATUSES },
  sdl: /* GraphQL */ `
type ResourceAuthor { id: ID name: String avatar: String }
input ResourceAuthorInput { id: ID name: String avatar: String }
type ResourceVariable { name: String! value: [String] }
input ResourceVariableInput { name: String! value: [String] }
"A resource as the back-office sees it, whatever its status (content only from adminGetResource)."
type AdminResource {
  id: ID! slug: String! title: String! type: ResourceType! status: ResourceStatus! category: String
  hashtags: [String!]! author: ResourceAuthor shortDescription: String content: String cover: String
  isBreaking: Boolean! readTime: Int publishedAt: AWSDateTime createdAt: AWSDateTime! updatedAt: AWSDateTime!
}
type AdminResourcePage { items: [AdminResource!]! total: Int! page: Int! pageSize: Int! }
input SaveResourceAuthorInput { name: String! avatar: String }
input SaveResourceInput {
  id: ID title: String! slug: String type: ResourceType! category: String hashtags: [String!]
  author: SaveResourceAuthorInput shortDescription: String content: String cover: String isBreaking: Boolean
}
input PublishResourceInput { id: ID! "Later than now: scheduled for then." at: AWSDateTime }
input UnpublishResourceInput { id: ID! }
# The admin's password: deleting asks for it again (the generated input otherwise).
extend input DeleteResourceInput { password: String }
extend type Query {
  adminListResources(input: AdminListInput): AdminResourcePage!
  adminGetResource(id: ID!): AdminResource!
}
extend type Mutation {
  saveResource(input: SaveResourceInput!): AdminResource!
  publishResource(input: PublishResourceInput!): AdminResource!
  unpublishResource(input: UnpublishResourceInput!): AdminResource!
  deleteResource(input: DeleteResourceInput!): AdminResource!
}
`,
};
