// Who is signed in, as a public page can tell without the auth library: from the session cookies Amplify keeps
// (modules/amplify/lib/configure.ts, read on the server by dashboard/lib/session-cookies.ts). Only to choose what the
// header offers: the name comes from the ID token's claims, unverified, and nothing here grants access; the
// dashboard's gate verifies the session when the visitor goes there.

import { initialsOf } from '../../dashboard/lib/initials.ts';
import { AMPLIFY_COOKIE_PREFIX, readSessionCookies } from '../../dashboard/lib/session-cookies.ts';

export interface TSignedInVisitor {
  /** The full name, else the e-mail address (what the account menu is named after). */
  name: string;
  email: string;
  initials: string;
}

const LAST_AUTH_USER = new RegExp(`^${AMPLIFY_COOKIE_PREFIX}\\.([^.]+)\\.LastAuthUser$`);

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The name/value pairs of a `document.cookie` string. Pure. */
export function parseCookies(cookieHeader: string): { name: string; value: string }[] {
  return cookieHeader
    .split(';')
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? null : { name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
    })
    .filter((cookie): cookie is { name: string; value: string } => Boolean(cookie?.name));
}

/** The claims of a JWT's payload, unverified; null when it is not one. Pure. */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The signed-in visitor the cookies name, or null: a session needs the last user's name and their refresh token
 * (what keeps a session alive; the access and ID tokens expire within the hour and are renewed from it). Pure.
 */
export function signedInVisitor(cookieHeader: string): TSignedInVisitor | null {
  const cookies = parseCookies(cookieHeader);
  for (const { name } of cookies) {
    const clientId = LAST_AUTH_USER.exec(decodeName(name))?.[1];
    if (!clientId) continue;
    const session = readSessionCookies(cookies, clientId);
    if (!session.username || !session.refreshToken) continue;
    const claims: Record<string, unknown> = (session.idToken ? jwtClaims(session.idToken) : null) ?? {};
    const email = text(claims.email);
    const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || text(claims.name);
    return { name: fullName || email, email, initials: initialsOf(fullName, email) };
  }
  return null;
}
