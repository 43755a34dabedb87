// /sitemap.xml: every public page and every published resource. Read per request (the data service is not
// running at build time); the resource reads themselves are small.
import { RESOURCE_TYPES } from '@innov/contracts';
import type { MetadataRoute } from 'next';
import { resourceHref } from '../modules/resources/lib/resource-types.ts';
import { listAllResources } from '../modules/resources/lib/resources.ts';
import { PUBLIC_PAGES } from '../modules/seo/lib/public-pages.ts';
import { absoluteUrl } from '../modules/seo/lib/site-url.ts';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const resources = await listAllResources([...RESOURCE_TYPES]);
  return [
    ...PUBLIC_PAGES.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: (path.startsWith('/resources') ? 'daily' : 'monthly') as 'daily' | 'monthly',
      priority: path === '/' ? 1 : 0.7,
    })),
    ...resources.map((r) => ({
      url: absoluteUrl(resourceHref(r.id)),
      lastModified: r.publishedAt ?? undefined,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
