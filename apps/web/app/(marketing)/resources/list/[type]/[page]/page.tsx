// /resources?defaultType=…&page=… (rewritten here by next.config.ts, so each tab and page is its own cached
// render): rendered on first request, then revalidated on a timer or when resources change.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ResourcesListView } from '../../../../../../modules/resources/components/resources-list-view.tsx';
import { resourcesHref, tabBySlug } from '../../../../../../modules/resources/lib/resource-types.ts';
import { listResourcesPage } from '../../../../../../modules/resources/lib/resources.ts';
import { pageMetadata } from '../../../../../../modules/seo/lib/page-metadata.ts';

type Params = Promise<{ type: string; page: string }>;

export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

function parse(type: string, page: string) {
  const tab = tabBySlug(type);
  const number = /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 0;
  return tab && number ? { tab, number } : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type, page } = await params;
  const parsed = parse(type, page);
  // Deciding here, before anything streams, gives the not-found page its 404 status.
  if (!parsed) notFound();
  const suffix = parsed.number > 1 ? `, page ${parsed.number}` : '';
  return pageMetadata({
    title: `${parsed.tab.label}${suffix} · Resources`,
    description: `${parsed.tab.description} ${parsed.tab.label} from Lumenfold, newest first${suffix}.`,
    path: resourcesHref(parsed.tab, parsed.number),
  });
}

export default async function ResourcesPage({ params }: { params: Params }) {
  const { type, page } = await params;
  const parsed = parse(type, page);
  if (!parsed) notFound();
  const result = await listResourcesPage(parsed.tab.type, parsed.number - 1);
  if (!result.items.length && parsed.number > 1) notFound();
  return <ResourcesListView tab={parsed.tab} page={result} />;
}
