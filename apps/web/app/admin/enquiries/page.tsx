import type { Metadata } from 'next';
import { AdminEnquiriesView } from '../../../modules/admin-enquiries/components/admin-enquiries-view.tsx';

export const metadata: Metadata = { title: 'Enquiries' };

export default function Page() {
  return <AdminEnquiriesView />;
}
