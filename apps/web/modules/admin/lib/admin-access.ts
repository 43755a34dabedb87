// The back-office's server-side gate (app/admin/layout.tsx): the session as the dashboard's layout loads it
// (server-user.ts: the ID token verified, GetUser asked), then the ID token's `cognito:groups`. A signed-out
// visitor goes to the login page (middleware.ts already sends them, with the page as returnTo); a signed-in
// user who is not a platform admin gets the 404 page, so the back-office does not reveal that it exists. A
// platform admin without two-step verification (GetUser's UserMFASettingList) is asked to turn it on first: the
// data service refuses them every admin call until then.
import type { TServerSession } from '../../dashboard/lib/server-user.ts';
import { loadServerSession } from '../../dashboard/lib/server-user.ts';
import { isPlatformAdmin } from './admins.ts';

export type TAdminAccess =
  | { kind: 'signed-out' }
  | { kind: 'forbidden' }
  | { kind: 'needs-mfa'; session: TServerSession }
  | { kind: 'admin'; session: TServerSession };

export async function loadAdminAccess(cookies: Iterable<{ name: string; value: string }>): Promise<TAdminAccess> {
  const session = await loadServerSession(cookies);
  if (!session) return { kind: 'signed-out' };
  if (!isPlatformAdmin(session.user.groups)) return { kind: 'forbidden' };
  return session.mfaEnabled ? { kind: 'admin', session } : { kind: 'needs-mfa', session };
}
