// The hosted sign-in form's credential check: the same rules as the API's password flows (lockout, disabled,
// unconfirmed, PreAuthentication), answered as a message for the page rather than an exception. A known user's
// attempt is recorded as a SignIn auth event.
import { type AuthEventClient, recordAuthEvent } from '../../auth/auth-events.ts';
import { INCORRECT_CREDENTIALS, PASSWORD_ATTEMPTS_EXCEEDED } from '../../auth/client.ts';
import { refuseUnknownSignIn, standInUsername } from '../../auth/unknown-users.ts';
import { verifyDecoy, verifyPassword } from '../../crypto/password.ts';
import type { IdentityDeps } from '../../deps.ts';
import { CognitoError } from '../../protocol/errors.ts';
import type { ChallengeOutcome } from '../../store/auth-events.ts';
import type { UserPool } from '../../store/types.ts';
import {
  findUser,
  isLocked,
  recordFailedPassword,
  recordSuccessfulPassword,
  type UserRecord,
} from '../../store/users.ts';
import { eventBase, hasTrigger, invokeTrigger } from '../../triggers/invoke.ts';

export async function checkHostedPassword(
  deps: IdentityDeps,
  pool: UserPool,
  clientId: string,
  username: string,
  password: string,
  caller: AuthEventClient,
): Promise<HostedPasswordResult> {
  const user = username.length <= 128 ? await findUser(deps, pool.id, username) : null;
  if (!user) {
    // As the API's password flows: the same work as a real check, and the tries counted under the name's
    // stand-in, so "Password attempts exceeded" comes after as many tries whether or not the account exists.
    try {
      return await refuseUnknownSignIn(deps, pool.id, standInUsername(deps, pool.id, username), () =>
        verifyDecoy(password),
      );
    } catch (error) {
      if (error instanceof CognitoError) return { ok: false, message: error.message };
      throw error;
    }
  }
  // Federated users have no password here; they sign in with their provider.
  if (user.status === 'EXTERNAL_PROVIDER') {
    await verifyDecoy(password);
    return { ok: false, message: INCORRECT_CREDENTIALS };
  }
  const challenges: ChallengeOutcome[] = [];
  const result = await checkUserPassword(deps, pool, clientId, user, password, challenges);
  await recordAuthEvent(deps, user, {
    type: 'SignIn',
    response: result.ok ? 'Pass' : 'Fail',
    challenges,
    client: caller,
  });
  return result;
}

type HostedPasswordResult = { ok: true; user: UserRecord } | { ok: false; message: string };

async function checkUserPassword(
  deps: IdentityDeps,
  pool: UserPool,
  clientId: string,
  user: UserRecord,
  password: string,
  challenges: ChallengeOutcome[],
): Promise<HostedPasswordResult> {
  if (!user.enabled) return { ok: false, message: 'User is disabled.' };
  if (hasTrigger(pool, 'PreAuthentication')) {
    try {
      await invokeTrigger(deps, pool, 'PreAuthentication', {
        ...eventBase(deps, pool, user.username, clientId),
        triggerSource: 'PreAuthentication_Authentication',
        request: { userAttributes: { ...user.attributes }, userNotFound: false },
        response: {},
      });
    } catch (error) {
      if (error instanceof CognitoError) return { ok: false, message: error.message };
      throw error;
    }
  }
  if (isLocked(deps, user)) return { ok: false, message: PASSWORD_ATTEMPTS_EXCEEDED };
  if (!(await verifyPassword(user.passwordHash, password))) {
    challenges.push({ ChallengeName: 'Password', ChallengeResponse: 'Failure' });
    await recordFailedPassword(deps, user);
    return { ok: false, message: INCORRECT_CREDENTIALS };
  }
  challenges.push({ ChallengeName: 'Password', ChallengeResponse: 'Success' });
  await recordSuccessfulPassword(deps, user);
  if (user.status === 'UNCONFIRMED') return { ok: false, message: 'User is not confirmed.' };
  if (user.status === 'RESET_REQUIRED') return { ok: false, message: 'Password reset required for the user' };
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    return { ok: false, message: 'A new password is required. Sign in from the application to set it.' };
  }
  // Second factors are answered in the application's own sign-in; this page does not ask for them.
  const mfa = user.mfa as { totpEnabled?: boolean; smsEnabled?: boolean };
  const mfaConfig = pool.config.MfaConfiguration;
  if (mfaConfig === 'ON' || (mfaConfig === 'OPTIONAL' && (mfa.totpEnabled || mfa.smsEnabled))) {
    return {
      ok: false,
      message: 'This account uses multi-factor authentication. Sign in from the application instead.',
    };
  }
  return { ok: true, user };
}
