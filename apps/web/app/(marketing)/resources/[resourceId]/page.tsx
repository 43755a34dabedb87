// /resources/{resourceId}: rendered on first request, cached, revalidated on a timer or when the resource
// changes (on-demand revalidation). An unknown or unpublished id is the 404 page with status 404: the middleware
// sends it there before this page renders (modules/resources/lib/resource-gate.ts); the notFound() calls below
// cover a resource withdrawn while the middleware still remembered it as published.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ResourceView } from '../../../../modules/resources/components/resource-view.tsx';
import { resourceHref } from '../../../../modules/resources/lib/resource-types.ts';
import { getPublishedResource, relatedResources } from '../../../../modules/resources/lib/resources.ts';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

type Params = Promise<{ resourceId: string }>;

export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const load = cache((id: string) => getPublishedResource(decodeURIComponent(id)));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const resource = await load((await params).resourceId);
  // Deciding here, before anything streams, gives the not-found page its 404 status.
  if (!resource) notFound();
  return pageMetadata({
    title: resource.title,
    description: resource.shortDescription ?? resource.title,
    path: resourceHref(resource.id),
    type: 'article',
    // Social networks do not show SVG previews: SVG covers fall back to the site's PNG card.
    image:
      resource.cover && !resource.cover.endsWith('.svg') ? { url: resource.cover, alt: resource.title } : undefined,
    publishedTime: resource.publishedAt ?? undefined,
    modifiedTime: resource.updatedAt,
    authors: resource.author ? [resource.author.name] : undefined,
  });
}

export default async function ResourcePage({ params }: { params: Params }) {
  const resource = await load((await params).resourceId);
  if (!resource) notFound();
  const related = await relatedResources(resource);
  return <ResourceView resource={resource} related={related} />;
}
