// The signed-in user as the server renders the dashboard's first frame: the session cookies' ID token, verified
// as the gate verifies it (middleware.ts, verify-session-token.ts), and the user's attributes from the identity service's GetUser with the
// access token, over this process's loopback. GetUser also refuses a session that was signed out or revoked
// since, which a JWT alone cannot show. Any doubt (no session, a refused or slow call) gives null: the page
// then starts as before, behind the browser-side guard (dashboard-session.tsx), which asks Amplify.
import type { AuthUser } from '../../auth/lib/user.ts';
import { mapAuthUser } from '../../auth/lib/user.ts';
import { identityConfig, internalBaseUrl } from './identity-config.ts';
import { readSessionCookies } from './session-cookies.ts';
import { validTokenClaims } from './verify-session-token.ts';

const GET_USER_TIMEOUT_MS = 3000;

interface TGetUserOutput {
  Username?: string;
  UserAttributes?: { Name: string; Value?: string }[];
  /** The second factors turned on (SMS_MFA, SOFTWARE_TOKEN_MFA); absent when none is. */
  UserMFASettingList?: string[];
}

async function getUser(accessToken: string): Promise<TGetUserOutput | null> {
  const response = await fetch(`${internalBaseUrl()}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
    },
    body: JSON.stringify({ AccessToken: accessToken }),
    cache: 'no-store',
    signal: AbortSignal.timeout(GET_USER_TIMEOUT_MS),
  });
  return response.ok ? ((await response.json()) as TGetUserOutput) : null;
}

export interface TServerSession {
  user: AuthUser;
  /** For the server's own calls on the user's behalf (data/lib/server-call.ts). */
  accessToken: string;
  /** Whether two-step verification is on now (GetUser's UserMFASettingList): platform admins need it. */
  mfaEnabled: boolean;
}

/** The request's session and its user, or null when the server cannot vouch for it. */
export async function loadServerSession(
  cookies: Iterable<{ name: string; value: string }>,
): Promise<TServerSession | null> {
  try {
    const { poolId, clientId, keys } = await identityConfig();
    const session = readSessionCookies(cookies, clientId);
    if (!session.username || !session.idToken || !session.accessToken) return null;
    const payload = await validTokenClaims(session.idToken, {
      poolId,
      clientId,
      keys,
      username: session.username,
      use: 'id',
    });
    if (!payload) return null;
    const out = await getUser(session.accessToken);
    if (!out?.Username || out.Username !== session.username) return null;
    const attributes = Object.fromEntries((out.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    return {
      user: mapAuthUser({ username: out.Username, attributes, idTokenPayload: payload }),
      accessToken: session.accessToken,
      mfaEnabled: (out.UserMFASettingList?.length ?? 0) > 0,
    };
  } catch {
    return null;
  }
}
