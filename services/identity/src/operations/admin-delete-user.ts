// AdminDeleteUser: removes the user, their codes, memberships and devices, and revokes their tokens.
import { z } from 'zod';
import type { IdentityDeps } from '../deps.ts';
import type { Operation } from '../protocol/types.ts';
import { deleteUserRecord, type UserRecord } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminDeleteUserInput = z.object({ UserPoolId: ZUserPoolId, Username: ZUsername });
export type TAdminDeleteUserInput = z.infer<typeof ZAdminDeleteUserInput>;

export const adminDeleteUser: Operation<TAdminDeleteUserInput> = {
  plane: 'admin',
  input: ZAdminDeleteUserInput,
  async run(input, { deps }) {
    const { user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    await adminDeleteUserRecord(deps, user);
    return {};
  },
};

/** Shared with the back-office's IdentityAdmin.deleteUser. */
export async function adminDeleteUserRecord(deps: IdentityDeps, user: UserRecord): Promise<void> {
  await deleteUserRecord(deps, user.poolId, user.username);
  await emitUserEvent(deps, 'UserDeleted', user, { operation: 'AdminDeleteUser' });
}
