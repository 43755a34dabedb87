// enableUser: a platform admin lets a disabled user sign in again (identity's AdminEnableUser). Reversible, so no
// password.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { type AdminUser, findUser, onAccount, requireUser, userNotFound, ZUserId } from './user-admin.ts';

export const enableUser = defineFunction({
  name: 'enableUser',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: z.object({ userId: ZUserId }) }),
  audit: (user: AdminUser) => ({
    target: `UserProfile:${user.id}`,
    details: { email: user.email, name: user.name, enabled: 'false → true' },
  }),
  async prepare(ctx, { input }) {
    const user = await requireUser(ctx.db.query, input.userId);
    await onAccount(ctx, user, (sub) => ctx.deps.callers.admin.enableUser(sub));
  },
  async run({ db }, { input }) {
    const user = await findUser(db.query, input.userId);
    if (!user) throw userNotFound();
    return user;
  },
});
