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

/** A cookie's name or value as it was before URI encoding; itself when it is not valid encoding. Pure. */
export function decodeCookieText(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The name/value pairs of a `document.cookie` string (a `Cookie` header). Pure. */
export function parseCookieHeader(cookieHeader: string): { name: string; value: string }[] {
  return cookieHeader
    .split(';')
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? null : { name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
    })
    .filter((cookie): cookie is { name: string; value: string } => Boolean(cookie?.name));
}

/** The session of the app client `clientId` found in `cookies` (name/value pairs as the request carries them). */
export function readSessionCookies(
  cookies: Iterable<{ name: string; value: string }>,
  clientId: string,
): TSessionCookies {
  const byName = new Map<string, string>();
  for (const { name, value } of cookies) byName.set(decodeCookieText(name), decodeCookieText(value));
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
