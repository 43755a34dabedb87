// VerifySoftwareToken: a code from the authenticator confirms the secret AssociateSoftwareToken handed out.
// By access token it registers the authenticator (SetUserMFAPreference turns it on, as in Cognito); during an
// MFA_SETUP sign-in it also turns TOTP on and returns the Session that lets the sign-in finish.

import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import { passwordAttemptsExceeded } from '../auth/client.ts';
import { newSetupNonce, openMfaSession, sealedSecret, verifiedSetupSession } from '../auth/second-factor.ts';
import { matchTotp } from '../crypto/totp.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { patchUserMfa, userMfa } from '../store/mfa.ts';
import { getUser, isLocked, recordFailedPassword, type UserRecord } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { mfaChangedDetail } from '../users/mfa-preference.ts';
import { ZAccessToken, ZSession } from './user-shape.ts';

export const ZVerifySoftwareTokenInput = z.object({
  AccessToken: ZAccessToken.optional(),
  Session: ZSession.optional(),
  UserCode: z.string().min(6).max(6).regex(/^\d+$/, 'Member must satisfy regular expression pattern: [0-9]+'),
  FriendlyDeviceName: z.string().max(131072).optional(),
});
export type TVerifySoftwareTokenInput = z.infer<typeof ZVerifySoftwareTokenInput>;

export const verifySoftwareToken: Operation<TVerifySoftwareTokenInput> = {
  plane: 'user',
  input: ZVerifySoftwareTokenInput,
  async run(input, { deps }) {
    if (!input.AccessToken === !input.Session) {
      throw Errors.invalidParameter('Exactly one of AccessToken and Session must be given.');
    }
    let user: UserRecord | null;
    let state: ReturnType<typeof openMfaSession> | undefined;
    if (input.AccessToken) {
      user = (await authenticate(deps, input.AccessToken)).user;
    } else {
      state = openMfaSession(deps, input.Session);
      if (state.challenge !== 'MFA_SETUP') throw Errors.notAuthorized('Invalid session for the user.');
      user = await getUser(deps, state.pool, state.username);
      if (!user) throw Errors.notAuthorized('Invalid session for the user.');
      if (isLocked(deps, user)) throw passwordAttemptsExceeded();
    }
    const mfa = userMfa(user);
    const secret = sealedSecret(deps, mfa.totpPending);
    if (!secret) throw Errors.softwareTokenMfaNotFound('Software Token MFA not found.');
    const step = matchTotp(secret, input.UserCode, deps.now(), -1);
    if (step === null) {
      // During sign-in a wrong code counts like a wrong password.
      if (state) await recordFailedPassword(deps, user);
      throw Errors.enableSoftwareTokenMfa('Code mismatch and fail enable Software Token MFA');
    }
    const nonce = state ? newSetupNonce() : undefined;
    await patchUserMfa(deps, user.poolId, user.username, {
      totpSecret: mfa.totpPending,
      totpPending: null,
      totpLastStep: step,
      totpFriendlyName: input.FriendlyDeviceName ?? null,
      ...(state
        ? {
            totpEnabled: true,
            ...(mfa.preferred ? {} : { preferred: 'SOFTWARE_TOKEN_MFA' as const }),
            setupNonce: nonce,
          }
        : {}),
    });
    // TOTP is on now when this sign-in turned it on, or when it was on already and the new authenticator
    // replaces the old one.
    if (state || mfa.totpEnabled) {
      await emitUserEvent(deps, 'MfaChanged', user, {
        ...mfaChangedDetail({
          ...mfa,
          totpEnabled: true,
          preferred: mfa.preferred ?? (state ? 'SOFTWARE_TOKEN_MFA' : undefined),
        }),
        operation: 'VerifySoftwareToken',
      });
    }
    return {
      Status: 'SUCCESS',
      ...(state && nonce ? { Session: verifiedSetupSession(deps, state, nonce) } : {}),
    };
  },
};
