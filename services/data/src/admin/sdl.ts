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
`,
};
