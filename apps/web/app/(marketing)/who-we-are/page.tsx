import type { Metadata } from 'next';
import { ContentPageView } from '../../../modules/marketing/components/content-page-view.tsx';
import { PageActions } from '../../../modules/marketing/components/page-actions.tsx';
import { WHO_WE_ARE } from '../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../modules/seo/lib/page-metadata.ts';

const page = WHO_WE_ARE;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <PageActions
          actions={[
            { href: '/contact', label: 'Talk to us' },
            { href: '/resources?defaultType=press-releases', label: 'Company news' },
          ]}
        />
      }
    />
  );
}
