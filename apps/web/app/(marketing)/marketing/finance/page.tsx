import type { Metadata } from 'next';
import { ContentPageView } from '../../../../modules/marketing/components/content-page-view.tsx';
import { PageActions } from '../../../../modules/marketing/components/page-actions.tsx';
import { FINANCE } from '../../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

const page = FINANCE;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <PageActions
          actions={[
            { href: '/resources?defaultType=funding', label: 'Funding news' },
            {
              href: '/services/innovation-launchpad/validation-and-selective-funding',
              label: 'Validation and funding',
            },
          ]}
        />
      }
    />
  );
}
