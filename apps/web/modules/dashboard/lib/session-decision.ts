// Whether a request for a dashboard page may go on, from the checks of its session tokens.
//
// - A valid access or ID token (signature, issuer, client, token_use, expiry): the visitor is signed in.
// - Tokens that are genuine but expired, with a refresh token beside them: the visitor was signed in a moment
//   ago and Amplify refreshes the tokens in the browser. Bouncing them to the login page would loop (the login
//   page sees a refreshable session), so the page loads and the client-side guard decides: it signs the
//   visitor out and sends them to the login page when the refresh fails.
// - Anything else (no cookies, forged or foreign tokens, expired tokens without a refresh token): signed out.

export type TTokenCheck = 'valid' | 'expired' | 'invalid' | 'absent';

export type TSessionDecision = 'allow' | 'allow-refresh' | 'redirect';

export interface TSessionChecks {
  access: TTokenCheck;
  id: TTokenCheck;
  hasRefreshToken: boolean;
}

export function sessionDecision({ access, id, hasRefreshToken }: TSessionChecks): TSessionDecision {
  // A token that fails verification (bad signature, wrong client or use) taints the whole session.
  if (access === 'invalid' || id === 'invalid') return 'redirect';
  if (access === 'valid' || id === 'valid') return 'allow';
  if ((access === 'expired' || id === 'expired') && hasRefreshToken) return 'allow-refresh';
  return 'redirect';
}

/** The login address for a signed-out visitor, returning them to the page they asked for (same-origin path). */
export function loginPathFor(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  return `/auth/login?returnTo=${encodeURIComponent(target)}`;
}
