import type { Metadata } from 'next';
import { PRIVACY_POLICY } from '../../../../modules/legal/lib/legal-pages.ts';
import { ContentPageView } from '../../../../modules/marketing/components/content-page-view.tsx';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

const page = PRIVACY_POLICY;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return <ContentPageView page={page} />;
}
