// The enquiries domain's GraphQL: the enquiry's kinds and states, makeEnquiry, and the back-office's enquiry
// functions (the inbox list, one enquiry with its timeline, status and assignee, archive, notes, replies, delete).
import { ENQUIRY_MESSAGE_KINDS, ENQUIRY_STATUSES, ENQUIRY_TYPES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const enquiriesSdl: SdlFragment = {
  enums: { EnquiryType: ENQUIRY_TYPES, EnquiryStatus: ENQUIRY_STATUSES, EnquiryMessageKind: ENQUIRY_MESSAGE_KINDS },
  sdl: /* GraphQL */ `
input MakeEnquiryInput { type: EnquiryType! name: String! email: AWSEmail! phone: String company: String message: String! referralCode: String consent: Boolean }
type EnquiryAssignee { id: ID! name: String email: String }
type AdminEnquiry { id: ID! type: EnquiryType! status: EnquiryStatus! name: String! email: String! phone: String company: String message: String! referralCode: String consentedAt: AWSDateTime senderId: ID assignee: EnquiryAssignee archivedAt: AWSDateTime createdAt: AWSDateTime! updatedAt: AWSDateTime! }
type AdminEnquiryPage { items: [AdminEnquiry!]! total: Int! page: Int! pageSize: Int! }
type EnquiryMessage { id: ID! kind: EnquiryMessageKind! authorId: ID authorName: String subject: String body: String! createdAt: AWSDateTime! }
type AdminEnquiryReferral { id: ID! code: String! type: DiscountType! timing: DiscountTiming userValue: Float! active: Boolean! expiresAt: AWSDateTime usageTypes: [UsageType!]! usableNow: Boolean! }
type AdminEnquiryDetail { enquiry: AdminEnquiry! messages: [EnquiryMessage!]! referral: AdminEnquiryReferral }
input AdminUpdateEnquiryInput { id: ID! status: EnquiryStatus assigneeId: ID }
input ArchiveEnquiryInput { id: ID! archived: Boolean! }
input AddEnquiryNoteInput { id: ID! body: String! }
input ReplyToEnquiryInput { id: ID! subject: String! body: String! }
input AdminDeleteEnquiryInput { id: ID! password: String }
type EnquiryChange { enquiry: AdminEnquiry! }
extend type Query {
  adminListEnquiries(input: AdminListInput): AdminEnquiryPage!
  adminGetEnquiry(id: ID!): AdminEnquiryDetail!
  listEnquiryAssignees: [EnquiryAssignee!]!
}
extend type Mutation {
  makeEnquiry(input: MakeEnquiryInput!): Enquiry
  updateEnquiry(input: AdminUpdateEnquiryInput!): EnquiryChange!
  archiveEnquiry(input: ArchiveEnquiryInput!): AdminEnquiry!
  addEnquiryNote(input: AddEnquiryNoteInput!): EnquiryMessage!
  replyToEnquiry(input: ReplyToEnquiryInput!): EnquiryMessage!
  deleteEnquiry(input: AdminDeleteEnquiryInput!): AdminEnquiry!
}
`,
};
