// AdminDisableUser: sign-in is refused ("User is disabled.") and existing tokens stop working.
import { z } from 'zod';
import type { IdentityDeps } from '../deps.ts';
import type { Operation } from '../protocol/types.ts';
import { revokeAllForUser } from '../store/refresh-tokens.ts';
import { type UserRecord, updateUser } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminDisableUserInput = z.object({ UserPoolId: ZUserPoolId, Username: ZUsername });
export type TAdminDisableUserInput = z.infer<typeof ZAdminDisableUserInput>;

export const adminDisableUser: Operation<TAdminDisableUserInput> = {
  plane: 'admin',
  input: ZAdminDisableUserInput,
  async run(input, { deps }) {
    const { user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    await disableUser(deps, user);
    return {};
  },
};

/** Shared with the back-office's IdentityAdmin.disableUser. */
export async function disableUser(deps: IdentityDeps, user: UserRecord): Promise<void> {
  await updateUser(deps, user.poolId, user.username, { enabled: false });
  await revokeAllForUser(deps, user.poolId, user.username);
  await emitUserEvent(deps, 'UserDisabled', user);
}
