// addEnquiryNote: an internal note on an enquiry, kept in its timeline with the admin who wrote it; never sent.
import { ZEnquiryNoteForm } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { type EnquiryMessageRow, toEnquiryMessage } from './admin-get-enquiry.ts';
import { authorName, lockEnquiry, requireInInbox, ZEnquiryId } from './enquiry-admin.ts';

export const addEnquiryNote = defineFunction({
  name: 'addEnquiryNote',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: ZEnquiryNoteForm.extend({ id: ZEnquiryId }) }),
  audit: (out: ReturnType<typeof toEnquiryMessage> & { enquiryId: string }) => ({
    target: `Enquiry:${out.enquiryId}`,
    details: { messageId: out.id },
  }),
  async run({ db, deps, principal }, { input }) {
    const enquiry = await lockEnquiry(db.query, input.id);
    requireInInbox(enquiry);
    const [row] = await db.query<EnquiryMessageRow>(
      `insert into app.enquiry_messages (enquiry_id, kind, author_id, author_name, body, created_at)
       values ($1, 'NOTE', $2, $3, $4, $5)
       returning id, kind, author_id, author_name, subject, body, created_at`,
      [enquiry.id, principal.userId ?? null, await authorName(db.query, principal.userId), input.body, deps.now()],
    );
    return { ...toEnquiryMessage(row), enquiryId: enquiry.id };
  },
});
