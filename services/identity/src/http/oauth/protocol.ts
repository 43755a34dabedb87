// The OAuth 2.0 endpoints' shared plumbing: JSON errors as `{"error", "error_description"}`, form bodies,
// cookies, client authentication (HTTP Basic or body), and the hosted-UI session cookie.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findIllFormedString, ILL_FORMED_TEXT_RULE, isWellFormedText, readBody, sendJson } from '@innov/platform';
import type { IdentityDeps } from '../../deps.ts';
import { getClient, getPool } from '../../store/pools.ts';
import type { UserPool, UserPoolClient } from '../../store/types.ts';

export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

/** Amplify reads `error_message`; RFC 6749 clients read `error_description`: both are sent. */
export function sendOAuthError(res: ServerResponse, e: OAuthError, headers: Record<string, string> = {}) {
  sendJson(res, e.status, { error: e.error, error_description: e.description, error_message: e.description }, headers);
}

/** CORS for the endpoints a browser app calls with fetch (token, userInfo, revoke). */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, x-amz-user-agent',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/**
 * OAuth's invalid_request for a query or form holding U+0000 (`%00`) anywhere, name or value: no store keeps it.
 * (Percent-encoded surrogates are not UTF-8 and decode to U+FFFD, but the check covers them all the same.)
 */
export function illFormedParams(params: URLSearchParams): OAuthError | undefined {
  const where = findIllFormedString(params);
  return where ? new OAuthError('invalid_request', `${where} ${ILL_FORMED_TEXT_RULE}.`) : undefined;
}

/** A form body; every field's text is checked once here, for every endpoint that reads one. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const body = await readBody(req, 64 * 1024);
  if (type !== 'application/x-www-form-urlencoded') {
    throw new OAuthError('invalid_request', 'The request body must be application/x-www-form-urlencoded.');
  }
  const form = new URLSearchParams(body.toString('utf8'));
  const illFormed = illFormedParams(form);
  if (illFormed) throw illFormed;
  return form;
}

export function parseCookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    try {
      const value = decodeURIComponent(part.slice(i + 1).trim());
      // like an undecodable one, a cookie holding %00 is not ours: ignored
      if (isWellFormedText(name) && isWellFormedText(value)) out[name] = value;
    } catch {
      // an undecodable cookie is ignored
    }
  }
  return out;
}

export function cookie(deps: IdentityDeps, name: string, value: string, maxAgeSeconds: number): string {
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The hosted-UI sign-in session (one per browser for this host). */
export const SESSION_COOKIE = 'cognito_hosted_session';
/** The login form's CSRF secret (double-submit: the form carries an HMAC of it). */
export const CSRF_COOKIE = 'cognito_hosted_csrf';

export function sameSecret(a: string, b: string | undefined | null): boolean {
  if (typeof b !== 'string') return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface AuthenticatedClient {
  pool: UserPool;
  client: UserPoolClient;
  /** True when the client proved its secret. */
  confidential: boolean;
}

/**
 * Client authentication at the token and revoke endpoints: HTTP Basic (client_secret_basic) or client_id and
 * client_secret in the body (client_secret_post). A client with a secret must present it.
 */
export async function authenticateClient(
  deps: IdentityDeps,
  req: IncomingMessage,
  form: URLSearchParams,
): Promise<AuthenticatedClient> {
  let clientId = form.get('client_id') ?? undefined;
  let secret = form.get('client_secret') ?? undefined;
  const authorization = String(req.headers.authorization ?? '');
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization);
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    if (i < 0) throw new OAuthError('invalid_client', 'Client authentication failed.', 401);
    let basicId: string;
    try {
      basicId = decodeURIComponent(decoded.slice(0, i));
      secret = decodeURIComponent(decoded.slice(i + 1));
    } catch {
      throw new OAuthError('invalid_client', 'Client authentication failed.', 401);
    }
    if (!isWellFormedText(basicId) || !isWellFormedText(secret)) {
      throw new OAuthError('invalid_request', `The Authorization header's client credentials ${ILL_FORMED_TEXT_RULE}.`);
    }
    if (clientId && clientId !== basicId) throw new OAuthError('invalid_client', 'Client authentication failed.', 401);
    clientId = basicId;
  }
  if (!clientId) throw new OAuthError('invalid_request', 'client_id is required.');
  const client = clientId.length <= 128 ? await getClient(deps, clientId) : null;
  const pool = client ? await getPool(deps, client.poolId) : null;
  if (!client || !pool) throw new OAuthError('invalid_client', 'Client authentication failed.', 401);
  if (client.secret) {
    if (!sameSecret(client.secret, secret))
      throw new OAuthError('invalid_client', 'Client authentication failed.', 401);
    return { pool, client, confidential: true };
  }
  if (secret) throw new OAuthError('invalid_client', 'Client authentication failed.', 401);
  return { pool, client, confidential: false };
}

export function redirect(res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}) {
  res.writeHead(302, { location, 'cache-control': 'no-store', ...headers });
  res.end();
}
