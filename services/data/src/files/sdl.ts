// The files domain's GraphQL (issue 25): upload grants and confirmations, signed download links, a record's
// attachments, deletion and the workspace's storage use. The bytes never pass through GraphQL: they travel at
// `/files/*` (the disk backend's signed URLs) or straight to the S3-compatible store (presigned URLs).
// `FileReference` (the seed's `{ bucket, region, key, protectedIdentityId }`) is graphql/sdl.ts's.
import { FILE_PURPOSES, FILE_RECORD_TYPES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const filesSdl: SdlFragment = {
  enums: {
    FilePurpose: FILE_PURPOSES,
    FileRecordType: FILE_RECORD_TYPES,
  },
  sdl: /* GraphQL */ `
type StoredFile { id: ID! purpose: FilePurpose! name: String! contentType: String! size: Int! checksum: String!
  reference: FileReference! widths: [Int!]! publicUrl: String recordType: FileRecordType recordId: ID
  uploadedBy: ID uploadedByName: String createdAt: AWSDateTime! }
type UploadGrant { fileId: ID! url: String! method: String! headers: AWSJSON! expiresAt: AWSDateTime! }
type FileUrl { key: String! url: String expiresAt: AWSDateTime }
type StorageUsage { usedBytes: Float! limitBytes: Float fileCount: Int! }

input RequestUploadInput { purpose: FilePurpose! fileName: String! contentType: String! size: Int! recordType: FileRecordType recordId: ID }
input ConfirmUploadInput { fileId: ID! }
input GetFileUrlInput { key: String! width: Int download: Boolean expiresIn: Int }
input GetFileUrlsInput { keys: [String!]! width: Int }
input ListRecordFilesInput { recordType: FileRecordType! recordId: ID! }
input DeleteFileInput { id: ID key: String }

extend type Query {
  getFileUrl(input: GetFileUrlInput!): FileUrl!
  getFileUrls(input: GetFileUrlsInput!): [FileUrl!]!
  listRecordFiles(input: ListRecordFilesInput!): [StoredFile!]!
  getStorageUsage: StorageUsage!
}

extend type Mutation {
  requestUpload(input: RequestUploadInput!): UploadGrant!
  confirmUpload(input: ConfirmUploadInput!): StoredFile!
  cancelUpload(input: ConfirmUploadInput!): Boolean!
  deleteFile(input: DeleteFileInput!): Boolean!
}
`,
};
