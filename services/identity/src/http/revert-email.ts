// GET/POST /cognito/revert-email?token=…: "this was not me", the link an e-mail change sends to the address it
// replaced (EmailChanged's revertUrl). GET only shows what happened and a button, so a mail scanner opening the
// link changes nothing; the POST (CSRF-checked: a cookie and an HMAC of it in the form, as the hosted sign-in
// page) restores the old address as verified, signs the user out everywhere (every token and identity-pool
// credential, as GlobalSignOut) and requires a new password with a reset code sent to the restored address (as
// AdminResetUserPassword), then links to the web app's password reset. A token is single use and lasts 7 days.
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findIllFormedString } from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';
import { requirePasswordReset } from '../operations/admin-reset-user-password.ts';
import { signOutEverywhere } from '../operations/global-sign-out.ts';
import { withdrawCodes } from '../store/codes.ts';
import { type EmailRevertRecord, findEmailRevert, REVERT_EMAIL_PATH, useEmailRevert } from '../store/email-reverts.ts';
import { getPool } from '../store/pools.ts';
import { findByEmail, getUser, type UserRecord, updateUser } from '../store/users.ts';
import { emitIfEmailChanged } from '../users/events.ts';
import { escapeHtml, sendPage } from './confirm-link.ts';
import { cookie, OAuthError, parseCookies, readForm, sameSecret } from './oauth/protocol.ts';

export { REVERT_EMAIL_PATH };

const CSRF_COOKIE = 'cognito_revert_csrf';
const CSRF_TTL_SECONDS = 3600;
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const csrfToken = (deps: IdentityDeps, secret: string) =>
  createHmac('sha256', deps.secrets.key).update(`revert-email-csrf/${secret}`).digest('base64url');

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

function show(res: ServerResponse, status: number, title: string, body: string, headers: Record<string, string> = {}) {
  sendPage(res, status, title, body, { 'content-security-policy': POLICY, ...headers });
}

const NOT_VALID = 'This link is not valid. Open the link from the e-mail about your address change again.';

/** Why a token cannot be used, in words for the page; null when it can. */
function refusal(deps: IdentityDeps, record: EmailRevertRecord | null): { title: string; text: string } | null {
  if (!record) return { title: 'Link not valid', text: NOT_VALID };
  if (record.usedAt) {
    return {
      title: 'Link already used',
      text: 'This link was used already: the change it was about has been undone. If you still cannot sign in, reset your password.',
    };
  }
  if (record.expiresAt <= deps.now()) {
    return {
      title: 'Link expired',
      text: 'This link has expired (it lasts 7 days). If you did not change your sign-in e-mail, contact support.',
    };
  }
  return null;
}

interface Revertable {
  record: EmailRevertRecord;
  user: UserRecord;
}

/** The token's change and its user, or the page saying why not (already sent). */
async function load(deps: IdentityDeps, res: ServerResponse, token: string): Promise<Revertable | null> {
  const record = await findEmailRevert(deps, token);
  const refused = refusal(deps, record);
  if (refused || !record) {
    const { title, text } = refused ?? { title: 'Link not valid', text: NOT_VALID };
    show(res, 400, title, p(text));
    return null;
  }
  const user = await getUser(deps, record.poolId, record.username);
  if (!user) {
    show(res, 400, 'Link not valid', p('The account this link was about no longer exists.'));
    return null;
  }
  const holder = await findByEmail(deps, record.poolId, record.previousEmail);
  if (holder && holder.username !== user.username) {
    show(res, 409, 'Address in use', p(`${record.previousEmail} now belongs to another account. Contact support.`));
    return null;
  }
  return { record, user };
}

