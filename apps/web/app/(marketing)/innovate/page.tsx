import type { Metadata } from 'next';
import { ContentPageView } from '../../../modules/marketing/components/content-page-view.tsx';
import { PageActions } from '../../../modules/marketing/components/page-actions.tsx';
import { INNOVATE } from '../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../modules/seo/lib/page-metadata.ts';

const page = INNOVATE;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <PageActions
          actions={[
            {
              href: '/services/innovation-launchpad/proof-of-concept-development',
              label: 'Start with a proof of concept',
            },
            { href: '/pricing', label: 'See platform plans' },
          ]}
        />
      }
    />
  );
}
