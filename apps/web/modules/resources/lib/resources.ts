// Reads resources for the public pages: one page of a type (newest first, PAGE_SIZE per page, walking the
// nextToken chain from the first page, as the data service pages by token), and one published resource. The API
// key reads everything, so every read asks for the public rule itself (PUBLISHED, publishedAt come).
import { PAGE_SIZE, type ResourceStatus, type ResourceType } from '@innov/contracts';
import { CONTENT_TAGS, queryDataService } from '../../marketing/lib/data-service.ts';

export interface TResourceAuthor {
  id?: string | null;
  name: string;
  avatar?: string | null;
}

export interface TResourceSummary {
  id: string;
  slug: string;
  type: ResourceType;
  title: string;
  shortDescription: string | null;
  category: string | null;
  hashtags: string[] | null;
  cover: string | null;
  publishedAt: string | null;
  readTime: number | null;
  isBreaking: boolean | null;
  author: TResourceAuthor | null;
}

export interface TResource extends TResourceSummary {
  status?: ResourceStatus | null;
  content: string | null;
  updatedAt: string;
  variables: { name: string; value: string[] }[] | null;
}

const SUMMARY_FIELDS =
  'id slug type title shortDescription category hashtags cover publishedAt readTime isBreaking author { id name avatar }';

const BY_TYPE = /* GraphQL */ `
  query ResourcesByType($type: ResourceType!, $now: String!, $limit: Int, $nextToken: String) {
    resourcesByTypeAndPublishedAt(
      type: $type
      publishedAt: { le: $now }
      filter: { status: { eq: PUBLISHED } }
      sortDirection: DESC
      limit: $limit
      nextToken: $nextToken
    ) {
      items { ${SUMMARY_FIELDS} }
      nextToken
    }
  }
`;

const GET = /* GraphQL */ `
  query GetResource($id: ID!) {
    getResource(id: $id) { ${SUMMARY_FIELDS} status content updatedAt variables { name value } }
  }
`;

export interface TResourcePage {
  items: TResourceSummary[];
  /** 0-based page index. */
  page: number;
  hasNext: boolean;
}

/** Page `page` (0-based) of published resources of `type`, newest first; an empty page past the end. */
export async function listResourcesPage(type: ResourceType, page: number, now = new Date()): Promise<TResourcePage> {
  let nextToken: string | null = null;
  // The API key reads as the platform: the status and publishedAt conditions keep drafts and scheduled posts out.
  // The time is the end of the current minute (one cache key a minute): a resource published now is listed at once
  // (its status only turns PUBLISHED when its time has come, and the change revalidates the page).
  const at = new Date(Math.ceil(now.getTime() / 60_000) * 60_000).toISOString();
  for (let index = 0; ; index++) {
    const data: {
      resourcesByTypeAndPublishedAt: { items: TResourceSummary[]; nextToken: string | null };
    } = await queryDataService(BY_TYPE, { type, now: at, limit: PAGE_SIZE, nextToken }, [CONTENT_TAGS.resources]);
    const result = data.resourcesByTypeAndPublishedAt;
    if (index === page) return { items: result.items, page, hasNext: Boolean(result.nextToken) };
    if (!result.nextToken) return { items: [], page, hasNext: false };
    nextToken = result.nextToken;
  }
}

/** Every published resource of every type, for the sitemap. */
export async function listAllResources(types: ResourceType[]): Promise<TResourceSummary[]> {
  const all: TResourceSummary[] = [];
  const at = new Date().toISOString();
  for (const type of types) {
    let nextToken: string | null = null;
    do {
      const data: {
        resourcesByTypeAndPublishedAt: { items: TResourceSummary[]; nextToken: string | null };
      } = await queryDataService(BY_TYPE, { type, now: at, limit: 100, nextToken }, [CONTENT_TAGS.resources]);
      all.push(...data.resourcesByTypeAndPublishedAt.items);
      nextToken = data.resourcesByTypeAndPublishedAt.nextToken;
    } while (nextToken);
  }
  return all;
}

const RESOURCE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The data service's public rule, which the API key is not held to: PUBLISHED, and its publishedAt has come. */
function isPublished(resource: { publishedAt: string | null; status?: string | null } | null, now: Date): boolean {
  return Boolean(
    resource?.status === 'PUBLISHED' &&
      resource.publishedAt &&
      new Date(resource.publishedAt).getTime() <= now.getTime(),
  );
}

/** A published resource, or null when the id is unknown or not yet published. */
export async function getPublishedResource(id: string, now = new Date()): Promise<TResource | null> {
  if (!RESOURCE_ID.test(id)) return null;
  const data = await queryDataService<{ getResource: TResource | null }>(GET, { id }, [
    CONTENT_TAGS.resources,
    CONTENT_TAGS.resource(id),
  ]);
  return isPublished(data.getResource, now) ? data.getResource : null;
}

const PUBLISHED_AT = /* GraphQL */ `
  query ResourcePublishedAt($id: ID!) {
    getResource(id: $id) { publishedAt status }
  }
`;

/**
 * Whether `id` names a published resource: one small read, without the content, and never from the data cache,
 * so a resource published a moment ago is seen before the cache hears of it.
 */
export async function isPublishedResourceId(id: string, now = new Date()): Promise<boolean> {
  if (!RESOURCE_ID.test(id)) return false;
  const data = await queryDataService<{ getResource: { publishedAt: string | null; status: string | null } | null }>(
    PUBLISHED_AT,
    { id },
    null,
  );
  return isPublished(data.getResource, now);
}

/** Up to `count` other published resources of the same type, newest first. */
export async function relatedResources(resource: TResource, count = 3): Promise<TResourceSummary[]> {
  const { items } = await listResourcesPage(resource.type, 0);
  return items.filter((r) => r.id !== resource.id).slice(0, count);
}
