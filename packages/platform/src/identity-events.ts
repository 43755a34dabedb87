// What the identity service tells the rest of the system for changes Cognito has no trigger for. The composition
// root wires the sink: an in-process call when both services run in one process, otherwise a signed HTTPS POST
// (TRIGGER_SHARED_SECRET) delivered with retries by the job queue.

export const IDENTITY_EVENT_KINDS = [
  'SignedOut',
  'TokenRevoked',
  'PasswordChanged',
  'MfaChanged',
  'DeviceRemembered',
  'UserDisabled',
  'UserEnabled',
  'UserDeleted',
  'EmailChanged',
  'NewDeviceSignIn',
  'AttributesChanged',
  'GroupsChanged',
] as const;

export type IdentityEventKind = (typeof IDENTITY_EVENT_KINDS)[number];

export interface IdentityEvent {
  /** Unique per event: a receiver that stores events keys them by it (a retried delivery is not a second event). */
  id: string;
  kind: IdentityEventKind;
  userPoolId: string;
  username: string;
  /** The user's `sub` (stable across e-mail changes). */
  sub: string;
  /** ISO time of the change. */
  at: string;
  /**
   * Facts about the change; every field is optional to a receiver. Every kind carries `currentEmail`, the user's
   * sign-in e-mail after the change, when the user has one. Per kind:
   * - `PasswordChanged`: `via`, the operation (`ChangePassword`, `ConfirmForgotPassword`, `AdminSetUserPassword`).
   * - `EmailChanged` (when the change takes effect, i.e. once the new address is verified): `email` (the new
   *   address, `null` once removed), `previousEmail`, `revertUrl` (absolute, single-use, valid 7 days: the "this
   *   was not me" page; absent for admin changes and the revert itself), `reverted: true` for the revert.
   * - `MfaChanged`: `enabled` (two-step verification on after the change), `factors` (e.g. `SOFTWARE_TOKEN_MFA`).
   * - `DeviceRemembered`: `deviceKey`, `deviceName`, `remembered` (false when no longer remembered), `forgotten`.
   * - `SignedOut`, `TokenRevoked`: `scope`, `global` (every session) or `token` (one sign-in).
   * - `NewDeviceSignIn`: `device` (e.g. "Chrome on Linux"), `ip`; a successful sign-in from a device or browser
   *   the user has not signed in from before (never for the first sign-in).
   * - `AttributesChanged`: `attributes`, name to new value (`null` when removed), never `email` (EmailChanged).
   * - `GroupsChanged`: `groups`, every group the user belongs to after the change; `added` or `removed`, the group.
   */
  detail?: Record<string, unknown>;
}

/** Receives identity events; must be idempotent (an event may arrive twice when a delivery is retried). */
export type IdentityEventSink = (event: IdentityEvent) => Promise<void>;

export function isIdentityEvent(value: unknown): value is IdentityEvent {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    e.id.length <= 64 &&
    typeof e.kind === 'string' &&
    (IDENTITY_EVENT_KINDS as readonly string[]).includes(e.kind) &&
    typeof e.userPoolId === 'string' &&
    typeof e.username === 'string' &&
    typeof e.sub === 'string' &&
    typeof e.at === 'string'
  );
}
