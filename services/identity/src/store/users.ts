// The users of a user pool (table identity.users) and their group memberships (identity.user_groups).
// Raw, parameterised SQL: these queries sit on the sign-in and GetUser hot paths.
import type { RawQuery } from '@innov/db';
import { hashPassword } from '../crypto/password.ts';
import { createVerifier, poolShortName } from '../crypto/srp.ts';
import type { IdentityDeps } from '../deps.ts';
import type { UserStatus } from './types.ts';

export interface UserRecord {
  poolId: string;
  username: string;
  sub: string;
  email: string | null;
  phoneNumber: string | null;
  status: UserStatus;
  enabled: boolean;
  attributes: Record<string, string>;
  pendingAttributes: Record<string, string>;
  passwordHash: string | null;
  srpSalt: string | null;
  srpVerifier: string | null;
  mfa: Record<string, unknown>;
  failedAttempts: number;
  lockoutLevel: number;
  lockedUntil: Date | null;
  tokensValidAfter: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface UserRow {
  pool_id: string;
  username: string;
  sub: string;
  email: string | null;
  phone_number: string | null;
  status: string;
  enabled: boolean;
  attributes: Record<string, string>;
  pending_attributes: Record<string, string> | null;
  password_hash: string | null;
  srp_salt: string | null;
  srp_verifier: string | null;
  mfa: Record<string, unknown>;
  failed_attempts: number;
  lockout_level: number;
  locked_until: Date | string | null;
  tokens_valid_after: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const USER_COLUMNS =
  'pool_id, username, sub, email, phone_number, status, enabled, attributes, pending_attributes, password_hash, srp_salt, srp_verifier, mfa, failed_attempts, lockout_level, locked_until, tokens_valid_after, created_at, updated_at';

const date = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

export function toUser(r: UserRow): UserRecord {
  return {
    poolId: r.pool_id,
    username: r.username,
    sub: r.sub,
    email: r.email,
    phoneNumber: r.phone_number,
    status: r.status as UserStatus,
    enabled: r.enabled,
    attributes: r.attributes ?? {},
    pendingAttributes: r.pending_attributes ?? {},
    passwordHash: r.password_hash,
    srpSalt: r.srp_salt,
    srpVerifier: r.srp_verifier,
    mfa: r.mfa ?? {},
    failedAttempts: r.failed_attempts,
    lockoutLevel: r.lockout_level,
    lockedUntil: date(r.locked_until),
    tokensValidAfter: date(r.tokens_valid_after),
    createdAt: date(r.created_at) as Date,
    updatedAt: date(r.updated_at) as Date,
  };
}

/** By Cognito username, e-mail alias or sub: the forms a client may send as USERNAME. */
export async function findUser(deps: IdentityDeps, poolId: string, name: string): Promise<UserRecord | null> {
  const rows = await deps.database.query<UserRow>(
    `select ${USER_COLUMNS} from identity.users
      where pool_id = $1 and (username = $2 or email = lower($2) or sub = $2)
      order by (username = $2) desc
      limit 1`,
    [poolId, name],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function getUser(deps: IdentityDeps, poolId: string, username: string): Promise<UserRecord | null> {
  const rows = await deps.database.query<UserRow>(
    `select ${USER_COLUMNS} from identity.users where pool_id = $1 and username = $2`,
    [poolId, username],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findByEmail(deps: IdentityDeps, poolId: string, email: string): Promise<UserRecord | null> {
  const rows = await deps.database.query<UserRow>(
    `select ${USER_COLUMNS} from identity.users where pool_id = $1 and email = lower($2)`,
    [poolId, email],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findBySub(deps: IdentityDeps, poolId: string, sub: string): Promise<UserRecord | null> {
  const rows = await deps.database.query<UserRow>(
    `select ${USER_COLUMNS} from identity.users where pool_id = $1 and sub = $2`,
    [poolId, sub],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export interface PasswordSecrets {
  passwordHash: string;
  srpSalt: string;
  srpVerifier: string;
}

/** The argon2id hash and the SRP salt + verifier, derived together so both flows always agree. */
export async function derivePasswordSecrets(
  poolId: string,
  username: string,
  password: string,
): Promise<PasswordSecrets> {
  const { salt, verifier } = createVerifier(poolShortName(poolId), username, password);
  return { passwordHash: await hashPassword(password), srpSalt: salt, srpVerifier: verifier };
}

export interface NewUser {
  poolId: string;
  username: string;
  sub: string;
  status: UserStatus;
  attributes: Record<string, string>;
  secrets?: PasswordSecrets;
}

/** Inserts a user; returns false when the username or e-mail is taken. */
export async function insertUser(deps: IdentityDeps, u: NewUser): Promise<boolean> {
  const now = deps.now();
  const rows = await deps.database.query<{ username: string }>(
    `insert into identity.users (pool_id, username, sub, email, phone_number, status, enabled, attributes,
        password_hash, srp_salt, srp_verifier, created_at, updated_at)
     values ($1, $2, $3, lower($4), $5, $6, true, $7, $8, $9, $10, $11, $11)
     on conflict do nothing
     returning username`,
    [
      u.poolId,
      u.username,
      u.sub,
      u.attributes.email ?? null,
      u.attributes.phone_number ?? null,
      u.status,
      JSON.stringify(u.attributes),
      u.secrets?.passwordHash ?? null,
      u.secrets?.srpSalt ?? null,
      u.secrets?.srpVerifier ?? null,
      now,
    ],
  );
  return rows.length === 1;
}

export interface UserPatch {
  status?: UserStatus;
  enabled?: boolean;
  attributes?: Record<string, string>;
  pendingAttributes?: Record<string, string>;
  secrets?: PasswordSecrets;
  tokensValidAfter?: Date;
}

/** Applies a patch; the e-mail and phone columns follow the attributes. */
export async function updateUser(deps: IdentityDeps, poolId: string, username: string, patch: UserPatch, q?: RawQuery) {
  const sets: string[] = [];
  const params: unknown[] = [poolId, username];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (patch.status) set('status', patch.status);
  if (patch.enabled !== undefined) set('enabled', patch.enabled);
  if (patch.attributes) {
    set('attributes', JSON.stringify(patch.attributes), '::jsonb');
    set('email', patch.attributes.email?.toLowerCase() ?? null);
    set('phone_number', patch.attributes.phone_number ?? null);
  }
  if (patch.pendingAttributes) set('pending_attributes', JSON.stringify(patch.pendingAttributes), '::jsonb');
  if (patch.secrets) {
    set('password_hash', patch.secrets.passwordHash);
    set('srp_salt', patch.secrets.srpSalt);
    set('srp_verifier', patch.secrets.srpVerifier);
    sets.push('failed_attempts = 0', 'lockout_level = 0', 'locked_until = null');
  }
  if (patch.tokensValidAfter) set('tokens_valid_after', patch.tokensValidAfter);
  set('updated_at', deps.now());
  await (q ?? deps.database.query)(
    `update identity.users set ${sets.join(', ')} where pool_id = $1 and username = $2`,
    params,
  );
}

export async function deleteUserRecord(deps: IdentityDeps, poolId: string, username: string): Promise<void> {
  await deps.database.transaction(async (q) => {
    await q('delete from identity.user_groups where pool_id = $1 and username = $2', [poolId, username]);
    await q('delete from identity.verification_codes where pool_id = $1 and username = $2', [poolId, username]);
    await q(
      'update identity.refresh_tokens set revoked_at = $3 where pool_id = $1 and username = $2 and revoked_at is null',
      [poolId, username, deps.now()],
    );
    await q('delete from identity.devices where pool_id = $1 and username = $2', [poolId, username]);
    await q('delete from identity.auth_events where pool_id = $1 and username = $2', [poolId, username]);
    await q('delete from identity.users where pool_id = $1 and username = $2', [poolId, username]);
  });
}

// ---- Lockout: 5 wrong passwords lock the account for 1 s, doubling per further lock up to 15 minutes ----

export const LOCKOUT_THRESHOLD = 5;
const LOCKOUT_MAX_SECONDS = 900;

export function isLocked(deps: IdentityDeps, state: { lockedUntil: Date | null }): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > deps.now().getTime();
}

/**
 * The lockout rule as one update of a row with failed_attempts, lockout_level and locked_until (the user's, or an
 * unknown name's in identity.unknown_sign_in_failures), so that both count alike.
 */
export async function countFailedPassword(
  deps: IdentityDeps,
  table: 'users' | 'unknown_sign_in_failures',
  poolId: string,
  username: string,
): Promise<void> {
  await deps.database.query(
    `update identity.${table}
        set failed_attempts = failed_attempts + 1,
            lockout_level = case when failed_attempts + 1 >= $3 then lockout_level + 1 else lockout_level end,
            locked_until = case when failed_attempts + 1 >= $3
                                then $4::timestamptz + least($5, power(2, lockout_level)) * interval '1 second'
                                else locked_until end
      where pool_id = $1 and username = $2`,
    [poolId, username, LOCKOUT_THRESHOLD, deps.now(), LOCKOUT_MAX_SECONDS],
  );
}

export async function recordFailedPassword(deps: IdentityDeps, user: UserRecord): Promise<void> {
  await countFailedPassword(deps, 'users', user.poolId, user.username);
}

export async function recordSuccessfulPassword(deps: IdentityDeps, user: UserRecord): Promise<void> {
  if (user.failedAttempts === 0 && user.lockoutLevel === 0) return;
  await deps.database.query(
    `update identity.users set failed_attempts = 0, lockout_level = 0, locked_until = null
      where pool_id = $1 and username = $2`,
    [user.poolId, user.username],
  );
}

// ---- Groups (the groups themselves are managed by the pools store) ----

export async function groupsOf(deps: IdentityDeps, poolId: string, username: string): Promise<string[]> {
  const rows = await deps.database.query<{ group_name: string }>(
    `select ug.group_name from identity.user_groups ug
       left join identity.groups g on g.pool_id = ug.pool_id and g.name = ug.group_name
      where ug.pool_id = $1 and ug.username = $2
      order by g.precedence asc nulls last, ug.group_name`,
    [poolId, username],
  );
  return rows.map((r) => r.group_name);
}
