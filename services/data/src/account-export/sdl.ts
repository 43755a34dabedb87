// The account export's GraphQL (issue 30): a user asks for an export of their data and reads its state, with a
// signed download link while it lives. The file itself travels as every stored object does (`/files/o/…` or the
// S3-compatible store's presigned URL).
import { DATA_EXPORT_STATUSES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const accountExportSdl: SdlFragment = {
  enums: { DataExportStatus: DATA_EXPORT_STATUSES },
  sdl: /* GraphQL */ `
type DataExport { id: ID! status: DataExportStatus! createdAt: AWSDateTime! readyAt: AWSDateTime
  expiresAt: AWSDateTime size: Float url: String nextRequestAt: AWSDateTime }
input RequestDataExportInput { displaySettings: AWSJSON }
extend type Query {
  "The signed-in user's latest data export; null before their first."
  getMyDataExport: DataExport
}
extend type Mutation {
  "Asks for an export of everything the service holds about the signed-in user (one an hour)."
  requestDataExport(input: RequestDataExportInput): DataExport!
}
`,
};
