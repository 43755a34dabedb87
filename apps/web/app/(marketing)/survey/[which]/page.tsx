// /survey (rewritten here by next.config.ts): rendered on first request, cached, revalidated on a timer or
// when surveys change.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';
import { SurveyView } from '../../../../modules/survey/components/survey-view.tsx';

export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = pageMetadata({
  title: 'Innovation readiness survey',
  description:
    'A few questions on how your organisation turns ideas into products. Anonymised results are published in the Lumenfold Innovation Journal every quarter.',
  path: '/survey',
});

export default async function SurveyPage({ params }: { params: Promise<{ which: string }> }) {
  if ((await params).which !== 'active') notFound();
  return <SurveyView />;
}
