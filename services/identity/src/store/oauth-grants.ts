// Hosted-UI state kept server-side: authorization codes (single use, short-lived), hosted sign-in sessions,
// and provider links (AdminLinkProviderForUser). Codes and session ids are random; only their hashes are stored.
import { createHash, randomBytes } from 'node:crypto';
import type { IdentityDeps } from '../deps.ts';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

// ── Authorization codes ─────────────────────────────────────────────────────────────────────────────────

export interface AuthorizationCode {
  poolId: string;
  clientId: string;
  username: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  nonce: string | null;
  authTime: number;
  expiresAt: Date;
}

/** Cognito: authorization codes are valid for 5 minutes. */
const CODE_TTL_MS = 5 * 60_000;

export async function createAuthorizationCode(
  deps: IdentityDeps,
  c: Omit<AuthorizationCode, 'expiresAt'>,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.database.query(
    `insert into identity.oauth_codes (code_hash, pool_id, client_id, username, redirect_uri, scopes, code_challenge,
        code_challenge_method, nonce, auth_time, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      sha256(code),
      c.poolId,
      c.clientId,
      c.username,
      c.redirectUri,
      c.scopes.join(' '),
      c.codeChallenge,
      c.codeChallengeMethod,
      c.nonce,
      c.authTime,
      now,
      new Date(now.getTime() + CODE_TTL_MS),
    ],
  );
  return code;
}

interface CodeRow {
  pool_id: string;
  client_id: string;
  username: string;
  redirect_uri: string;
  scopes: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  nonce: string | null;
  auth_time: number | string;
  expires_at: Date | string;
}

/**
 * Marks the code used and returns it, in one statement, so two concurrent redemptions cannot both succeed.
 * A code already used, unknown or expired gives null.
 */
export async function consumeAuthorizationCode(deps: IdentityDeps, code: string): Promise<AuthorizationCode | null> {
  const now = deps.now();
  const [row] = await deps.database.query<CodeRow>(
    `update identity.oauth_codes set consumed_at = $2
      where code_hash = $1 and consumed_at is null and expires_at > $2
      returning pool_id, client_id, username, redirect_uri, scopes, code_challenge, code_challenge_method, nonce,
                auth_time, expires_at`,
    [sha256(code), now],
  );
  // Expired and used codes are useless; clear them now and then rather than keeping a sweeper.
  if (Math.random() < 0.05) {
    await deps.database.query('delete from identity.oauth_codes where expires_at < $1', [
      new Date(now.getTime() - CODE_TTL_MS),
    ]);
  }
  if (!row) return null;
  return {
    poolId: row.pool_id,
    clientId: row.client_id,
    username: row.username,
    redirectUri: row.redirect_uri,
    scopes: row.scopes ? row.scopes.split(' ') : [],
    codeChallenge: row.code_challenge,
    codeChallengeMethod: row.code_challenge_method,
    nonce: row.nonce,
    authTime: Number(row.auth_time),
    expiresAt: new Date(row.expires_at),
  };
}

// ── Hosted-UI sessions ──────────────────────────────────────────────────────────────────────────────────

export interface HostedSession {
  poolId: string;
  username: string;
  authTime: number;
}

/** Cognito keeps the hosted-UI session for an hour. */
export const HOSTED_SESSION_TTL_SECONDS = 3600;

export async function createHostedSession(deps: IdentityDeps, s: HostedSession): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.database.query(
    `insert into identity.hosted_sessions (id_hash, pool_id, username, auth_time, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [sha256(id), s.poolId, s.username, s.authTime, now, new Date(now.getTime() + HOSTED_SESSION_TTL_SECONDS * 1000)],
  );
  return id;
}

export async function findHostedSession(deps: IdentityDeps, id: string): Promise<HostedSession | null> {
  const [row] = await deps.database.query<{ pool_id: string; username: string; auth_time: number | string }>(
    `select pool_id, username, auth_time from identity.hosted_sessions
      where id_hash = $1 and ended_at is null and expires_at > $2`,
    [sha256(id), deps.now()],
  );
  return row ? { poolId: row.pool_id, username: row.username, authTime: Number(row.auth_time) } : null;
}

export async function endHostedSession(deps: IdentityDeps, id: string): Promise<void> {
  await deps.database.query('update identity.hosted_sessions set ended_at = $2 where id_hash = $1', [
    sha256(id),
    deps.now(),
  ]);
}

// ── Provider links ──────────────────────────────────────────────────────────────────────────────────────

export async function findLinkedUsername(
  deps: IdentityDeps,
  poolId: string,
  providerName: string,
  subject: string,
): Promise<string | null> {
  const [row] = await deps.database.query<{ username: string }>(
    `select username from identity.provider_links
      where pool_id = $1 and provider_name = $2 and provider_subject = $3`,
    [poolId, providerName, subject],
  );
  return row?.username ?? null;
}

/** Links a provider subject to a user; false when the subject is already linked to someone. */
export async function insertProviderLink(
  deps: IdentityDeps,
  link: { poolId: string; providerName: string; subject: string; username: string },
): Promise<boolean> {
  const rows = await deps.database.query(
    `insert into identity.provider_links (pool_id, provider_name, provider_subject, username, created_at)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning username`,
    [link.poolId, link.providerName, link.subject, link.username, deps.now()],
  );
  return rows.length === 1;
}

/** Removes a link; returns the user it pointed to. */
export async function deleteProviderLink(
  deps: IdentityDeps,
  poolId: string,
  providerName: string,
  subject: string,
): Promise<string | null> {
  const [row] = await deps.database.query<{ username: string }>(
    `delete from identity.provider_links where pool_id = $1 and provider_name = $2 and provider_subject = $3
     returning username`,
    [poolId, providerName, subject],
  );
  return row?.username ?? null;
}
