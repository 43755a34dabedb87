// Reads the session Amplify keeps in cookies (configure.ts: CookieStorage):
// `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the signed-in user, and
// `CognitoIdentityServiceProvider.<clientId>.<username>.{accessToken,idToken,refreshToken}` hold the tokens.
// Cookie names may arrive URI-encoded (js-cookie encodes characters such as @ in names), so both forms match.

export const AMPLIFY_COOKIE_PREFIX = 'CognitoIdentityServiceProvider';

export interface TSessionCookies {
  username?: string;
  accessToken?: string;
  idToken?: string;
  refreshToken?: string;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The session of the app client `clientId` found in `cookies` (name/value pairs as the request carries them). */
export function readSessionCookies(
  cookies: Iterable<{ name: string; value: string }>,
  clientId: string,
): TSessionCookies {
  const byName = new Map<string, string>();
  for (const { name, value } of cookies) byName.set(decode(name), decode(value));
  const base = `${AMPLIFY_COOKIE_PREFIX}.${clientId}`;
  const username = byName.get(`${base}.LastAuthUser`);
  if (!username) return {};
  const key = (suffix: string) => byName.get(`${base}.${username}.${suffix}`) || undefined;
  return {
    username,
    accessToken: key('accessToken'),
    idToken: key('idToken'),
    refreshToken: key('refreshToken'),
  };
}
