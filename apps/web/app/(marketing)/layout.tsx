import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { MarketingLayout } from '../../modules/marketing/components/marketing-layout.tsx';
import { siteUrl } from '../../modules/seo/lib/site-url.ts';

// Canonical and Open Graph addresses of the public pages are absolute, on the site's public origin.
export const metadata: Metadata = { metadataBase: new URL(siteUrl()) };

export default function Layout({ children }: { children: ReactNode }) {
  return <MarketingLayout>{children}</MarketingLayout>;
}
