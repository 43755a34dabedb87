import type { Metadata } from 'next';
import { AdminOverviewView } from '../../modules/admin-overview/components/admin-overview-view.tsx';

export const metadata: Metadata = { title: 'Overview' };

export default function Page() {
  return <AdminOverviewView />;
}
