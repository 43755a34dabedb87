import type { Metadata } from 'next';
import { AdminContentView } from '../../../modules/admin-content/components/admin-content-view.tsx';

export const metadata: Metadata = { title: 'Content' };

export default function Page() {
  return <AdminContentView />;
}
