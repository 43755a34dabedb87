import type { Metadata } from 'next';
import { SurveyBuilder } from '../../../../modules/admin-surveys/components/survey-builder.tsx';

export const metadata: Metadata = { title: 'Survey' };

export default async function Page({ params }: { params: Promise<{ surveyId: string }> }) {
  return <SurveyBuilder surveyId={(await params).surveyId} />;
}