export async function handleRevertEmail(deps: IdentityDeps, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method === 'GET' || req.method === 'HEAD') {
    // A link we sent never holds %00 or a lone surrogate (no store keeps them): refused before any lookup.
    if (findIllFormedString(url.searchParams)) return show(res, 400, 'Link not valid', p(NOT_VALID));
    const token = url.searchParams.get('token') ?? '';
    const found = await load(deps, res, token);
    if (!found) return;
    return showForm(deps, req, res, token, found.record);
  }
  if (req.method !== 'POST') {
    return show(res, 405, 'Method not allowed', p('Open the link from your e-mail.'), { allow: 'GET, POST' });
  }
  let form: URLSearchParams;
  try {
    form = await readForm(req);
  } catch (error) {
    if (error instanceof OAuthError) return show(res, 400, 'Request not valid', p(NOT_VALID));
    throw error;
  }
  const token = form.get('token') ?? '';
  const secret = parseCookies(req)[CSRF_COOKIE];
  if (!secret || !sameSecret(csrfToken(deps, secret), form.get('_csrf'))) {
    return show(res, 403, 'Page expired', p('This page expired. Open the link from your e-mail again.'));
  }
  const found = await load(deps, res, token);
  if (!found) return;
  await revert(deps, res, token, found);
}

function showForm(deps: IdentityDeps, req: IncomingMessage, res: ServerResponse, token: string, r: EmailRevertRecord) {
  let secret = parseCookies(req)[CSRF_COOKIE];
  const headers: Record<string, string> = {};
  if (secret?.length !== 43) {
    secret = randomBytes(32).toString('base64url');
    headers['set-cookie'] = cookie(deps, CSRF_COOKIE, secret, CSRF_TTL_SECONDS);
  }
  const body = `${p(`The sign-in e-mail of your account was changed from ${r.previousEmail} to ${r.newEmail}.`)}
${p(`If you did not make this change, restore ${r.previousEmail}. You will be signed out on every device and asked to choose a new password.`)}
<form method="post" action="${REVERT_EMAIL_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="_csrf" value="${escapeHtml(csrfToken(deps, secret))}">
<button type="submit">This was not me: restore ${escapeHtml(r.previousEmail)}</button>
</form>`;
  show(res, 200, 'Was this you?', body, headers);
}

async function revert(deps: IdentityDeps, res: ServerResponse, token: string, { record, user }: Revertable) {
  const pool = await getPool(deps, record.poolId);
  if (!pool) return show(res, 400, 'Link not valid', p(NOT_VALID));
  const pending = { ...user.pendingAttributes };
  delete pending.email;
  // Verified: the link reached that mailbox, and whoever opened it there is who asks for it back.
  const attributes = { ...user.attributes, email: record.previousEmail, email_verified: 'true' };
  let used: boolean;
  try {
    used = await deps.database.transaction(async (q) => {
      if (!(await useEmailRevert(deps, q, token, user))) return false;
      await updateUser(deps, pool.id, user.username, { attributes, pendingAttributes: pending }, q);
      // A change still waiting for its code goes too.
      await withdrawCodes(deps, pool.id, user.username, 'attr:email', q);
      return true;
    });
  } catch (error) {
    // Another account took the address between the check and the write (the e-mail column is unique).
    if ((error as { code?: string }).code === '23505') {
      return show(res, 409, 'Address in use', p(`${record.previousEmail} now belongs to another account.`));
    }
    throw error;
  }
  if (!used) {
    // Used by a request that ran at the same time (the check above saw it unused).
    return show(res, 400, 'Link already used', p('This link was used already.'));
  }
  const restored: UserRecord = { ...user, attributes, pendingAttributes: pending };
  await signOutEverywhere(deps, restored);
  await requirePasswordReset(deps, pool, restored);
  await emitIfEmailChanged(deps, user, attributes, { reverted: true });
  const reset = `/auth/forgot-password?${new URLSearchParams({ email: record.previousEmail })}`;
  show(
    res,
    200,
    'Your e-mail address is restored',
    `${p(`${record.previousEmail} is your sign-in e-mail again. You have been signed out on every device.`)}
${p(`To sign in again, choose a new password with the code we sent to ${record.previousEmail}.`)}
<p><a href="${escapeHtml(reset)}">Choose a new password</a></p>`,
  );
}
