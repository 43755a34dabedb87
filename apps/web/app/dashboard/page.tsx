import type { Metadata } from 'next';
import { DashboardOverview } from '../../modules/dashboard/components/dashboard-overview.tsx';

export const metadata: Metadata = { title: 'Dashboard' };

export default function Page() {
  return <DashboardOverview />;
}
