// Wrong passwords given for names a pool does not hold (table identity.unknown_sign_in_failures), keyed by the
// name's stand-in username and counted by the users' own lockout rule (users.ts countFailedPassword).
import type { IdentityDeps } from '../deps.ts';
import { countFailedPassword } from './users.ts';

/** Rows untouched this long go, as auth events do. */
const RETENTION_DAYS = 90;

export async function unknownLockedUntil(deps: IdentityDeps, poolId: string, username: string): Promise<Date | null> {
  const [row] = await deps.database.query<{ locked_until: Date | string | null }>(
    'select locked_until from identity.unknown_sign_in_failures where pool_id = $1 and username = $2',
    [poolId, username],
  );
  return row?.locked_until ? new Date(row.locked_until) : null;
}

export async function recordUnknownFailure(deps: IdentityDeps, poolId: string, username: string): Promise<void> {
  const now = deps.now();
  // xmax = 0: the row is new rather than updated.
  const [row] = await deps.database.query<{ inserted: boolean }>(
    `insert into identity.unknown_sign_in_failures (pool_id, username, updated_at) values ($1, $2, $3)
     on conflict (pool_id, username) do update set updated_at = excluded.updated_at
     returning (xmax = 0) as inserted`,
    [poolId, username, now],
  );
  await countFailedPassword(deps, 'unknown_sign_in_failures', poolId, username);
  // A new name is the moment to let go of the ones nobody has tried for the retention period.
  if (row?.inserted) {
    await deps.database.query('delete from identity.unknown_sign_in_failures where updated_at < $1', [
      new Date(now.getTime() - RETENTION_DAYS * 86_400_000),
    ]);
  }
}
