import type { Metadata } from 'next';
import { AdminPaymentView } from '../../../../modules/admin-payments/components/admin-payment-view.tsx';

export const metadata: Metadata = { title: 'Payment' };

export default async function Page({ params }: { params: Promise<{ paymentId: string }> }) {
  const { paymentId } = await params;
  return <AdminPaymentView paymentId={decodeURIComponent(paymentId)} />;
}
