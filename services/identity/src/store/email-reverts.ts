// The "this was not me" links of e-mail changes (identity.email_reverts): a random 32-byte token per change,
// stored only as its SHA-256 (the token has its full entropy, so no key is needed), naming the user and the
// address to restore; single use, valid 7 days. Rows go with their user (foreign key) or a week after they end.
import { createHash, randomBytes } from 'node:crypto';
import type { RawQuery } from '@innov/db';
import type { IdentityDeps } from '../deps.ts';

export const EMAIL_REVERT_TTL_DAYS = 7;
/** Where the link points (on PUBLIC_URL): the page of http/revert-email.ts. */
export const REVERT_EMAIL_PATH = '/cognito/revert-email';
const DAY_MS = 86_400_000;

export interface EmailRevertRecord {
  poolId: string;
  username: string;
  previousEmail: string;
  newEmail: string;
  expiresAt: Date;
  usedAt: Date | null;
}

interface Row {
  pool_id: string;
  username: string;
  previous_email: string;
  new_email: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

const toRecord = (r: Row): EmailRevertRecord => ({
  poolId: r.pool_id,
  username: r.username,
  previousEmail: r.previous_email,
  newEmail: r.new_email,
  expiresAt: new Date(r.expires_at),
  usedAt: r.used_at === null ? null : new Date(r.used_at),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token is 43 base64url characters; anything else is no token of ours (looked up never). */
export const isRevertToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Issues the token for a change from `previousEmail` to `newEmail`; the user's ended rows are pruned alongside. */
export async function issueEmailRevert(
  deps: IdentityDeps,
  user: { poolId: string; username: string },
  previousEmail: string,
  newEmail: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.database.query(
    `with pruned as (
       delete from identity.email_reverts
        where pool_id = $2 and username = $3 and (expires_at < $8 or used_at < $8)
     )
     insert into identity.email_reverts
       (token_hash, pool_id, username, previous_email, new_email, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashToken(token),
      user.poolId,
      user.username,
      previousEmail,
      newEmail,
      new Date(now.getTime() + EMAIL_REVERT_TTL_DAYS * DAY_MS),
      now,
      new Date(now.getTime() - EMAIL_REVERT_TTL_DAYS * DAY_MS),
    ],
  );
  return token;
}

/** The token's record, used or not, expired or not; null for a token never issued (or gone with its user). */
export async function findEmailRevert(deps: IdentityDeps, token: string): Promise<EmailRevertRecord | null> {
  if (!isRevertToken(token)) return null;
  const [row] = await deps.database.query<Row>(
    `select pool_id, username, previous_email, new_email, expires_at, used_at
       from identity.email_reverts where token_hash = $1`,
    [hashToken(token)],
  );
  return row ? toRecord(row) : null;
}

/**
 * Uses the token, once: true when this call used it (unused and unexpired until now). Every other open token of
 * the same user ends with it, so a second link (say, one an intruder's own later change sent to their address)
 * cannot undo the revert.
 */
export async function useEmailRevert(
  deps: IdentityDeps,
  q: RawQuery,
  token: string,
  user: { poolId: string; username: string },
): Promise<boolean> {
  const now = deps.now();
  const used = await q<{ token_hash: string }>(
    `update identity.email_reverts set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2 and pool_id = $3 and username = $4
      returning token_hash`,
    [hashToken(token), now, user.poolId, user.username],
  );
  if (used.length === 0) return false;
  await q(`update identity.email_reverts set used_at = $3 where pool_id = $1 and username = $2 and used_at is null`, [
    user.poolId,
    user.username,
    now,
  ]);
  return true;
}
