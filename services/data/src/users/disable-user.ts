// disableUser: a platform admin stops a user signing in (identity's AdminDisableUser: every session ends at once),
// confirming their password; never their own account.
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import {
  type AdminUser,
  findUser,
  onAccount,
  refuseYourself,
  requireUser,
  userNotFound,
  ZAdminPassword,
  ZUserId,
} from './user-admin.ts';

export const disableUser = defineFunction({
  name: 'disableUser',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: z.object({ userId: ZUserId, password: ZAdminPassword }) }),
  audit: (user: AdminUser) => ({
    target: `UserProfile:${user.id}`,
    details: { email: user.email, name: user.name, enabled: 'true → false' },
  }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
    const user = await requireUser(ctx.db.query, input.userId);
    refuseYourself(ctx, user);
    await onAccount(ctx, user, (sub) => ctx.deps.callers.admin.disableUser(sub));
  },
  async run({ db }, { input }) {
    const user = await findUser(db.query, input.userId);
    if (!user) throw userNotFound();
    return user;
  },
});
