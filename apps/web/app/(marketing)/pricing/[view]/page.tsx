// /pricing (rewritten here by next.config.ts): rendered on the first request after start, then served from
// the cache and revalidated on a timer or when the plans change. The data service is not running while the
// app builds, so nothing here is rendered at build time.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PricingView } from '../../../../modules/pricing/components/pricing-view.tsx';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = pageMetadata({
  title: 'Pricing',
  description:
    'Lumenfold platform plans: Connect (free), Collaborate, Campaign, Avalanche and Bespoke. Apply a referral code to see your discount.',
  path: '/pricing',
});

export default async function PricingPage({ params }: { params: Promise<{ view: string }> }) {
  if ((await params).view !== 'plans') notFound();
  return <PricingView />;
}
