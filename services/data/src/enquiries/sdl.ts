// The enquiries domain's GraphQL: the enquiry's kinds and states, and makeEnquiry.
import { ENQUIRY_STATUSES, ENQUIRY_TYPES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const enquiriesSdl: SdlFragment = {
  enums: { EnquiryType: ENQUIRY_TYPES, EnquiryStatus: ENQUIRY_STATUSES },
  sdl: /* GraphQL */ `
input MakeEnquiryInput { type: EnquiryType! name: String! email: AWSEmail! phone: String company: String message: String! referralCode: String consent: Boolean }
extend type Mutation {
  makeEnquiry(input: MakeEnquiryInput!): Enquiry
}
`,
};
