// The enquiry form's rules, the same as makeEnquiry's on the server (its schema in packages/contracts/src/
// enquiries.ts): the shared lengths, the AWSEmail rule, consent; and the labels of the seed's enquiry types.

import type { EnquiryType } from '@innov/contracts';
import { isAwsEmail } from '@innov/contracts/email';
import { ENQUIRY_LIMITS } from '@innov/contracts/enquiry-limits';
import type { FunctionSpec } from '../../data/lib/requests.ts';

const atMost = (n: number) => `At most ${n.toLocaleString('en-GB')} characters.`;

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
  else if (v.name.length > ENQUIRY_LIMITS.name) errors.name = atMost(ENQUIRY_LIMITS.name);
  if (!v.email.trim()) errors.email = 'Please give an e-mail address for our reply.';
  else if (!isAwsEmail(v.email.trim())) errors.email = 'This does not look like an e-mail address.';
  if (v.company.length > ENQUIRY_LIMITS.company) errors.company = atMost(ENQUIRY_LIMITS.company);
  if (!v.message.trim()) errors.message = 'Please tell us a little about what you need.';
  else if (v.message.length > ENQUIRY_LIMITS.message) errors.message = atMost(ENQUIRY_LIMITS.message);
  if (v.referralCode.length > ENQUIRY_LIMITS.referralCode) errors.referralCode = atMost(ENQUIRY_LIMITS.referralCode);
  if (!v.consent) errors.consent = 'We can only answer with your agreement to be contacted.';
  return errors;
}

export const MAKE_ENQUIRY: FunctionSpec = {
  name: 'makeEnquiry',
  kind: 'mutation',
  args: { input: 'MakeEnquiryInput!' },
  selection: 'id type status createdAt',
};
