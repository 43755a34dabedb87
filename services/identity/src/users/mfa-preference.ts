// SetUserMFAPreference and AdminSetUserMFAPreference: turn SMS and TOTP on or off and choose the preferred one,
// with Cognito's checks (SMS needs a phone number, TOTP a verified authenticator).
import { z } from 'zod';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import { type MfaType, patchUserMfa, poolMfaTypes, type UserMfa, userMfa } from '../store/mfa.ts';
import type { UserPool } from '../store/types.ts';
import type { UserRecord } from '../store/users.ts';
import { emitUserEvent } from './events.ts';

export const ZMfaSettings = z
  .object({ Enabled: z.boolean().optional(), PreferredMfa: z.boolean().optional() })
  .optional();

export interface MfaPreferenceInput {
  SMSMfaSettings?: z.infer<typeof ZMfaSettings>;
  SoftwareTokenMfaSettings?: z.infer<typeof ZMfaSettings>;
  EmailMfaSettings?: z.infer<typeof ZMfaSettings>;
}

/**
 * What MfaChanged says: whether two-step verification is on after the change, the factors now turned on and the
 * preferred one (null when none is).
 */
export function mfaChangedDetail(mfa: UserMfa): { enabled: boolean; factors: MfaType[]; preferred: MfaType | null } {
  const factors: MfaType[] = [];
  if (mfa.smsEnabled) factors.push('SMS_MFA');
  if (mfa.totpEnabled) factors.push('SOFTWARE_TOKEN_MFA');
  return { enabled: factors.length > 0, factors, preferred: mfa.preferred ?? null };
}

export async function applyMfaPreference(
  deps: IdentityDeps,
  pool: UserPool,
  user: UserRecord,
  input: MfaPreferenceInput,
  operation: 'SetUserMFAPreference' | 'AdminSetUserMFAPreference',
): Promise<void> {
  if (input.EmailMfaSettings?.Enabled || input.EmailMfaSettings?.PreferredMfa) {
    throw Errors.invalidParameter('EMAIL_OTP is not enabled for the user pool.');
  }
  const current = userMfa(user);
  const next: UserMfa = { ...current };
  const offered = poolMfaTypes(pool);
  const apply = (type: MfaType, s: MfaPreferenceInput['SMSMfaSettings'], key: 'smsEnabled' | 'totpEnabled') => {
    if (!s) return;
    const enable = s.Enabled ?? (s.PreferredMfa === true ? true : undefined);
    if (s.PreferredMfa === true && s.Enabled === false) {
      throw Errors.invalidParameter(`${type} cannot be preferred and disabled at once.`);
    }
    if (enable === true) {
      if (!offered.includes(type)) throw Errors.invalidParameter(`${type} is not enabled for the user pool.`);
      if (type === 'SMS_MFA' && !user.attributes.phone_number) {
        throw Errors.invalidParameter('User does not have delivery config set to turn on SMS_MFA');
      }
      if (type === 'SOFTWARE_TOKEN_MFA' && !current.totpSecret) {
        throw Errors.invalidParameter('User has not verified software token mfa');
      }
      next[key] = true;
    } else if (enable === false) {
      next[key] = false;
      if (next.preferred === type) delete next.preferred;
    }
    if (s.PreferredMfa === true) next.preferred = type;
    else if (s.PreferredMfa === false && next.preferred === type) delete next.preferred;
  };
  apply('SMS_MFA', input.SMSMfaSettings, 'smsEnabled');
  apply('SOFTWARE_TOKEN_MFA', input.SoftwareTokenMfaSettings, 'totpEnabled');
  await patchUserMfa(deps, pool.id, user.username, {
    smsEnabled: next.smsEnabled ?? null,
    totpEnabled: next.totpEnabled ?? null,
    preferred: next.preferred ?? null,
  });
  await emitUserEvent(deps, 'MfaChanged', user, { ...mfaChangedDetail(next), operation });
}
