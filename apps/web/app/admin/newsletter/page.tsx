import type { Metadata } from 'next';
import { AdminNewsletterView } from '../../../modules/admin-newsletter/components/admin-newsletter-view.tsx';

export const metadata: Metadata = { title: 'Newsletter' };

export default function Page() {
  return <AdminNewsletterView />;
}
