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
  /** Kind-specific facts: `scope` (`global` or `token`) for sign-out, `email` for EmailChanged, `factors` for MFA. */
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
