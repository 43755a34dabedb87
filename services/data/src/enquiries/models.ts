// The enquiries domain's model: what visitors send through the contact forms (makeEnquiry writes them); only
// platform admins read them and move them through their status.
import { schema } from '@innov/db';
import { e, s, time } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';

export const enquiryModel: ModelDef = {
  name: 'Enquiry',
  plural: 'Enquiries',
  table: schema.enquiries,
  fields: {
    type: e('EnquiryType!', { readOnly: true }),
    name: s('String!', { readOnly: true }),
    email: s('AWSEmail!', { readOnly: true }),
    phone: s('String', { readOnly: true }),
    company: s('String', { readOnly: true }),
    message: s('String!', { readOnly: true }),
    referralCode: s('String', { readOnly: true }),
    consentedAt: time({ readOnly: true }),
    status: e('EnquiryStatus'),
    owner: s('String', { readOnly: true }),
  },
  indexes: [{ query: 'enquiriesByStatusAndCreatedAt', partition: 'status', sort: 'createdAt' }],
  rules: [],
  // Changes go through the back-office's functions only (updateEnquiry, deleteEnquiry with the admin's password…).
  expose: { get: true, list: true, subscribe: true },
};
