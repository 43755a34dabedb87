// Server-side reads of public content (pricing plans, resources, the active survey) from the data service.
// The web app runs in the server's process, which hands it the loopback address and the data service's API
// key through the environment (packages/server/src/system.ts). Results are cached by Next's data cache with
// tags, so pages render once and are revalidated on a timer or on demand when the content changes.

export const CONTENT_TAGS = {
  pricingPlans: 'pricing-plans',
  resources: 'resources',
  resource: (id: string) => `resource:${id}`,
  survey: 'survey',
} as const;

/** Seconds a cached read is trusted before the next request refreshes it in the background. */
export const CONTENT_REVALIDATE_SECONDS = 300;

export class DataServiceError extends Error {}

/**
 * Runs `query` with the data service's API key. The answer is kept in Next's data cache under `tags`, or read
 * fresh every time when `tags` is null (a check that must see content the moment it is published).
 */
export async function queryDataService<T>(
  query: string,
  variables: Record<string, unknown>,
  tags: string[] | null,
): Promise<T> {
  const base = process.env.INTERNAL_API_URL;
  const key = process.env.DATA_API_KEY;
  if (!base || !key)
    throw new DataServiceError('The data service is not reachable from the web app (no internal URL).');
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ query, variables }),
    ...(tags ? { next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags } } : { cache: 'no-store' as const }),
  });
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null;
  if (!response.ok || !body?.data || body.errors?.length) {
    const message = body?.errors?.map((e) => e.message).join(' ') || `HTTP ${response.status}`;
    throw new DataServiceError(`Data service: ${message}`);
  }
  return body.data;
}
