import type { Metadata } from 'next';
import { ContactView } from '../../../modules/enquiry/components/contact-view.tsx';
import { pageMetadata } from '../../../modules/seo/lib/page-metadata.ts';

export const metadata: Metadata = pageMetadata({
  title: 'Contact us',
  description:
    'Send Lumenfold an enquiry about software engineering, the innovation launchpad or a partnership, book an introductory call, or find our London office.',
  path: '/contact',
});

export default function ContactPage() {
  return <ContactView />;
}
