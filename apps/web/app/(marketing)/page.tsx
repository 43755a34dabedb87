import { SITE } from '@innov/contracts';
import type { Metadata } from 'next';
import { HomeView } from '../../modules/marketing/components/home/home-view.tsx';
import { JsonLd } from '../../modules/seo/components/json-ld.tsx';
import { pageMetadata } from '../../modules/seo/lib/page-metadata.ts';
import { organizationJsonLd } from '../../modules/seo/lib/structured-data.ts';

const meta = pageMetadata({
  title: `${SITE.name} · Software engineering, innovation launchpad and strategic partnerships`,
  description: SITE.description,
  path: '/',
});

// The home page keeps the root layout's full title (no "| Lumenfold" suffix).
export const metadata: Metadata = { ...meta, title: { absolute: meta.title as string } };

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeView />
    </>
  );
}
