// listMySecurityActivity: the account page's security activity, newest first: sign-ins (with their outcome,
// two-step answer, address and device), sign-up, password resets asked for and failed password changes from
// identity's auth-event log, and the changes identity told us of (password and two-step verification changed,
// e-mail changed, devices remembered or forgotten, signed out everywhere, a session revoked).
import { SECURITY_ACTIVITY_MAX, type SecurityActivityItem } from '@innov/contracts';
import type { IdentityEventKind } from '@innov/platform';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';

const AUTH_KINDS: Record<string, string> = {
  SignIn: 'SIGN_IN',
  SignUp: 'SIGN_UP',
  ForgotPassword: 'PASSWORD_RESET_REQUESTED',
  PasswordChange: 'PASSWORD_CHANGE',
  ResendCode: 'CODE_RESENT',
};

const CHANGE_KINDS: Partial<Record<IdentityEventKind, string>> = {
  PasswordChanged: 'PASSWORD_CHANGED',
  MfaChanged: 'MFA_CHANGED',
  EmailChanged: 'EMAIL_CHANGED',
  DeviceRemembered: 'DEVICE_CHANGED',
  SignedOut: 'SIGNED_OUT_EVERYWHERE',
  TokenRevoked: 'SESSION_REVOKED',
};

function changeDetail(kind: string, details: Record<string, unknown>): string | null {
  switch (kind) {
    case 'MfaChanged': {
      const factors = Array.isArray(details.factors) ? (details.factors as string[]) : [];
      if (!factors.length) return 'Two-step verification turned off';
      const names = factors.map((f) =>
        f === 'SOFTWARE_TOKEN_MFA' || f === 'TOTP'
          ? 'authenticator app'
          : f === 'SMS_MFA' || f === 'SMS'
            ? 'text message'
            : String(f),
      );
      return `Two-step verification by ${names.join(' and ')}`;
    }
    case 'EmailChanged':
      return typeof details.email === 'string' ? `Sign-in e-mail is now ${details.email}` : 'Sign-in e-mail removed';
    case 'DeviceRemembered':
      return details.remembered ? 'A device was remembered' : 'A device was forgotten';
    default:
      return null;
  }
}

export const listMySecurityActivity = defineFunction({
  name: 'listMySecurityActivity',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    limit: z.number().int().min(1).max(SECURITY_ACTIVITY_MAX, `at most ${SECURITY_ACTIVITY_MAX}`).nullish(),
  }),
  async run({ principal, deps, db }, { limit }): Promise<SecurityActivityItem[]> {
    const username = principal.userId;
    if (!username) return [];
    const n = limit ?? 20;
    const [auth, changes] = await Promise.all([
      deps.callers.listAuthEvents({ poolId: principal.poolId, username }, n),
      db.query<{ id: string; kind: string; details: Record<string, unknown> | null; created_at: Date }>(
        `select id, kind, details, created_at from app.security_events
          where user_id = $1 and kind = any($2::text[]) order by created_at desc, id desc limit $3`,
        [username, Object.keys(CHANGE_KINDS), n],
      ),
    ]);
    const items: SecurityActivityItem[] = [
      // A successful password change is told by its change event; a failed attempt only by the auth log.
      ...auth
        .filter((e) => AUTH_KINDS[e.type] && !(e.type === 'PasswordChange' && e.response === 'Pass'))
        .map((e) => ({
          id: e.id,
          kind: AUTH_KINDS[e.type] as string,
          outcome:
            e.response === 'Pass'
              ? ('SUCCESS' as const)
              : e.response === 'Fail'
                ? ('FAILURE' as const)
                : ('IN_PROGRESS' as const),
          detail: e.challenges.some((c) => c.ChallengeName === 'Mfa') ? 'With two-step verification' : null,
          ipAddress: e.ipAddress,
          device: e.deviceName,
          at: e.at,
        })),
      ...changes.map((c) => ({
        id: c.id,
        kind: CHANGE_KINDS[c.kind as IdentityEventKind] as string,
        outcome: null,
        detail: changeDetail(c.kind, c.details ?? {}),
        ipAddress: null,
        device: null,
        at: new Date(c.created_at).toISOString(),
      })),
    ];
    return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, n);
  },
});
