// deleteReferralCode: removes a code nobody used (the admin confirms their password). Once applied, or quoted by
// a sign-up plan or an enquiry, it is deactivated instead (ADMIN_MESSAGES.codeInUse): those records name it.
import { ADMIN_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { codeUsed } from './pricing-admin.ts';

export const deleteReferralCode = defineFunction({
  name: 'deleteReferralCode',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({
    input: z.object({
      id: z.string().min(1).max(128, 'at most 128 characters'),
      password: z.string().max(256).nullish(),
    }),
  }),
  audit: (out: { id: string; code: string }) => ({ target: `ReferralCode:${out.id}`, details: { code: out.code } }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
  },
  async run({ db }, { input }) {
    const [code] = await db.query<{ id: string; code: string }>(
      'select id, code from app.referral_codes where id = $1 for update',
      [input.id],
    );
    if (!code) throw Errors.notFound('This referral code does not exist or has been deleted.');
    if (await codeUsed(db.query, code.id, code.code)) throw Errors.validation(ADMIN_MESSAGES.codeInUse);
    await db.query('delete from app.referral_codes where id = $1', [code.id]);
    return code;
  },
});
