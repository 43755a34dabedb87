import type { Metadata } from 'next';
import { AdminUsersView } from '../../../modules/admin-users/components/admin-users-view.tsx';

export const metadata: Metadata = { title: 'Users' };

export default function Page() {
  return <AdminUsersView />;
}
