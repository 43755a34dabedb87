'use client';
// The back-office's enquiry calls: the inbox list (adminListEnquiries), one enquiry with its timeline
// (adminGetEnquiry), the admins it may be given to, and the changes (status and assignee, archive, note, reply,
// delete). Every change refetches what shows enquiries (the Enquiry tag).
import type { EnquiryMessageKind, EnquiryStatus, EnquiryType } from '@innov/contracts';
import { defineAdminListQuery } from '../../admin/lib/admin-list.ts';
import { defineFunction } from '../../data/lib/model.ts';

export interface TEnquiryPerson {
  id: string;
  name: string | null;
  email: string | null;
}

export interface TAdminEnquiry {
  id: string;
  type: EnquiryType;
  status: EnquiryStatus;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  referralCode: string | null;
  consentedAt: string | null;
  senderId: string | null;
  assignee: TEnquiryPerson | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TEnquiryMessage {
  id: string;
  kind: EnquiryMessageKind;
  authorId: string | null;
  authorName: string | null;
  subject: string | null;
  body: string;
  createdAt: string;
}

export interface TEnquiryReferral {
  id: string;
  code: string;
  type: 'PERCENTAGE' | 'FIXED';
  timing: string | null;
  userValue: number;
  active: boolean;
  expiresAt: string | null;
  usageTypes: string[];
  usableNow: boolean;
}

export interface TAdminEnquiryDetail {
  enquiry: TAdminEnquiry;
  messages: TEnquiryMessage[];
  referral: TEnquiryReferral | null;
}

const ENQUIRY = `id type status name email phone company message referralCode consentedAt senderId
  assignee { id name email } archivedAt createdAt updatedAt`;
const TAGS = { provides: ['Enquiry'] };
const CHANGES = { invalidates: ['Enquiry'] };

export const AdminEnquiriesQuery = defineAdminListQuery<TAdminEnquiry>('adminListEnquiries', ENQUIRY, ['Enquiry']);

export const AdminEnquiryQuery = defineFunction<TAdminEnquiryDetail>(
  {
    name: 'adminGetEnquiry',
    kind: 'query',
    args: { id: 'ID!' },
    selection: `enquiry { ${ENQUIRY} } messages { id kind authorId authorName subject body createdAt }
      referral { id code type timing userValue active expiresAt usageTypes usableNow }`,
  },
  'userPool',
  TAGS,
);

export const EnquiryAssigneesQuery = defineFunction<TEnquiryPerson[]>(
  { name: 'listEnquiryAssignees', kind: 'query', args: {}, selection: 'id name email' },
  'userPool',
);

export const UpdateEnquiry = defineFunction<{ enquiry: TAdminEnquiry }>(
  {
    name: 'updateEnquiry',
    kind: 'mutation',
    args: { input: 'AdminUpdateEnquiryInput!' },
    selection: `enquiry { ${ENQUIRY} }`,
  },
  'userPool',
  CHANGES,
);

export const ArchiveEnquiry = defineFunction<Pick<TAdminEnquiry, 'id' | 'archivedAt'>>(
  { name: 'archiveEnquiry', kind: 'mutation', args: { input: 'ArchiveEnquiryInput!' }, selection: 'id archivedAt' },
  'userPool',
  CHANGES,
);

export const AddEnquiryNote = defineFunction<TEnquiryMessage>(
  { name: 'addEnquiryNote', kind: 'mutation', args: { input: 'AddEnquiryNoteInput!' }, selection: 'id' },
  'userPool',
  CHANGES,
);

export const ReplyToEnquiry = defineFunction<TEnquiryMessage>(
  { name: 'replyToEnquiry', kind: 'mutation', args: { input: 'ReplyToEnquiryInput!' }, selection: 'id' },
  'userPool',
  CHANGES,
);

export const DeleteEnquiry = defineFunction<{ id: string }>(
  { name: 'deleteEnquiry', kind: 'mutation', args: { input: 'AdminDeleteEnquiryInput!' }, selection: 'id' },
  'userPool',
  CHANGES,
);

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  NEW: 'New',
  IN_PROGRESS: 'In progress',
  ANSWERED: 'Answered',
};

export const ENQUIRY_STATUS_COLORS: Record<EnquiryStatus, 'info' | 'warning' | 'success'> = {
  NEW: 'info',
  IN_PROGRESS: 'warning',
  ANSWERED: 'success',
};

/** A person as the back-office names them: their name, else their address. */
export function personName(p: TEnquiryPerson | null | undefined): string {
  return p?.name || p?.email || 'Someone';
}

/** The reply's subject, proposed: "Re: " and the enquiry's type. */
export function replySubject(typeLabel: string): string {
  return `Re: your enquiry (${typeLabel})`;
}
