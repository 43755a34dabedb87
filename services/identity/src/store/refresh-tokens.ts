// Refresh tokens are opaque random strings; only their SHA-256 is stored. A row's id is the `origin_jti` of
// every access and ID token derived from it, so revoking the row revokes them all.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IdentityDeps } from '../deps.ts';

export interface RefreshTokenRecord {
  id: string;
  poolId: string;
  clientId: string;
  username: string;
  authTime: number;
  expiresAt: Date;
  revokedAt: Date | null;
  replacedBy: string | null;
  /** OAuth scopes when the token came from the hosted UI. */
  scopes: string[] | null;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createRefreshToken(
  deps: IdentityDeps,
  r: {
    poolId: string;
    clientId: string;
    username: string;
    authTime: number;
    validitySeconds: number;
    deviceKey?: string;
    /** OAuth scopes of a hosted-UI sign-in, kept for the refresh_token grant. */
    scopes?: string[];
  },
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = randomBytes(48).toString('base64url');
  const now = deps.now();
  await deps.database.query(
    `insert into identity.refresh_tokens (id, token_hash, pool_id, client_id, username, device_key, auth_time, created_at, expires_at, scopes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      hashRefreshToken(token),
      r.poolId,
      r.clientId,
      r.username,
      r.deviceKey ?? null,
      r.authTime,
      now,
      new Date(now.getTime() + r.validitySeconds * 1000),
      r.scopes?.join(' ') ?? null,
    ],
  );
  return { id, token };
}

interface Row {
  id: string;
  pool_id: string;
  client_id: string;
  username: string;
  auth_time: number | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  replaced_by: string | null;
  scopes: string | null;
}

export async function findRefreshToken(deps: IdentityDeps, token: string): Promise<RefreshTokenRecord | null> {
  const rows = await deps.database.query<Row>(
    `select id, pool_id, client_id, username, auth_time, expires_at, revoked_at, replaced_by, scopes
       from identity.refresh_tokens where token_hash = $1`,
    [hashRefreshToken(token)],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    poolId: r.pool_id,
    clientId: r.client_id,
    username: r.username,
    authTime: Number(r.auth_time),
    expiresAt: new Date(r.expires_at),
    revokedAt: r.revoked_at === null ? null : new Date(r.revoked_at),
    replacedBy: r.replaced_by,
    scopes: r.scopes ? r.scopes.split(' ') : null,
  };
}

export function isUsable(deps: IdentityDeps, r: RefreshTokenRecord): boolean {
  const now = deps.now().getTime();
  return r.revokedAt === null && r.expiresAt.getTime() > now;
}

/** Rotation: the old token stays usable for the grace period only; tokens derived from it stay valid. */
export async function markReplaced(deps: IdentityDeps, oldId: string, newId: string, graceSeconds: number) {
  const until = new Date(deps.now().getTime() + graceSeconds * 1000);
  await deps.database.query(
    'update identity.refresh_tokens set replaced_by = $2, expires_at = least(expires_at, $3) where id = $1',
    [oldId, newId, until],
  );
}

export async function revokeRefreshToken(deps: IdentityDeps, id: string): Promise<void> {
  await deps.database.query('update identity.refresh_tokens set revoked_at = $2 where id = $1 and revoked_at is null', [
    id,
    deps.now(),
  ]);
}

export async function revokeAllForUser(deps: IdentityDeps, poolId: string, username: string): Promise<void> {
  await deps.database.query(
    'update identity.refresh_tokens set revoked_at = $3 where pool_id = $1 and username = $2 and revoked_at is null',
    [poolId, username, deps.now()],
  );
}
