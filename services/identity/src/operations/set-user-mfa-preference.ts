// SetUserMFAPreference: the signed-in user turns SMS / TOTP on or off and picks the preferred factor.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { getPool } from '../store/pools.ts';
import { applyMfaPreference, ZMfaSettings } from '../users/mfa-preference.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZSetUserMFAPreferenceInput = z.object({
  AccessToken: ZAccessToken,
  SMSMfaSettings: ZMfaSettings,
  SoftwareTokenMfaSettings: ZMfaSettings,
  EmailMfaSettings: ZMfaSettings,
});
export type TSetUserMFAPreferenceInput = z.infer<typeof ZSetUserMFAPreferenceInput>;

export const setUserMFAPreference: Operation<TSetUserMFAPreferenceInput> = {
  plane: 'user',
  input: ZSetUserMFAPreferenceInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    const pool = await getPool(deps, poolId);
    if (!pool) throw Errors.notAuthorized('Invalid Access Token');
    await applyMfaPreference(deps, pool, user, input, 'SetUserMFAPreference');
    return {};
  },
};
