// /resources/{resourceId}: rendered per request from the data service. (Rendered on demand and cached, Next 15
// answers an unknown id's not-found page with status 200; the seed requires 404, so this page stays dynamic.)
// An unknown or unpublished id is the 404 page with status 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ResourceView } from '../../../../modules/resources/components/resource-view.tsx';
import { resourceHref } from '../../../../modules/resources/lib/resource-types.ts';
import { getPublishedResource, relatedResources } from '../../../../modules/resources/lib/resources.ts';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

type Params = Promise<{ resourceId: string }>;

export const dynamic = 'force-dynamic';

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
