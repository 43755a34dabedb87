// notFound() in a public page (an unknown resource, service or page of results): the 404 page inside the public
// layout, with HTTP status 404. Unknown paths get the same page from app/global-not-found.tsx.
import type { Metadata } from 'next';
import { ErrorView } from '../../modules/errors/components/error-view.tsx';
import { ERROR_CONTENT, errorPageMetadata } from '../../modules/errors/lib/error-content.ts';

export const metadata: Metadata = errorPageMetadata(404);

export default function NotFound() {
  return <ErrorView content={ERROR_CONTENT[404]} />;
}
