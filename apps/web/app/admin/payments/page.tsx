import type { Metadata } from 'next';
import { AdminPaymentsView } from '../../../modules/admin-payments/components/admin-payments-view.tsx';

export const metadata: Metadata = { title: 'Payments' };

export default function Page() {
  return <AdminPaymentsView />;
}
