// /robots.txt: the public site is open to crawlers; the signed-in areas, auth flows and APIs are not.
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '../modules/seo/lib/site-url.ts';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/dashboard',
          '/auth',
          '/admin',
          '/graphql',
          '/dev/',
          '/newsletter/',
          '/resources/list/',
          '/pricing/plans',
          '/survey/active',
        ],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
