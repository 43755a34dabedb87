import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminMfaRequired } from '../../modules/admin/components/admin-mfa-required.tsx';
import { loadAdminAccess } from '../../modules/admin/lib/admin-access.ts';
import { ADMIN_NAVIGATION } from '../../modules/admin/lib/admin-nav.ts';
import { ADMIN_HREF } from '../../modules/admin/lib/admins.ts';
import { DashboardLayout } from '../../modules/dashboard/components/dashboard-layout.tsx';
import { AppProviders } from '../../modules/layout/components/app-providers.tsx';

export const metadata: Metadata = {
  title: { template: '%s · Back-office', default: 'Back-office' },
  robots: { index: false, follow: false },
};
// Never prerendered: who may see it is decided per request.
export const dynamic = 'force-dynamic';

// The back-office, for platform admins only: signed-out visitors go to the login page (middleware.ts sends them
// first, with the page they asked for); everyone else gets the 404 page. In the dashboard's frame. A platform
// admin without two-step verification sees, in the frame, the page that asks them to turn it on.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const access = await loadAdminAccess((await cookies()).getAll());
  if (access.kind === 'signed-out') redirect(`/auth/login?returnTo=${encodeURIComponent(ADMIN_HREF)}`);
  if (access.kind === 'forbidden') notFound();
  return (
    <AppProviders>
      <DashboardLayout initialUser={access.session.user} navigation={ADMIN_NAVIGATION}>
        {access.kind === 'needs-mfa' ? <AdminMfaRequired /> : children}
      </DashboardLayout>
    </AppProviders>
  );
}
