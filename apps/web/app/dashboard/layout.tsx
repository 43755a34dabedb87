import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { DashboardLayout } from '../../modules/dashboard/components/dashboard-layout.tsx';
import { loadServerUser } from '../../modules/dashboard/lib/server-user.ts';
import { AppProviders } from '../../modules/layout/components/app-providers.tsx';

export const metadata: Metadata = {
  robots: { index: false, follow: false },
  description: 'Your workspace on the innovation-services platform.',
};
// Never prerendered: a static copy would be served without the middleware's session check.
export const dynamic = 'force-dynamic';

export default async function Layout({ children }: { children: ReactNode }) {
  // The shell and the page render on the server with the session's user, so the first frame is the dashboard.
  const user = await loadServerUser((await cookies()).getAll());
  return (
    <AppProviders>
      <DashboardLayout initialUser={user}>{children}</DashboardLayout>
    </AppProviders>
  );
}
