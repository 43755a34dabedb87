import type { Metadata } from 'next';
import { AdminEnquiryView } from '../../../../modules/admin-enquiries/components/admin-enquiry-view.tsx';

export const metadata: Metadata = { title: 'Enquiry' };

export default async function Page({ params }: { params: Promise<{ enquiryId: string }> }) {
  const { enquiryId } = await params;
  return <AdminEnquiryView enquiryId={decodeURIComponent(enquiryId)} />;
}
