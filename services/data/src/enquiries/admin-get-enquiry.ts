// adminGetEnquiry: one enquiry for the back-office's enquiry page: the message and its sender, its assignee, the
// team's notes and replies in the order they were written, and the referral code it quoted (what the code gives
// and whether it could still be used with an enquiry now).
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { findReferralCode, referralProblem } from '../pricing/referral-codes.ts';
import { ENQUIRY_SELECT, type EnquiryRow, enquiryNotFound, toAdminEnquiry, ZEnquiryId } from './enquiry-admin.ts';

export interface EnquiryMessageRow {
  id: string;
  kind: 'NOTE' | 'REPLY';
  author_id: string | null;
  author_name: string | null;
  subject: string | null;
  body: string;
  created_at: Date;
}

export const toEnquiryMessage = (m: EnquiryMessageRow) => ({
  id: m.id,
  kind: m.kind,
  authorId: m.author_id,
  authorName: m.author_name,
  subject: m.subject,
  body: m.body,
  createdAt: m.created_at,
});

export const adminGetEnquiry = defineFunction({
  name: 'adminGetEnquiry',
  type: 'Query',
  allow: 'admins',
  input: z.object({ id: ZEnquiryId }),
  async run({ db, deps }, { id }) {
    const [row] = await db.query<EnquiryRow>(`${ENQUIRY_SELECT} where e.id = $1`, [id]);
    if (!row) throw enquiryNotFound();
    const messages = await db.query<EnquiryMessageRow>(
      `select id, kind, author_id, author_name, subject, body, created_at from app.enquiry_messages
        where enquiry_id = $1 order by created_at, id`,
      [id],
    );
    const code = row.referral_code ? await findReferralCode(db.query, row.referral_code) : undefined;
    return {
      enquiry: toAdminEnquiry(row),
      messages: messages.map(toEnquiryMessage),
      referral: code
        ? {
            id: code.id,
            code: code.code,
            type: code.type,
            timing: code.timing,
            userValue: code.user_value,
            active: code.active,
            expiresAt: code.expires_at,
            usageTypes: code.usage_types,
            usableNow: referralProblem(code, ['CONTACT_US'], deps.now()) === null,
          }
        : null,
    };
  },
});
