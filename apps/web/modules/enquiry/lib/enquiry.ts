// The enquiry form's rules, the same as makeEnquiry's on the server (services/data/src/operations/make-enquiry.ts):
// lengths, a plausible e-mail address, consent; and the labels of the seed's enquiry types.

import type { EnquiryType } from '@innov/contracts';
import { isAwsEmail } from '@innov/contracts/email';

export const ENQUIRY_TYPE_LABELS: Record<EnquiryType, string> = {
  GENERAL_ENQUIRY: 'General enquiry',
  PROOF_OF_CONCEPT: 'Proof of concept',
  MINIMUM_VIABLE_PRODUCT: 'Minimum viable product',
  SELECTIVE_VALIDATION_AND_FUNDING: 'Validation and selective funding',
  PUBLIC_SECTOR_PARTNERSHIP: 'Public sector partnership',
  PRIVATE_SECTOR_PARTNERSHIP: 'Private sector partnership',
  ONGOING_SUPPORT: 'Ongoing support',
  DATA_EXTRACTION_AND_AUTOMATION: 'Data extraction and automation',
  AI_INTEGRATION: 'AI integration',
  SOFTWARE_ENGINEERING_STAFFING: 'Software engineering staffing',
};

export interface TEnquiryValues {
  type: EnquiryType;
  name: string;
  email: string;
  company: string;
  message: string;
  referralCode: string;
  consent: boolean;
}

export type TEnquiryErrors = Partial<Record<keyof TEnquiryValues, string>>;

export function validateEnquiry(v: TEnquiryValues): TEnquiryErrors {
  const errors: TEnquiryErrors = {};
  if (!v.name.trim()) errors.name = 'Please tell us your name.';
  else if (v.name.length > 200) errors.name = 'At most 200 characters.';
  if (!v.email.trim()) errors.email = 'Please give an e-mail address for our reply.';
  else if (!isAwsEmail(v.email.trim())) errors.email = 'This does not look like an e-mail address.';
  if (v.company.length > 200) errors.company = 'At most 200 characters.';
  if (!v.message.trim()) errors.message = 'Please tell us a little about what you need.';
  else if (v.message.length > 5_000) errors.message = 'At most 5,000 characters.';
  if (v.referralCode.length > 64) errors.referralCode = 'At most 64 characters.';
  if (!v.consent) errors.consent = 'We can only answer with your agreement to be contacted.';
  return errors;
}

export const MAKE_ENQUIRY = /* GraphQL */ `
  mutation MakeEnquiry($input: MakeEnquiryInput!) {
    makeEnquiry(input: $input) { id type status createdAt }
  }
`;
