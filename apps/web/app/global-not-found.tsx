// Unknown paths: the 404 page in the public site's frame, with HTTP status 404. Next renders this file at the
// routing level, without the root layout, so it brings the same document and stylesheets itself (the stylesheets
// first, before the CSS modules of the components below).
//
// Why not the root not-found page: Next puts the root not-found tree into the payload of every page, so a root
// not-found page with the whole header and footer made every page's HTML carry a second copy of them. The root
// not-found page (./not-found.tsx) is now minimal, and notFound() in a public page uses the public layout's own
// ((marketing)/not-found.tsx).
import '../modules/layout/root-styles.ts';
import type { Metadata } from 'next';
import { ErrorView } from '../modules/errors/components/error-view.tsx';
import { ERROR_CONTENT, errorPageMetadata } from '../modules/errors/lib/error-content.ts';
import {
  documentTitle,
  RootDocument,
  rootMetadata,
  rootViewport,
} from '../modules/layout/components/root-document.tsx';
import { MarketingLayout } from '../modules/marketing/components/marketing-layout.tsx';

export const metadata: Metadata = {
  ...rootMetadata,
  ...errorPageMetadata(404),
  // Without the root layout, its title template does not apply.
  title: documentTitle(ERROR_CONTENT[404].title),
};
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument>
      <MarketingLayout>
        <ErrorView content={ERROR_CONTENT[404]} />
      </MarketingLayout>
    </RootDocument>
  );
}
