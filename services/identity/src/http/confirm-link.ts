// GET /cognito/confirm?client_id&user_name&confirmation_code&pool_id: the page behind the link that
// CONFIRM_WITH_LINK pools send at sign-up. Confirms the account and says so; every reflected value is escaped.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findIllFormedString } from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';
import { confirmWithCode } from '../operations/confirm-sign-up.ts';
import { CognitoError } from '../protocol/errors.ts';
import { getClient, getPool } from '../store/pools.ts';
import { findUser } from '../store/users.ts';

export const CONFIRM_LINK_PATH = '/cognito/confirm';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=/]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}' +
  'button{font:inherit;font-weight:600;padding:.6rem 1rem;border:0;border-radius:6px;background:#b71d18;color:#fff;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #1c252e;outline-offset:2px}';

/**
 * One of this service's small pages (the confirm link, the e-mail revert): `body` is HTML whose every reflected
 * value the caller escaped; `headers` adds to the defaults (a cookie, a policy).
 */
export function sendPage(
  res: ServerResponse,
  status: number,
  title: string,
  body: string,
  headers: Record<string, string | string[]> = {},
) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    ...headers,
  });
  res.end(html);
}

function page(res: ServerResponse, status: number, title: string, message: string) {
  sendPage(res, status, title, `<p>${escapeHtml(message)}</p>`);
}

export async function handleConfirmLink(deps: IdentityDeps, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    page(res, 405, 'Method not allowed', 'Open the link from your e-mail to confirm your account.');
    return;
  }
  const clientId = url.searchParams.get('client_id') ?? '';
  const username = url.searchParams.get('user_name') ?? '';
  const code = url.searchParams.get('confirmation_code') ?? '';
  const poolId = url.searchParams.get('pool_id') ?? '';
  const invalid = () =>
    page(res, 400, 'Link not valid', 'This confirmation link is not valid. Request a new one from the sign-up page.');
  // A link we sent never holds %00 (no store keeps it): refused before any lookup.
  if (findIllFormedString(url.searchParams)) return invalid();
  if (!username || !code || username.length > 128 || code.length > 64) return invalid();
  const client = clientId ? await getClient(deps, clientId) : null;
  const pool = await getPool(deps, client?.poolId ?? poolId);
  if (!pool || (client && client.poolId !== pool.id)) return invalid();
  const user = await findUser(deps, pool.id, username);
  if (!user) return invalid();
  if (user.status === 'CONFIRMED') {
    page(res, 200, 'Account confirmed', 'Your account is already confirmed. You can sign in.');
    return;
  }
  try {
    await confirmWithCode(deps, pool, client?.id, user, code);
  } catch (error) {
    if (error instanceof CognitoError) {
      const expired = error.type === 'ExpiredCodeException';
      page(
        res,
        400,
        expired ? 'Link expired' : 'Link not valid',
        expired ? 'This confirmation link has expired. Request a new one from the sign-up page.' : error.message,
      );
      return;
    }
    throw error;
  }
  page(res, 200, 'Account confirmed', 'Thank you. Your account is confirmed; you can now sign in.');
}
