// Identity events about one user (see deps.ts): the `{ userPoolId, username, sub }` an event names is built here,
// once, from the user's record, for every operation that emits one.
import type { IdentityEventKind } from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';
import type { DeviceRecord } from '../store/devices.ts';
import type { RefreshTokenRecord } from '../store/refresh-tokens.ts';
import { getUser, type UserRecord } from '../store/users.ts';

export type EventUser = Pick<UserRecord, 'poolId' | 'username' | 'sub'>;

export function eventSubject(user: EventUser): { userPoolId: string; username: string; sub: string } {
  return { userPoolId: user.poolId, username: user.username, sub: user.sub };
}

/** Emits `kind` for `user` after the change is stored; never throws (see IdentityEvents.emit). */
export function emitUserEvent(
  deps: IdentityDeps,
  kind: IdentityEventKind,
  user: EventUser,
  detail?: Record<string, unknown>,
): Promise<void> {
  return deps.events.emit(kind, eventSubject(user), detail);
}

/**
 * TokenRevoked for a refresh token just revoked (RevokeToken, /oauth2/revoke); nothing when it was revoked
 * already or its user is gone.
 */
export async function emitTokenRevoked(deps: IdentityDeps, token: RefreshTokenRecord): Promise<void> {
  if (token.revokedAt) return;
  const user = await getUser(deps, token.poolId, token.username);
  if (user) await emitUserEvent(deps, 'TokenRevoked', user, { scope: 'token', clientId: token.clientId });
}

/**
 * DeviceRemembered when a device's remembered status changes: `remembered: true` when it becomes remembered,
 * `false` when it stops being remembered or is forgotten (`forgotten: true`) while remembered.
 */
export async function emitDeviceRemembered(
  deps: IdentityDeps,
  user: EventUser,
  device: Pick<DeviceRecord, 'deviceKey' | 'remembered'>,
  remembered: boolean,
  opts: { forgotten?: boolean } = {},
): Promise<void> {
  if (device.remembered === remembered) return;
  await emitUserEvent(deps, 'DeviceRemembered', user, {
    deviceKey: device.deviceKey,
    remembered,
    ...(opts.forgotten ? { forgotten: true } : {}),
  });
}

/** Attributes AttributesChanged never names: the e-mail has EmailChanged; verification flags and sub are no choice. */
const NOT_ANNOUNCED = new Set(['sub', 'email', 'email_verified', 'phone_number_verified']);

/**
 * AttributesChanged for the attributes whose stored value differs after the write (name to new value, `null` once
 * removed); nothing when only the e-mail or verification flags changed.
 */
export async function emitIfAttributesChanged(
  deps: IdentityDeps,
  before: EventUser & { attributes: Record<string, string> },
  after: Record<string, string>,
): Promise<void> {
  const changed: Record<string, string | null> = {};
  for (const name of new Set([...Object.keys(before.attributes), ...Object.keys(after)])) {
    if (NOT_ANNOUNCED.has(name)) continue;
    const value = after[name] ?? null;
    if ((before.attributes[name] ?? null) !== value) changed[name] = value;
  }
  if (Object.keys(changed).length === 0) return;
  await emitUserEvent(deps, 'AttributesChanged', before, { attributes: changed });
}

/** EmailChanged when the stored e-mail attribute differs from the user's before the write (`null` once removed). */
export async function emitIfEmailChanged(
  deps: IdentityDeps,
  before: EventUser & { attributes: Record<string, string> },
  after: Record<string, string>,
): Promise<void> {
  if ((before.attributes.email ?? null) === (after.email ?? null)) return;
  await emitUserEvent(deps, 'EmailChanged', before, { email: after.email ?? null });
}
