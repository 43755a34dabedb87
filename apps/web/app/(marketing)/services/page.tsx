import type { Metadata } from 'next';
import { ServicesIndexView } from '../../../modules/marketing/components/services-index-view.tsx';
import { pageMetadata } from '../../../modules/seo/lib/page-metadata.ts';

export const metadata: Metadata = pageMetadata({
  title: 'Services',
  description:
    'Software engineering, an innovation launchpad and strategic partnerships: AI integration, automation, engineering teams, proofs of concept, MVPs, funding and long-term support.',
  path: '/services',
});

export default function ServicesPage() {
  return <ServicesIndexView />;
}
