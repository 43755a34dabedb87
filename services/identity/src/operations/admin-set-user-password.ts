// AdminSetUserPassword: a permanent password confirms the user; a temporary one leads to NEW_PASSWORD_REQUIRED.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { emitUserEvent } from '../users/events.ts';
import { setPassword } from '../users/lifecycle.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZPassword, ZUsername } from './user-shape.ts';

export const ZAdminSetUserPasswordInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  Password: ZPassword,
  Permanent: z.boolean().optional(),
});
export type TAdminSetUserPasswordInput = z.infer<typeof ZAdminSetUserPasswordInput>;

export const adminSetUserPassword: Operation<TAdminSetUserPasswordInput> = {
  plane: 'admin',
  input: ZAdminSetUserPasswordInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    await setPassword(deps, pool, user, input.Password, {
      status: input.Permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
    });
    await emitUserEvent(deps, 'PasswordChanged', user, {
      via: 'AdminSetUserPassword',
      permanent: input.Permanent === true,
    });
    return {};
  },
};
