// notFound() outside the public site (the public site has its own, in its layout: (marketing)/not-found.tsx), with
// HTTP status 404. Kept to the minimal frame: Next puts this tree into the payload of every page.
import type { Metadata } from 'next';
import { ErrorView } from '../modules/errors/components/error-view.tsx';
import { MinimalLayout } from '../modules/errors/components/minimal-layout.tsx';
import { ERROR_CONTENT, errorPageMetadata } from '../modules/errors/lib/error-content.ts';

export const metadata: Metadata = errorPageMetadata(404);

export default function NotFound() {
  return (
    <MinimalLayout>
      <ErrorView content={ERROR_CONTENT[404]} />
    </MinimalLayout>
  );
}
