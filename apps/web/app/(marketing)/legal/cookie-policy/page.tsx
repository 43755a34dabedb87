import type { Metadata } from 'next';
import { COOKIE_POLICY } from '../../../../modules/legal/lib/legal-pages.ts';
import { ContentPageView } from '../../../../modules/marketing/components/content-page-view.tsx';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

const page = COOKIE_POLICY;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return <ContentPageView page={page} />;
}
