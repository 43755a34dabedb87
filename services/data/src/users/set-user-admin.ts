// setUserAdmin: a platform admin adds a user to the `admins` group or removes them from it (identity's
// AdminAddUserToGroup / AdminRemoveUserFromGroup), confirming their password. Never their own membership, and
// never the last admin: the platform always keeps one. The new admin still needs two-step verification before the
// back-office answers them.
import { ADMIN_MESSAGES } from '@innov/contracts';
import { ADMINS_GROUP } from '@innov/platform';
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  type AdminUser,
  anotherAdminExists,
  findUser,
  onAccount,
  refuseYourself,
  requireUser,
  userNotFound,
  ZAdminPassword,
  ZUserId,
} from './user-admin.ts';

export const setUserAdmin = defineFunction({
  name: 'setUserAdmin',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: z.object({ userId: ZUserId, admin: z.boolean(), password: ZAdminPassword }) }),
  audit: (user: AdminUser, { input }) => ({
    action: input.admin ? 'setUserAdmin:ADD' : 'setUserAdmin:REMOVE',
    target: `UserProfile:${user.id}`,
    details: { email: user.email, name: user.name, admin: input.admin ? 'false → true' : 'true → false' },
  }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
    const user = await requireUser(ctx.db.query, input.userId);
    refuseYourself(ctx, user);
    if (!input.admin && user.isAdmin && !(await anotherAdminExists(ctx.db.query, user.id)))
      throw Errors.validation(ADMIN_MESSAGES.lastAdmin);
    const { admin } = ctx.deps.callers;
    await onAccount(ctx, user, (sub) =>
      input.admin ? admin.addToGroup(sub, ADMINS_GROUP) : admin.removeFromGroup(sub, ADMINS_GROUP),
    );
  },
  async run({ db }, { input }) {
    const user = await findUser(db.query, input.userId);
    if (!user) throw userNotFound();
    return user;
  },
});
