// deleteEnquiry: removes an enquiry with its notes and replies for good (the admin confirms their password).
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { type AdminEnquiry, lockEnquiry, ZEnquiryId } from './enquiry-admin.ts';

export const deleteEnquiry = defineFunction({
  name: 'deleteEnquiry',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: z.object({ id: ZEnquiryId, password: z.string().max(256).nullish() }) }),
  audit: (out: AdminEnquiry) => ({
    target: `Enquiry:${out.id}`,
    details: { name: out.name, email: out.email, type: out.type, status: out.status },
  }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
  },
  async run({ db }, { input }): Promise<AdminEnquiry> {
    const enquiry = await lockEnquiry(db.query, input.id);
    await db.query('delete from app.enquiries where id = $1', [enquiry.id]);
    return enquiry;
  },
});
