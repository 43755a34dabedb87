// What the back-office's enquiry functions share: an enquiry as an admin sees it (with its assignee), the lock
// every change takes, and the refusal of changes to an archived enquiry.
import { ADMIN_MESSAGES } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { Errors } from '../errors.ts';

export interface EnquiryRow {
  id: string;
  type: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  referral_code: string | null;
  consented_at: Date | null;
  owner: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_email: string | null;
  archived_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface AdminEnquiry {
  id: string;
  type: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  referralCode: string | null;
  consentedAt: Date | null;
  /** The signed-in user who sent it (their profile id), when they were signed in. */
  senderId: string | null;
  assignee: { id: string; name: string | null; email: string | null } | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The enquiry's columns and its assignee's name (`e`, `a`), for lists and single reads. */
export const ENQUIRY_SELECT = `select e.id, e.type, e.status, e.name, e.email, e.phone, e.company, e.message,
       e.referral_code, e.consented_at, e.owner, e.assignee_id, a.name as assignee_name, a.email as assignee_email,
       e.archived_at, e.created_at, e.updated_at
  from app.enquiries e left join app.user_profiles a on a.id = e.assignee_id`;

export function toAdminEnquiry(r: EnquiryRow): AdminEnquiry {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    message: r.message,
    referralCode: r.referral_code,
    consentedAt: r.consented_at,
    senderId: r.owner,
    assignee: r.assignee_id ? { id: r.assignee_id, name: r.assignee_name, email: r.assignee_email } : null,
    archivedAt: r.archived_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export const enquiryNotFound = () => Errors.notFound('This enquiry does not exist or has been deleted.');

/** Locks the enquiry for a change and answers it; NotFound when there is none. */
export async function lockEnquiry(q: RawQuery, id: string): Promise<AdminEnquiry> {
  await q('select id from app.enquiries where id = $1 for update', [id]);
  const [row] = await q<EnquiryRow>(`${ENQUIRY_SELECT} where e.id = $1`, [id]);
  if (!row) throw enquiryNotFound();
  return toAdminEnquiry(row);
}

/** An archived enquiry changes no more until it is restored (archiveEnquiry with `archived: false`). */
export function requireInInbox(enquiry: AdminEnquiry): void {
  if (enquiry.archivedAt) throw Errors.validation(ADMIN_MESSAGES.enquiryArchived);
}

/** The admin writing (their name as the timeline shows it). */
export async function authorName(q: RawQuery, userId: string | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await q<{ name: string | null; email: string | null }>(
    'select name, email from app.user_profiles where id = $1',
    [userId],
  );
  return row?.name || row?.email || null;
}

/** An enquiry's id in an admin function's input. */
export const ZEnquiryId = z.string().min(1, 'expected an enquiry id').max(128, 'at most 128 characters');
