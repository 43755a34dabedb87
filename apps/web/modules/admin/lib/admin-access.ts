// The back-office's server-side gate (app/admin/layout.tsx): the session as the dashboard's layout loads it
// (server-user.ts: the ID token verified, GetUser asked), then the ID token's `cognito:groups`. A signed-out
// visitor goes to the login page (middleware.ts already sends them, with the page as returnTo); a signed-in
// user who is not a platform admin gets the 404 page, so the back-office does not reveal that it exists.
import type { TServerSession } from '../../dashboard/lib/server-user.ts';
import { loadServerSession } from '../../dashboard/lib/server-user.ts';
import { isPlatformAdmin } from './admins.ts';

export type TAdminAccess = { kind: 'signed-out' } | { kind: 'forbidden' } | { kind: 'admin'; session: TServerSession };

export async function loadAdminAccess(cookies: Iterable<{ name: string; value: string }>): Promise<TAdminAccess> {
  const session = await loadServerSession(cookies);
  if (!session) return { kind: 'signed-out' };
  return isPlatformAdmin(session.user.groups) ? { kind: 'admin', session } : { kind: 'forbidden' };
}
