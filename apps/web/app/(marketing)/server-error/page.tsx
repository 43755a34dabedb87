import type { Metadata } from 'next';
import { ErrorView } from '../../../modules/errors/components/error-view.tsx';
import { ERROR_CONTENT, errorPageMetadata } from '../../../modules/errors/lib/error-content.ts';

// Served at /500 (a rewrite in next.config.ts: Next reserves that route for its own static page).
export const metadata: Metadata = {
  ...errorPageMetadata(500),
  alternates: { canonical: '/500' },
};

export default function ServerErrorPage() {
  return <ErrorView content={ERROR_CONTENT[500]} />;
}
