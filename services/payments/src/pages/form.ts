// The hosted forms' plumbing: the urlencoded body (small, well-formed or refused) and CSRF as a double-submit
// cookie: a random per-browser secret in an HttpOnly cookie, and in the form an HMAC of it bound to the page's
// session, so a form made for one session cannot be replayed at another and another site cannot forge one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { findIllFormedString, isWellFormedText, PayloadTooLargeError, readBody } from '@innov/platform';
import type { PaymentsDeps } from '../deps.ts';

const FORM_LIMIT = 16 * 1024;
export const CSRF_COOKIE = 'pay_csrf';
const CSRF_TTL_SECONDS = 2 * 3600;
const SECRET_LENGTH = 43; // 32 random bytes, base64url

/** The form's fields, or null when the body is not a well-formed urlencoded form of a sensible size. */
export async function readPageForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  let body: Buffer;
  try {
    body = await readBody(req, FORM_LIMIT);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return null;
    throw error;
  }
  if (type !== 'application/x-www-form-urlencoded') return null;
  const form = new URLSearchParams(body.toString('utf8'));
  return findIllFormedString(form) ? null : form;
}

function cookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    try {
      const value = decodeURIComponent(part.slice(i + 1).trim());
      const name = part.slice(0, i).trim();
      if (isWellFormedText(name) && isWellFormedText(value)) out[name] = value;
    } catch {
      // an undecodable cookie is not ours
    }
  }
  return out;
}

function csrfToken(deps: Pick<PaymentsDeps, 'linkKey'>, secret: string, scope: string): string {
  return createHmac('sha256', deps.linkKey).update(`pay-csrf/${scope}/${secret}`).digest('base64url');
}

export interface CsrfField {
  /** The value of the form's `_csrf` field. */
  token: string;
  /** Headers that set the cookie when the browser had none. */
  headers: Record<string, string>;
}

/** The CSRF field of a form about `scope` (the session id), setting the browser's secret when it has none. */
export function csrfField(deps: Pick<PaymentsDeps, 'linkKey' | 'config'>, req: IncomingMessage, scope: string) {
  let secret = cookies(req)[CSRF_COOKIE];
  const headers: Record<string, string> = {};
  if (secret?.length !== SECRET_LENGTH) {
    secret = randomBytes(32).toString('base64url');
    const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
    headers['set-cookie'] =
      `${CSRF_COOKIE}=${secret}; Path=/pay; HttpOnly; SameSite=Lax; Max-Age=${CSRF_TTL_SECONDS}${secure}`;
  }
  return { token: csrfToken(deps, secret, scope), headers } satisfies CsrfField;
}

/** Whether the POSTed form carries the HMAC of this browser's secret for `scope`. */
export function validCsrf(
  deps: Pick<PaymentsDeps, 'linkKey'>,
  req: IncomingMessage,
  form: URLSearchParams,
  scope: string,
): boolean {
  const secret = cookies(req)[CSRF_COOKIE];
  const given = form.get('_csrf');
  if (secret?.length !== SECRET_LENGTH || !given) return false;
  const a = Buffer.from(csrfToken(deps, secret, scope));
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
