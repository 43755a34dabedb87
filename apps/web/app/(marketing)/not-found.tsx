// The public site's 404 page: unknown paths (./[...missing]) and notFound() in any public page, with HTTP status 404.
import type { Metadata } from 'next';
import { ErrorView } from '../../modules/errors/components/error-view.tsx';
import { ERROR_CONTENT } from '../../modules/errors/lib/error-content.ts';

export const metadata: Metadata = { title: ERROR_CONTENT[404].title, robots: { index: false } };

export default function NotFound() {
  return <ErrorView content={ERROR_CONTENT[404]} />;
}
