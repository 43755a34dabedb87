// AdminUserGlobalSignOut: ends every session of the user.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { signOutEverywhere } from './global-sign-out.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminUserGlobalSignOutInput = z.object({ UserPoolId: ZUserPoolId, Username: ZUsername });
export type TAdminUserGlobalSignOutInput = z.infer<typeof ZAdminUserGlobalSignOutInput>;

export const adminUserGlobalSignOut: Operation<TAdminUserGlobalSignOutInput> = {
  plane: 'admin',
  input: ZAdminUserGlobalSignOutInput,
  async run(input, { deps }) {
    const { user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    await signOutEverywhere(deps, user);
    return {};
  },
};
