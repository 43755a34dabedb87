// One-time codes: 6 digits from a CSPRNG, stored as an HMAC (never in plaintext), single use, expiring,
// compared in constant time, with wrong attempts counted and resends limited.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { RawQuery } from '@innov/db';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';

export type CodePurpose = 'signup' | 'reset' | `attr:${string}` | 'custom' | 'mfa';

export const CODE_TTL_SECONDS: Record<string, number> = {
  signup: 24 * 3600,
  reset: 3600,
  attr: 24 * 3600,
  custom: 180,
  /** SMS_MFA: as long as the challenge session. */
  mfa: 180,
};

export const MAX_CODE_ATTEMPTS = 5;
/** Codes sent per user and purpose within an hour before LimitExceededException. */
export const MAX_CODES_PER_HOUR = 5;

function ttlFor(purpose: CodePurpose): number {
  return CODE_TTL_SECONDS[purpose.startsWith('attr:') ? 'attr' : purpose] ?? 3600;
}

const keys = new WeakMap<Buffer, Buffer>();
function codeKey(deps: IdentityDeps): Buffer {
  let key = keys.get(deps.secrets.key);
  if (!key) {
    key = createHmac('sha256', deps.secrets.key).update('identity/verification-codes/v1').digest();
    keys.set(deps.secrets.key, key);
  }
  return key;
}

function hashCode(deps: IdentityDeps, poolId: string, username: string, purpose: string, code: string): Buffer {
  return createHmac('sha256', codeKey(deps)).update(`${poolId}\n${username}\n${purpose}\n${code}`).digest();
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Issues a fresh code (earlier unused codes of the same purpose stop working).
 * Throws LimitExceededException after MAX_CODES_PER_HOUR codes within the hour.
 */
export async function issueCode(
  deps: IdentityDeps,
  poolId: string,
  username: string,
  purpose: CodePurpose,
  opts: { enforceLimit?: boolean } = {},
): Promise<string> {
  const now = deps.now();
  if (opts.enforceLimit !== false) {
    const [{ n }] = await deps.database.query<{ n: number }>(
      `select count(*)::int as n from identity.verification_codes
        where pool_id = $1 and username = $2 and purpose = $3 and created_at > $4`,
      [poolId, username, purpose, new Date(now.getTime() - 3600_000)],
    );
    if (n >= MAX_CODES_PER_HOUR) throw Errors.limitExceeded('Attempt limit exceeded, please try after some time.');
  }
  const code = generateCode();
  await deps.database.transaction(async (q) => {
    await q(
      `update identity.verification_codes set consumed_at = $4
        where pool_id = $1 and username = $2 and purpose = $3 and consumed_at is null`,
      [poolId, username, purpose, now],
    );
    await q(
      `insert into identity.verification_codes (id, pool_id, username, purpose, code_hash, attempts, expires_at, created_at)
       values ($1, $2, $3, $4, $5, 0, $6, $7)`,
      [
        randomUUID(),
        poolId,
        username,
        purpose,
        hashCode(deps, poolId, username, purpose, code).toString('hex'),
        new Date(now.getTime() + ttlFor(purpose) * 1000),
        now,
      ],
    );
  });
  return code;
}

/**
 * Consumes the current code for `purpose` if `code` matches; otherwise throws CodeMismatchException,
 * ExpiredCodeException or TooManyFailedAttemptsException, as Cognito does.
 */
export async function consumeCode(
  deps: IdentityDeps,
  poolId: string,
  username: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = deps.now();
  const rows = await deps.database.query<{
    id: string;
    code_hash: string;
    attempts: number;
    expires_at: Date | string;
  }>(
    `select id, code_hash, attempts, expires_at from identity.verification_codes
      where pool_id = $1 and username = $2 and purpose = $3 and consumed_at is null
      order by created_at desc limit 1`,
    [poolId, username, purpose],
  );
  const row = rows[0];
  if (!row) throw Errors.codeMismatch('Invalid verification code provided, please try again.');
  if (row.attempts >= MAX_CODE_ATTEMPTS) {
    throw Errors.tooManyFailedAttempts('Too many failed attempts. Request a new code.');
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = hashCode(deps, poolId, username, purpose, code);
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!matches) {
    await deps.database.query('update identity.verification_codes set attempts = attempts + 1 where id = $1', [row.id]);
    throw Errors.codeMismatch('Invalid verification code provided, please try again.');
  }
  if (new Date(row.expires_at).getTime() < now.getTime()) {
    throw Errors.expiredCode('Invalid code provided, please request a code again.');
  }
  // Single use even under concurrent attempts: only one update can flip consumed_at.
  const consumed = await deps.database.query(
    'update identity.verification_codes set consumed_at = $2 where id = $1 and consumed_at is null returning id',
    [row.id, now],
  );
  if (consumed.length !== 1) throw Errors.codeMismatch('Invalid verification code provided, please try again.');
}

/** Whether a code for `purpose` is waiting to be used. */
export async function hasPendingCode(
  deps: IdentityDeps,
  poolId: string,
  username: string,
  purpose: CodePurpose,
): Promise<boolean> {
  const rows = await deps.database.query(
    `select 1 from identity.verification_codes
      where pool_id = $1 and username = $2 and purpose = $3 and consumed_at is null limit 1`,
    [poolId, username, purpose],
  );
  return rows.length > 0;
}

/** Ends every waiting code for `purpose` (the change it would confirm was dropped). */
export async function withdrawCodes(
  deps: IdentityDeps,
  poolId: string,
  username: string,
  purpose: CodePurpose,
  q: RawQuery = deps.database.query,
): Promise<void> {
  await q(
    `update identity.verification_codes set consumed_at = $4
      where pool_id = $1 and username = $2 and purpose = $3 and consumed_at is null`,
    [poolId, username, purpose, deps.now()],
  );
}
