import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DashboardLayout } from '../../modules/dashboard/components/dashboard-layout.tsx';
import { AppProviders } from '../../modules/layout/components/app-providers.tsx';

export const metadata: Metadata = { robots: { index: false, follow: false } };
// Never prerendered: a static copy would be served without the middleware's session check.
export const dynamic = 'force-dynamic';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <DashboardLayout>{children}</DashboardLayout>
    </AppProviders>
  );
}
