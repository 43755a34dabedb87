// POST /content-revalidation: the data service (in this process, or any process sharing the data API key) names
// the content tags whose cached public pages are stale – pricing plans, resources, a resource, the survey –
// and Next refreshes them on the next request. Only callers holding DATA_API_KEY may ask.
import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';

export const dynamic = 'force-dynamic';

const TAG = /^(pricing-plans|resources|survey|resource:[A-Za-z0-9_-]{1,128})$/;

function authorised(given: string | null): boolean {
  const key = process.env.DATA_API_KEY;
  if (!key || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function POST(request: Request): Promise<Response> {
  if (!authorised(request.headers.get('x-api-key'))) return Response.json({ message: 'Unauthorized' }, { status: 401 });
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags)
    ? body.tags.filter((t): t is string => typeof t === 'string' && TAG.test(t))
    : [];
  if (!tags.length || tags.length > 50)
    return Response.json({ message: 'Expected 1 to 50 known content tags.' }, { status: 400 });
  for (const tag of new Set(tags)) revalidateTag(tag);
  return Response.json({ revalidated: [...new Set(tags)] });
}
