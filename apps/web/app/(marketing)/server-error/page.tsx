import type { Metadata } from 'next';
import { ErrorView } from '../../../modules/errors/components/error-view.tsx';
import { ERROR_CONTENT, errorPageMetadata } from '../../../modules/errors/lib/error-content.ts';

// Served at /500 with status 500 (middleware.ts: Next reserves that route for its own static page). No canonical
// address: an error page is not a page of the site's to index.
export const metadata: Metadata = errorPageMetadata(500);
// Rendered per request, so the middleware's status code applies: the server would send a prerendered page as it was
// built, with 200.
export const dynamic = 'force-dynamic';

export default function ServerErrorPage() {
  return <ErrorView content={ERROR_CONTENT[500]} />;
}
