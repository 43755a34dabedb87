// AdminConfirmSignUp: confirms an UNCONFIRMED user without a code; PostConfirmation runs.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { confirmAccount } from '../users/lifecycle.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZClientMetadata, ZUsername } from './user-shape.ts';

export const ZAdminConfirmSignUpInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  ClientMetadata: ZClientMetadata,
});
export type TAdminConfirmSignUpInput = z.infer<typeof ZAdminConfirmSignUpInput>;

export const adminConfirmSignUp: Operation<TAdminConfirmSignUpInput> = {
  plane: 'admin',
  input: ZAdminConfirmSignUpInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    if (user.status !== 'UNCONFIRMED') {
      throw Errors.notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
    }
    await confirmAccount(deps, pool, user, undefined, input.ClientMetadata);
    return {};
  },
};
