// resetUserPassword: a platform admin makes a user choose a new password (identity's AdminResetUserPassword: the
// old one no longer signs in; a reset code goes to their verified e-mail), confirming their own password.
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import {
  type AdminUser,
  findUser,
  onAccount,
  requireUser,
  userNotFound,
  ZAdminPassword,
  ZUserId,
} from './user-admin.ts';

export const resetUserPassword = defineFunction({
  name: 'resetUserPassword',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: z.object({ userId: ZUserId, password: ZAdminPassword }) }),
  audit: (user: AdminUser) => ({
    target: `UserProfile:${user.id}`,
    details: { email: user.email, name: user.name },
  }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
    const user = await requireUser(ctx.db.query, input.userId);
    await onAccount(ctx, user, (sub) => ctx.deps.callers.admin.resetPassword(sub));
  },
  async run({ db }, { input }) {
    const user = await findUser(db.query, input.userId);
    if (!user) throw userNotFound();
    return user;
  },
});
