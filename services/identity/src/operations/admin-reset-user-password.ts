// AdminResetUserPassword: the user must reset (PasswordResetRequiredException at sign-in); a reset code is
// sent to the verified e-mail or phone.
import { z } from 'zod';
import type { IdentityDeps } from '../deps.ts';
import type { Operation } from '../protocol/types.ts';
import { issueCode } from '../store/codes.ts';
import type { UserPool } from '../store/types.ts';
import { type UserRecord, updateUser } from '../store/users.ts';
import { deliverCode } from '../triggers/messages.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZClientMetadata, ZUsername } from './user-shape.ts';

export const ZAdminResetUserPasswordInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  ClientMetadata: ZClientMetadata,
});
export type TAdminResetUserPasswordInput = z.infer<typeof ZAdminResetUserPasswordInput>;

export const adminResetUserPassword: Operation<TAdminResetUserPasswordInput> = {
  plane: 'admin',
  input: ZAdminResetUserPasswordInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    await requirePasswordReset(deps, pool, user, input.ClientMetadata);
    return {};
  },
};

/**
 * The user must choose a new password (RESET_REQUIRED: PasswordResetRequiredException at sign-in), with a reset
 * code sent to their verified e-mail, else their verified phone. Shared with the e-mail revert page.
 */
export async function requirePasswordReset(
  deps: IdentityDeps,
  pool: UserPool,
  user: UserRecord,
  clientMetadata?: Record<string, string>,
): Promise<void> {
  await updateUser(deps, pool.id, user.username, { status: 'RESET_REQUIRED' });
  const a = user.attributes;
  const destination =
    a.email && a.email_verified === 'true'
      ? { attribute: 'email' as const, value: a.email }
      : a.phone_number && a.phone_number_verified === 'true'
        ? { attribute: 'phone_number' as const, value: a.phone_number }
        : null;
  if (destination) {
    const code = await issueCode(deps, pool.id, user.username, 'reset', { enforceLimit: false });
    await deliverCode(deps, {
      pool,
      username: user.username,
      userAttributes: user.attributes,
      source: 'CustomMessage_ForgotPassword',
      code,
      destination,
      clientMetadata,
    });
  }
}
