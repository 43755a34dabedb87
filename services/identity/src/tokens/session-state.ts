// Whether what a user was given at sign-in still stands: their access and ID tokens, and the identity-pool
// credentials obtained with an ID token. One rule for all of them: the user still exists and is enabled, has not
// signed out globally since it was issued, and the refresh token it descends from (`origin_jti`) is not revoked.
import type { Database } from '@innov/db';
import { toUser, USER_COLUMNS, type UserRecord } from '../store/users.ts';

export interface SessionFacts {
  poolId: string;
  sub: string;
  /** The refresh token the session descends from (a token's `origin_jti`); not checked when absent. */
  originJti?: string;
  /** When it was issued, in epoch milliseconds. */
  issuedAt: number;
  /** A JWT's `iat` has whole seconds, so for tokens a sign-out counts from the start of its second. */
  wholeSeconds?: boolean;
}

/** Why a session no longer stands, from the most to the least final. */
export type SessionEnd = 'deleted' | 'revoked' | 'signed-out' | 'disabled';

export type SessionState = { ok: true; user: UserRecord } | { ok: false; end: SessionEnd };

export async function sessionState(database: Pick<Database, 'query'>, f: SessionFacts): Promise<SessionState> {
  const rows = await database.query<Record<string, unknown> & { rt_found: boolean; rt_revoked: unknown }>(
    `select ${USER_COLUMNS.split(', ')
      .map((c) => `u.${c}`)
      .join(', ')}, (rt.id is not null) as rt_found, rt.revoked_at as rt_revoked
       from identity.users u
       left join identity.refresh_tokens rt on rt.id = $3 and rt.pool_id = u.pool_id and rt.username = u.username
      where u.pool_id = $1 and u.sub = $2`,
    [f.poolId, f.sub, f.originJti ?? null],
  );
  const row = rows[0];
  if (!row) return { ok: false, end: 'deleted' };
  if (f.originJti !== undefined && (!row.rt_found || row.rt_revoked !== null)) return { ok: false, end: 'revoked' };
  const user = toUser(row as never);
  if (user.tokensValidAfter) {
    const unit = f.wholeSeconds ? 1000 : 1;
    if (Math.floor(f.issuedAt / unit) < Math.floor(user.tokensValidAfter.getTime() / unit)) {
      return { ok: false, end: 'signed-out' };
    }
  }
  if (!user.enabled) return { ok: false, end: 'disabled' };
  return { ok: true, user };
}
