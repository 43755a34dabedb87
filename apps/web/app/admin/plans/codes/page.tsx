import type { Metadata } from 'next';
import { AdminPlansView } from '../../../../modules/admin-pricing/components/admin-plans-view.tsx';

export const metadata: Metadata = { title: 'Referral codes' };

export default function Page() {
  return <AdminPlansView tab="codes" />;
}
