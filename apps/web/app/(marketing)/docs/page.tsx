import type { Metadata } from 'next';
import { ContentPageView } from '../../../modules/marketing/components/content-page-view.tsx';
import { PageActions } from '../../../modules/marketing/components/page-actions.tsx';
import { DOCS } from '../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../modules/seo/lib/page-metadata.ts';

const page = DOCS;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <PageActions
          actions={[
            { href: '/docs/welcome', label: 'Read the welcome guide' },
            { href: '/services/support', label: 'Client support' },
          ]}
        />
      }
    />
  );
}
