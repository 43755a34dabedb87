// Every public page of seed section 2 (besides resources, which come from the data service), for the sitemap
// and the browser tests.
import { LEGAL_LINKS } from '../../marketing/lib/navigation.ts';
import { SERVICE_GROUPS, SUPPORT_HREF, serviceHref } from '../../marketing/lib/services.ts';
import { RESOURCE_TABS, resourcesHref } from '../../resources/lib/resource-types.ts';

export const PUBLIC_PAGES: string[] = [
  '/',
  '/who-we-are',
  '/innovate',
  '/marketing/finance',
  '/services',
  ...SERVICE_GROUPS.flatMap((g) => g.services.map((s) => serviceHref(g, s))),
  SUPPORT_HREF,
  '/docs',
  '/docs/welcome',
  ...LEGAL_LINKS.map((l) => l.href),
  '/pricing',
  '/contact',
  '/survey',
  '/resources',
  ...RESOURCE_TABS.map((t) => resourcesHref(t)),
];
