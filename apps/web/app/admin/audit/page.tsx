import type { Metadata } from 'next';
import { AdminAuditView } from '../../../modules/admin-audit/components/admin-audit-view.tsx';

export const metadata: Metadata = { title: 'Audit log' };

export default function Page() {
  return <AdminAuditView />;
}
