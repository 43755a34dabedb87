// deleteUser: a platform admin deletes a user's account (identity's AdminDeleteUser) and everything the user owns on
// the data side (deleteUserData's removal), confirming their password. Never their own account, never the last
// platform admin, and not the last owner of a workspace that has other members (its ownership passes first).
import { ADMIN_MESSAGES, MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { removeUserData } from '../profiles/delete-user-data.ts';
import { isLastOwnerWithOthers } from '../workspaces/membership.ts';
import { anotherAdminExists, findUser, refuseYourself, userNotFound, ZAdminPassword, ZUserId } from './user-admin.ts';

export interface DeletedUser {
  id: string;
  email: string | null;
  name: string | null;
  deletedItems: number;
}

export const deleteUser = defineFunction({
  name: 'deleteUser',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: z.object({ userId: ZUserId, password: ZAdminPassword }) }),
  audit: (out: DeletedUser) => ({
    target: `UserProfile:${out.id}`,
    details: { email: out.email, name: out.name, deletedItems: out.deletedItems },
  }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
    const { db, deps } = ctx;
    const user = await findUser(db.query, input.userId);
    if (!user) throw userNotFound();
    refuseYourself(ctx, user);
    if (user.isAdmin && !(await anotherAdminExists(db.query, user.id)))
      throw Errors.validation(ADMIN_MESSAGES.lastAdmin);
    // Asked before the account goes, so a refusal leaves both sides as they were (run asks again under its locks).
    if (user.tenantId && (await isLastOwnerWithOthers(db.query, user.tenantId, user.id)))
      throw Errors.validation(MEMBERSHIP_MESSAGES.lastOwner);
    if (user.sub) {
      await deps.callers.admin.deleteUser(user.sub).catch((error: unknown) => {
        // Gone from identity already: the data side still goes.
        if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
      });
    }
    return user;
  },
  async run(ctx, { input }): Promise<DeletedUser> {
    const user = ctx.prepared as NonNullable<Awaited<ReturnType<typeof findUser>>>;
    const { deletedItems } = await removeUserData(ctx, input.userId);
    return { id: user.id, email: user.email, name: user.name, deletedItems };
  },
});
