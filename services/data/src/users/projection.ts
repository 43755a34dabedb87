// The users projection: each profile's copy of its identity account's state (app.user_profiles.enabled,
// mfa_enabled, groups), which the back-office lists, filters and exports without asking identity per row. The
// identity events that change it (UserDisabled, UserEnabled, MfaChanged, GroupsChanged, and a phone number changed:
// SMS codes need one) make the data service read the account as it stands now, so events that arrive twice or out of
// order (retried deliveries when the services run apart) still leave the latest state. The e-mail follows
// EmailChanged (notifications/notify-identity-event.ts).
import type { IdentityEvent } from '@innov/platform';
import { phoneNumberChanged } from '../auth/caller-cache.ts';
import type { DataDeps } from '../deps.ts';

const FOLLOWED: ReadonlySet<IdentityEvent['kind']> = new Set([
  'UserDisabled',
  'UserEnabled',
  'MfaChanged',
  'GroupsChanged',
]);

type ProjectionDeps = Pick<DataDeps, 'callers' | 'database'>;

/**
 * Copies the identity account's state onto the profile of the default pool's user `sub` (whose profile id is
 * `username`); nothing when either is gone. Call it outside a data transaction: it reads identity's tables.
 */
export async function followIdentityAccount(deps: ProjectionDeps, username: string, sub: string): Promise<void> {
  const account = await deps.callers.admin.getAccount(sub);
  if (!account) return;
  await deps.database.query(
    `update app.user_profiles set enabled = $3, mfa_enabled = $4, groups = $5::jsonb
      where id = $1 and sub = $2
        and (enabled, mfa_enabled, groups) is distinct from ($3, $4, $5::jsonb)`,
    [username, sub, account.enabled, account.mfaEnabled, JSON.stringify([...account.groups].sort())],
  );
}

/** Whether the event may change the account's enabled state, second factors or groups. */
export function changesAccountState(event: IdentityEvent): boolean {
  return FOLLOWED.has(event.kind) || phoneNumberChanged(event);
}

/** The identity events' receiver (once per event, by the process that receives it). */
export async function projectIdentityEvent(deps: ProjectionDeps, event: IdentityEvent): Promise<void> {
  if (!changesAccountState(event)) return;
  await followIdentityAccount(deps, event.username, event.sub);
}
