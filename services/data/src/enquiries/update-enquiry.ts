// updateEnquiry: a platform admin moves an enquiry through its status (NEW → IN_PROGRESS → ANSWERED, and back)
// and gives it to a platform admin (or to nobody, with `assigneeId: null`). An archived enquiry is restored first.
import { ENQUIRY_STATUSES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  type AdminEnquiry,
  ENQUIRY_SELECT,
  type EnquiryRow,
  lockEnquiry,
  requireInInbox,
  toAdminEnquiry,
  ZEnquiryId,
} from './enquiry-admin.ts';

interface Change {
  enquiry: AdminEnquiry;
  details: Record<string, unknown>;
}

export const updateEnquiry = defineFunction({
  name: 'updateEnquiry',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({
    input: z.object({
      id: ZEnquiryId,
      status: z.enum(ENQUIRY_STATUSES).nullish(),
      /** A platform admin's profile id; null to unassign; absent to leave as is. */
      assigneeId: z.string().max(128, 'at most 128 characters').nullish(),
    }),
  }),
  audit: (out: Change) => ({ target: `Enquiry:${out.enquiry.id}`, details: out.details }),
  async run({ db, deps }, { input }): Promise<Change> {
    const before = await lockEnquiry(db.query, input.id);
    requireInInbox(before);
    const details: Record<string, unknown> = { name: before.name, email: before.email };
    const status = input.status ?? before.status;
    if (status !== before.status) details.status = { from: before.status, to: status };
    let assigneeId = before.assignee?.id ?? null;
    if (input.assigneeId !== undefined) {
      assigneeId = input.assigneeId || null;
      if (assigneeId) {
        const [admin] = await db.query<{ id: string }>(
          `select id from app.user_profiles where id = $1 and groups @> '["admins"]'::jsonb`,
          [assigneeId],
        );
        if (!admin) throw Errors.validation('input.assigneeId: choose a platform admin');
      }
    }
    await db.query('update app.enquiries set status = $2, assignee_id = $3, updated_at = $4 where id = $1', [
      before.id,
      status,
      assigneeId,
      deps.now(),
    ]);
    const [row] = await db.query<EnquiryRow>(`${ENQUIRY_SELECT} where e.id = $1`, [before.id]);
    const enquiry = toAdminEnquiry(row);
    if (assigneeId !== (before.assignee?.id ?? null))
      details.assignee = {
        from: before.assignee ? (before.assignee.name ?? before.assignee.email ?? before.assignee.id) : null,
        to: enquiry.assignee ? (enquiry.assignee.name ?? enquiry.assignee.email ?? enquiry.assignee.id) : null,
      };
    return { enquiry, details };
  },
});
