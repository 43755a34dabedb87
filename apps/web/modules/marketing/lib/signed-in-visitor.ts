// Who is signed in, as a public page can tell without the auth library: from the session cookies Amplify keeps
// (modules/amplify/lib/configure.ts, read on the server by dashboard/lib/session-cookies.ts). Only to choose what the
// header offers: the name comes from the ID token's claims, unverified, and nothing here grants access; the
// dashboard's gate verifies the session when the visitor goes there.

import { decodeJwt } from 'jose';
import { initialsOf } from '../../dashboard/lib/initials.ts';
import {
  AMPLIFY_COOKIE_PREFIX,
  decodeCookieText,
  parseCookieHeader,
  readSessionCookies,
} from '../../dashboard/lib/session-cookies.ts';

export interface TSignedInVisitor {
  /** The full name, else the e-mail address (what the account menu is named after). */
  name: string;
  email: string;
  initials: string;
}

const LAST_AUTH_USER = new RegExp(`^${AMPLIFY_COOKIE_PREFIX}\\.([^.]+)\\.LastAuthUser$`);

/** The claims of a JWT's payload, unverified; null when it is not one. Pure. */
export function jwtClaims(token: string): Record<string, unknown> | null {
  try {
    return decodeJwt(token);
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
  const cookies = parseCookieHeader(cookieHeader);
  for (const { name } of cookies) {
    const clientId = LAST_AUTH_USER.exec(decodeCookieText(name))?.[1];
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
