// replyToEnquiry: a platform admin answers an enquiry by e-mail from its page. The mail goes to the sender with
// Reply-To the team's address (contracts' SITE.email), so the customer's answer reaches the team outside the
// system; the reply is kept in the enquiry's timeline, and a NEW or IN_PROGRESS enquiry becomes ANSWERED. The
// mail is queued in the reply's transaction: only a stored reply is sent.
import { SITE, ZEnquiryReplyForm } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { type EnquiryMessageRow, toEnquiryMessage } from './admin-get-enquiry.ts';
import { authorName, lockEnquiry, requireInInbox, ZEnquiryId } from './enquiry-admin.ts';

export const replyToEnquiry = defineFunction({
  name: 'replyToEnquiry',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: ZEnquiryReplyForm.extend({ id: ZEnquiryId }) }),
  audit: (out: ReturnType<typeof toEnquiryMessage> & { enquiryId: string; details: Record<string, unknown> }) => ({
    target: `Enquiry:${out.enquiryId}`,
    details: out.details,
  }),
  async run({ db, deps, principal }, { input }) {
    const enquiry = await lockEnquiry(db.query, input.id);
    requireInInbox(enquiry);
    const now = deps.now();
    const [row] = await db.query<EnquiryMessageRow>(
      `insert into app.enquiry_messages (enquiry_id, kind, author_id, author_name, subject, body, created_at)
       values ($1, 'REPLY', $2, $3, $4, $5, $6)
       returning id, kind, author_id, author_name, subject, body, created_at`,
      [
        enquiry.id,
        principal.userId ?? null,
        await authorName(db.query, principal.userId),
        input.subject,
        input.body,
        now,
      ],
    );
    const status = 'ANSWERED';
    await db.query('update app.enquiries set status = $2, updated_at = $3 where id = $1', [enquiry.id, status, now]);
    await deps.mailer.send(
      {
        to: enquiry.email,
        subject: input.subject,
        text: `${input.body.trim()}\n\n${SITE.name}\n${SITE.email}`,
        headers: { 'Reply-To': SITE.email },
      },
      { query: db.query },
    );
    const details: Record<string, unknown> = { to: enquiry.email, subject: input.subject, messageId: row.id };
    if (status !== enquiry.status) details.status = { from: enquiry.status, to: status };
    return { ...toEnquiryMessage(row), enquiryId: enquiry.id, details };
  },
});
