// Unknown resource ids, answered before the page renders. Next does not server-render the body of a notFound()
// thrown by a page (the response is an empty document that the browser fills in: vercel/next.js#62228), so the
// middleware asks the data service first and sends an unknown or unpublished id to the site's 404 page, which
// is rendered on the server with status 404. A published id is remembered for a minute, so a cached page is not
// slowed by a lookup on every request; if the resource is withdrawn within that minute, the page's own
// notFound() still answers 404.
import { isPublishedResourceId } from './resources.ts';

const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 2_000;

const publishedUntil = new Map<string, number>();

/**
 * False only when the data service says the id is not a published resource; true when it is, or when the data
 * service could not be asked (the page then decides).
 */
export async function resourceMayExist(id: string, now = Date.now()): Promise<boolean> {
  const until = publishedUntil.get(id);
  if (until !== undefined && until > now) return true;
  let published: boolean;
  try {
    published = await isPublishedResourceId(id);
  } catch (error) {
    console.error('resource lookup failed', error);
    return true;
  }
  publishedUntil.delete(id);
  if (published) {
    if (publishedUntil.size >= REMEMBER_MAX) {
      const oldest = publishedUntil.keys().next().value;
      if (oldest !== undefined) publishedUntil.delete(oldest);
    }
    publishedUntil.set(id, now + REMEMBER_MS);
  }
  return published;
}
