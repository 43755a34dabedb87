// Identity events about one user (see deps.ts): the `{ userPoolId, username, sub }` an event names is built here,
// once, from the user's record, for every operation that emits one, with the user's e-mail as it stands after
// the change (`currentEmail`), so a receiver can write to them without asking again.
import type { IdentityEventKind } from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';
import type { DeviceRecord } from '../store/devices.ts';
import { issueEmailRevert, REVERT_EMAIL_PATH } from '../store/email-reverts.ts';
import type { RefreshTokenRecord } from '../store/refresh-tokens.ts';
import { getUser, type UserRecord } from '../store/users.ts';

export type EventUser = Pick<UserRecord, 'poolId' | 'username' | 'sub'> & {
  /** The user's attributes as the caller knows them: the e-mail of a user gone (UserDeleted) comes from here. */
  attributes?: Record<string, string>;
};

export function eventSubject(user: EventUser): { userPoolId: string; username: string; sub: string } {
  return { userPoolId: user.poolId, username: user.username, sub: user.sub };
}

/** The user's e-mail as stored now (after the change); the one the caller knew when the user is gone. */
async function currentEmail(deps: IdentityDeps, user: EventUser): Promise<string | undefined> {
  try {
    const stored = await getUser(deps, user.poolId, user.username);
    return (stored ? stored.attributes.email : user.attributes?.email) || undefined;
  } catch (err) {
    // The event matters more than the convenience: it goes without the address.
    deps.logger.error({ err, username: user.username }, 'identity event: current e-mail not read');
    return undefined;
  }
}

/** Emits `kind` for `user` after the change is stored, with `currentEmail`; never throws (IdentityEvents.emit). */
export async function emitUserEvent(
  deps: IdentityDeps,
  kind: IdentityEventKind,
  user: EventUser,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const email = detail.currentEmail === undefined ? await currentEmail(deps, user) : detail.currentEmail;
  const full = email ? { ...detail, currentEmail: email } : detail;
  return deps.events.emit(kind, eventSubject(user), Object.keys(full).length ? full : undefined);
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
  device: Pick<DeviceRecord, 'deviceKey' | 'remembered' | 'name'>,
  remembered: boolean,
  opts: { forgotten?: boolean } = {},
): Promise<void> {
  if (device.remembered === remembered) return;
  await emitUserEvent(deps, 'DeviceRemembered', user, {
    deviceKey: device.deviceKey,
    ...(device.name ? { deviceName: device.name } : {}),
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

/**
 * EmailChanged when the stored e-mail attribute differs from the user's before the write (`null` once removed),
 * with the address it replaced. A change the user made (`revertible`) from one address to another also carries
 * `revertUrl`, the "this was not me" link for the old address: a single-use token, valid 7 days.
 */
export async function emitIfEmailChanged(
  deps: IdentityDeps,
  before: EventUser & { attributes: Record<string, string> },
  after: Record<string, string>,
  opts: { revertible?: boolean; reverted?: boolean } = {},
): Promise<void> {
  const previous = before.attributes.email ?? null;
  const email = after.email ?? null;
  if (previous === email) return;
  let revertUrl: string | undefined;
  if (opts.revertible && previous && email) {
    try {
      const token = await issueEmailRevert(deps, before, previous, email);
      revertUrl = `${deps.config.publicUrl}${REVERT_EMAIL_PATH}?${new URLSearchParams({ token })}`;
    } catch (err) {
      // The change has happened; its notice goes out without the link rather than not at all.
      deps.logger.error({ err, username: before.username }, 'e-mail revert link not issued');
    }
  }
  await emitUserEvent(deps, 'EmailChanged', before, {
    email,
    previousEmail: previous,
    ...(revertUrl ? { revertUrl } : {}),
    ...(opts.reverted ? { reverted: true } : {}),
    ...(email ? { currentEmail: email } : {}),
  });
}
