// AdminSetUserMFAPreference: an administrator sets a user's SMS / TOTP preference.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { applyMfaPreference, ZMfaSettings } from '../users/mfa-preference.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminSetUserMFAPreferenceInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  SMSMfaSettings: ZMfaSettings,
  SoftwareTokenMfaSettings: ZMfaSettings,
  EmailMfaSettings: ZMfaSettings,
});
export type TAdminSetUserMFAPreferenceInput = z.infer<typeof ZAdminSetUserMFAPreferenceInput>;

export const adminSetUserMFAPreference: Operation<TAdminSetUserMFAPreferenceInput> = {
  plane: 'admin',
  input: ZAdminSetUserMFAPreferenceInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    await applyMfaPreference(deps, pool, user, input, 'AdminSetUserMFAPreference');
    return {};
  },
};
