// archiveEnquiry: takes an enquiry out of the inbox (whatever its status) or puts it back (`archived: false`).
// Reversible, so no password: the page confirms with a dialog.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import {
  type AdminEnquiry,
  ENQUIRY_SELECT,
  type EnquiryRow,
  lockEnquiry,
  toAdminEnquiry,
  ZEnquiryId,
} from './enquiry-admin.ts';

export const archiveEnquiry = defineFunction({
  name: 'archiveEnquiry',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: z.object({ id: ZEnquiryId, archived: z.boolean() }) }),
  audit: (out: AdminEnquiry, { input }) => ({
    action: input.archived ? 'archiveEnquiry' : 'restoreEnquiry',
    target: `Enquiry:${out.id}`,
    details: { name: out.name, email: out.email },
  }),
  async run({ db, deps }, { input }): Promise<AdminEnquiry> {
    const before = await lockEnquiry(db.query, input.id);
    // Archiving an archived enquiry keeps its first archiving time.
    if (Boolean(before.archivedAt) === input.archived) return before;
    const now = deps.now();
    await db.query('update app.enquiries set archived_at = $2, updated_at = $3 where id = $1', [
      before.id,
      input.archived ? now : null,
      now,
    ]);
    const [row] = await db.query<EnquiryRow>(`${ENQUIRY_SELECT} where e.id = $1`, [before.id]);
    return toAdminEnquiry(row);
  },
});
