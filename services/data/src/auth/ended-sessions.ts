// Which callers an identity event cuts off: their open realtime subscriptions end at once (the identity service
// refuses their credentials from then on; a subscription outlives the request that checked them). Sign-out
// everywhere, a disabled and a deleted user end every session of the user, whatever the credentials. A revoked
// refresh token ends the tokens issued from it, and a password change ends what it made identity refuse
// (ConfirmForgotPassword: every token; ChangePassword: none): for these the user's token is asked about again.
import type { IdentityEvent } from '@innov/platform';
import type { RealtimeError } from '../realtime/protocol.ts';
import type { Principal } from './principal.ts';

const EVERY_SESSION: ReadonlySet<IdentityEvent['kind']> = new Set(['SignedOut', 'UserDisabled', 'UserDeleted']);
const SOME_SESSIONS: ReadonlySet<IdentityEvent['kind']> = new Set(['TokenRevoked', 'PasswordChanged']);

/** What each ended subscription is told: AppSync's word for credentials no longer good. */
export const SESSION_ENDED: RealtimeError = {
  errorType: 'UnauthorizedException',
  message: 'The session has ended. Sign in again.',
  errorCode: 401,
};

/** Whether `event` ends `principal`'s session; null when the event ends no session at all. */
export function sessionsEndedBy(event: IdentityEvent): ((principal: Principal) => Promise<boolean>) | null {
  if (!EVERY_SESSION.has(event.kind) && !SOME_SESSIONS.has(event.kind)) return null;
  return async (principal) => {
    if (principal.kind !== 'user' || principal.sub !== event.sub) return false;
    if (principal.poolId && principal.poolId !== event.userPoolId) return false;
    if (EVERY_SESSION.has(event.kind)) return true;
    // Identity-pool credentials cannot be asked about again; they end with the user's sign-out, disable or delete.
    return principal.stillValid ? !(await principal.stillValid()) : false;
  };
}
