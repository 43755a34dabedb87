// AdminEnableUser.
import { z } from 'zod';
import type { IdentityDeps } from '../deps.ts';
import type { Operation } from '../protocol/types.ts';
import { type UserRecord, updateUser } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminEnableUserInput = z.object({ UserPoolId: ZUserPoolId, Username: ZUsername });
export type TAdminEnableUserInput = z.infer<typeof ZAdminEnableUserInput>;

export const adminEnableUser: Operation<TAdminEnableUserInput> = {
  plane: 'admin',
  input: ZAdminEnableUserInput,
  async run(input, { deps }) {
    const { user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    await enableUser(deps, user);
    return {};
  },
};

/** Shared with the back-office's IdentityAdmin.enableUser. */
export async function enableUser(deps: IdentityDeps, user: UserRecord): Promise<void> {
  await updateUser(deps, user.poolId, user.username, { enabled: true });
  await emitUserEvent(deps, 'UserEnabled', user);
}
