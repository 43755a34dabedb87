import type { Metadata } from 'next';
import { AdminUserView } from '../../../../modules/admin-users/components/admin-user-view.tsx';

export const metadata: Metadata = { title: 'User' };

export default async function Page({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  return <AdminUserView userId={decodeURIComponent(userId)} />;
}
