import type { Metadata } from 'next';
import { ContentPageView } from '../../../../modules/marketing/components/content-page-view.tsx';
import { PageActions } from '../../../../modules/marketing/components/page-actions.tsx';
import { DOCS_WELCOME } from '../../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

const page = DOCS_WELCOME;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <PageActions
          actions={[
            { href: '/auth/sign-up', label: 'Create your account' },
            { href: '/docs', label: 'All documentation' },
          ]}
        />
      }
    />
  );
}
