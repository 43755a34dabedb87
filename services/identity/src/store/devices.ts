// Tracked and remembered devices (identity.devices). A device is created when a sign-in hands out
// NewDeviceMetadata, confirmed by ConfirmDevice (its SRP salt + verifier, from a random password only the
// device knows), and remembered either at once or when the user opts in, per the pool's DeviceConfiguration.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import type { UserPool } from './types.ts';

export interface DeviceRecord {
  poolId: string;
  deviceKey: string;
  username: string;
  groupKey: string;
  /** Hex of the padded salt bytes, as ChallengeParameters.SALT. */
  salt: string | null;
  /** Hex of v = g^x mod N. */
  verifier: string | null;
  name: string | null;
  remembered: boolean;
  lastIp: string | null;
  lastAuthenticatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface Row {
  pool_id: string;
  device_key: string;
  username: string;
  group_key: string;
  salt: string | null;
  verifier: string | null;
  name: string | null;
  remembered: boolean;
  last_ip: string | null;
  last_authenticated_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS =
  'pool_id, device_key, username, group_key, salt, verifier, name, remembered, last_ip, last_authenticated_at, created_at, updated_at';

const toDevice = (r: Row): DeviceRecord => ({
  poolId: r.pool_id,
  deviceKey: r.device_key,
  username: r.username,
  groupKey: r.group_key,
  salt: r.salt,
  verifier: r.verifier,
  name: r.name,
  remembered: r.remembered,
  lastIp: r.last_ip,
  lastAuthenticatedAt: r.last_authenticated_at === null ? null : new Date(r.last_authenticated_at),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** The message aws-amplify looks for to drop its stored device keys and retry the sign-in once. */
export const deviceNotFound = () => Errors.resourceNotFound('Device does not exist.');

/** Device tracking is on when the pool has a DeviceConfiguration (Cognito: any property turns it on). */
export function tracksDevices(pool: UserPool): boolean {
  return pool.config.DeviceConfiguration !== undefined && pool.config.DeviceConfiguration !== null;
}

/** "Always remember" pools remember a device at ConfirmDevice; "user opt-in" pools wait for UpdateDeviceStatus. */
export function remembersOnConfirm(pool: UserPool): boolean {
  return tracksDevices(pool) && pool.config.DeviceConfiguration?.DeviceOnlyRememberedOnUserPrompt !== true;
}

/** A remembered device may stand in for SMS and TOTP (ChallengeRequiredOnNewDevice). */
export function deviceSkipsMfa(pool: UserPool): boolean {
  return pool.config.DeviceConfiguration?.ChallengeRequiredOnNewDevice === true;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function groupKey(): string {
  const bytes = randomBytes(9);
  return `-${[...bytes].map((b) => ALNUM[b % ALNUM.length]).join('')}`;
}

export async function createDevice(
  deps: IdentityDeps,
  pool: UserPool,
  username: string,
  ip: string | undefined,
): Promise<DeviceRecord> {
  const region = pool.id.split('_')[0];
  const now = deps.now();
  // Keys handed out but never confirmed (clients that do not track devices) are dropped after a day.
  await deps.database.query(
    `delete from identity.devices
      where pool_id = $1 and username = $2 and verifier is null and created_at < $3`,
    [pool.id, username, new Date(now.getTime() - 86_400_000)],
  );
  const rows = await deps.database.query<Row>(
    `insert into identity.devices (pool_id, device_key, username, group_key, remembered, last_ip,
        last_authenticated_at, created_at, updated_at)
     values ($1, $2, $3, $4, false, $5, $6, $6, $6)
     returning ${COLUMNS}`,
    [pool.id, `${region}_${randomUUID()}`, username, groupKey(), ip ?? null, now],
  );
  return toDevice(rows[0] as Row);
}

export async function getDevice(deps: IdentityDeps, poolId: string, deviceKey: string): Promise<DeviceRecord | null> {
  const rows = await deps.database.query<Row>(
    `select ${COLUMNS} from identity.devices where pool_id = $1 and device_key = $2`,
    [poolId, deviceKey],
  );
  return rows[0] ? toDevice(rows[0]) : null;
}

/** The user's device, or ResourceNotFoundException 'Device does not exist.' (also for another user's key). */
export async function requireUserDevice(
  deps: IdentityDeps,
  poolId: string,
  username: string,
  deviceKey: string,
): Promise<DeviceRecord> {
  const device = await getDevice(deps, poolId, deviceKey);
  if (!device || device.username !== username) throw deviceNotFound();
  return device;
}

export async function confirmDeviceRecord(
  deps: IdentityDeps,
  d: { poolId: string; deviceKey: string; salt: string; verifier: string; name: string | null; remembered: boolean },
) {
  await deps.database.query(
    `update identity.devices set salt = $3, verifier = $4, name = coalesce($5, name), remembered = $6, updated_at = $7
      where pool_id = $1 and device_key = $2`,
    [d.poolId, d.deviceKey, d.salt, d.verifier, d.name, d.remembered, deps.now()],
  );
}

export async function setRemembered(deps: IdentityDeps, poolId: string, deviceKey: string, remembered: boolean) {
  await deps.database.query(
    'update identity.devices set remembered = $3, updated_at = $4 where pool_id = $1 and device_key = $2',
    [poolId, deviceKey, remembered, deps.now()],
  );
}

export async function touchDevice(deps: IdentityDeps, poolId: string, deviceKey: string, ip: string | undefined) {
  await deps.database.query(
    `update identity.devices set last_authenticated_at = $3, last_ip = coalesce($4, last_ip)
      where pool_id = $1 and device_key = $2`,
    [poolId, deviceKey, deps.now(), ip ?? null],
  );
}

export async function deleteDevice(deps: IdentityDeps, poolId: string, deviceKey: string) {
  await deps.database.query('delete from identity.devices where pool_id = $1 and device_key = $2', [poolId, deviceKey]);
}

/**
 * The user's confirmed devices, newest sign-in first, keyset-paginated by (last_authenticated_at, device_key).
 * Devices handed out but never confirmed are not listed (Cognito lists confirmed devices).
 */
export async function listUserDevices(
  deps: IdentityDeps,
  poolId: string,
  username: string,
  limit: number,
  after?: { at: Date; key: string },
): Promise<DeviceRecord[]> {
  const rows = await deps.database.query<Row>(
    `select ${COLUMNS} from identity.devices
      where pool_id = $1 and username = $2 and verifier is not null
        and ($4::timestamptz is null or (last_authenticated_at, device_key) < ($4::timestamptz, $5::text))
      order by last_authenticated_at desc, device_key desc
      limit $3`,
    [poolId, username, limit, after?.at ?? null, after?.key ?? null],
  );
  return rows.map(toDevice);
}

/** Binds a refresh token to the device it was issued on (GetTokensFromRefreshToken checks DEVICE_KEY). */
export async function bindRefreshTokenToDevice(deps: IdentityDeps, refreshTokenId: string, deviceKey: string) {
  await deps.database.query('update identity.refresh_tokens set device_key = $2 where id = $1', [
    refreshTokenId,
    deviceKey,
  ]);
}

export async function refreshTokenDevice(deps: IdentityDeps, refreshTokenId: string): Promise<string | null> {
  const rows = await deps.database.query<{ device_key: string | null }>(
    'select device_key from identity.refresh_tokens where id = $1',
    [refreshTokenId],
  );
  return rows[0]?.device_key ?? null;
}

/** Cognito's DeviceType. */
export function deviceType(d: DeviceRecord) {
  return {
    DeviceKey: d.deviceKey,
    DeviceAttributes: [
      { Name: 'device_status', Value: 'valid' },
      ...(d.name ? [{ Name: 'device_name', Value: d.name }] : []),
      { Name: 'dev:device_remembered_status', Value: d.remembered ? 'remembered' : 'not_remembered' },
      ...(d.lastIp ? [{ Name: 'last_ip', Value: d.lastIp }] : []),
    ],
    DeviceCreateDate: d.createdAt.getTime() / 1000,
    DeviceLastModifiedDate: d.updatedAt.getTime() / 1000,
    ...(d.lastAuthenticatedAt ? { DeviceLastAuthenticatedDate: d.lastAuthenticatedAt.getTime() / 1000 } : {}),
  };
}
