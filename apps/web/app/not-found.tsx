// Any unknown path (and notFound() anywhere) renders this, with HTTP status 404.
import type { Metadata } from 'next';
import { ErrorView } from '../modules/errors/components/error-view.tsx';
import { ERROR_CONTENT } from '../modules/errors/lib/error-content.ts';
import { MarketingLayout } from '../modules/marketing/components/marketing-layout.tsx';

export const metadata: Metadata = { title: ERROR_CONTENT[404].title, robots: { index: false } };

export default function NotFound() {
  return (
    <MarketingLayout>
      <ErrorView content={ERROR_CONTENT[404]} />
    </MarketingLayout>
  );
}
