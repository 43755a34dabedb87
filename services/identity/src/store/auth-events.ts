// Each user's authentication events (identity.auth_events), answering AdminListUserAuthEvents. A sign-in is one
// row, written when its outcome is known and rewritten by later challenges of the same sign-in (same id): an
// MFA sign-in is InProgress until its code is answered. Rows older than 90 days are pruned as new ones are written.
import type { AuthEventResponse, AuthEventType, ChallengeOutcome } from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';

export const AUTH_EVENT_RETENTION_DAYS = 90;

export type { AuthEventResponse, AuthEventType, ChallengeOutcome } from '@innov/platform';

export interface AuthEventRecord {
  id: string;
  poolId: string;
  username: string;
  sub: string;
  type: AuthEventType;
  response: AuthEventResponse;
  challenges: ChallengeOutcome[];
  ipAddress: string | null;
  deviceName: string | null;
  createdAt: Date;
}

interface Row {
  id: string;
  pool_id: string;
  username: string;
  sub: string;
  event_type: string;
  event_response: string;
  challenge_responses: ChallengeOutcome[] | null;
  ip_address: string | null;
  device_name: string | null;
  created_at: Date | string;
}

const COLUMNS =
  'id, pool_id, username, sub, event_type, event_response, challenge_responses, ip_address, device_name, created_at';

const toEvent = (r: Row): AuthEventRecord => ({
  id: r.id,
  poolId: r.pool_id,
  username: r.username,
  sub: r.sub,
  type: r.event_type as AuthEventType,
  response: r.event_response as AuthEventResponse,
  challenges: r.challenge_responses ?? [],
  ipAddress: r.ip_address,
  deviceName: r.device_name,
  createdAt: new Date(r.created_at),
});

/**
 * Writes an event, or rewrites the outcome and challenges of the event with the same id (a sign-in moving on
 * from InProgress); the user's rows past the retention period go in the same statement.
 */
export async function putAuthEvent(deps: IdentityDeps, e: Omit<AuthEventRecord, 'createdAt'>): Promise<void> {
  const now = deps.now();
  await deps.database.query(
    `with pruned as (
       delete from identity.auth_events where pool_id = $2 and username = $3 and created_at < $11
     )
     insert into identity.auth_events (${COLUMNS})
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
     on conflict (id) do update
       set event_response = excluded.event_response, challenge_responses = excluded.challenge_responses
       where identity.auth_events.pool_id = excluded.pool_id and identity.auth_events.username = excluded.username`,
    [
      e.id,
      e.poolId,
      e.username,
      e.sub,
      e.type,
      e.response,
      JSON.stringify(e.challenges),
      e.ipAddress,
      e.deviceName,
      now,
      new Date(now.getTime() - AUTH_EVENT_RETENTION_DAYS * 86_400_000),
    ],
  );
}

/** The user's events newest first, keyset-paginated by (created_at, id); one more than `limit` is read. */
export async function listAuthEvents(
  deps: Pick<IdentityDeps, 'database' | 'now'>,
  poolId: string,
  username: string,
  limit: number,
  after?: { at: Date; id: string },
): Promise<AuthEventRecord[]> {
  const rows = await deps.database.query<Row>(
    `select ${COLUMNS} from identity.auth_events
      where pool_id = $1 and username = $2 and created_at >= $6
        and ($4::timestamptz is null or (created_at, id) < ($4::timestamptz, $5::text))
      order by created_at desc, id desc
      limit $3`,
    [
      poolId,
      username,
      limit,
      after?.at ?? null,
      after?.id ?? null,
      new Date(deps.now().getTime() - AUTH_EVENT_RETENTION_DAYS * 86_400_000),
    ],
  );
  return rows.map(toEvent);
}

/**
 * Whether the user has signed in successfully before (another sign-in than `id`, within the retention period),
 * and whether one of those sign-ins came from `deviceName` (the same browser and system, or remembered device).
 */
export async function signInHistory(
  deps: Pick<IdentityDeps, 'database' | 'now'>,
  user: { poolId: string; username: string },
  id: string,
  deviceName: string | null,
): Promise<{ signedInBefore: boolean; fromDevice: boolean }> {
  const [row] = await deps.database.query<{ signed_in_before: boolean; from_device: boolean }>(
    `with earlier as (
       select device_name from identity.auth_events
        where pool_id = $1 and username = $2 and event_type = 'SignIn' and event_response = 'Pass'
          and id <> $3 and created_at >= $5
     )
     select exists (select 1 from earlier) as signed_in_before,
            exists (select 1 from earlier where device_name is not distinct from $4) as from_device`,
    [
      user.poolId,
      user.username,
      id,
      deviceName,
      new Date(deps.now().getTime() - AUTH_EVENT_RETENTION_DAYS * 86_400_000),
    ],
  );
  return { signedInBefore: Boolean(row?.signed_in_before), fromDevice: Boolean(row?.from_device) };
}
