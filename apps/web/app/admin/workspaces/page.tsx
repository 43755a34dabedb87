import type { Metadata } from 'next';
import { AdminWorkspacesView } from '../../../modules/admin/components/admin-workspaces-view.tsx';

export const metadata: Metadata = { title: 'Workspaces' };

export default function Page() {
  return <AdminWorkspacesView />;
}
