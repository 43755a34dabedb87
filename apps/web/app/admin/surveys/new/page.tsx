import type { Metadata } from 'next';
import { SurveyBuilder } from '../../../../modules/admin-surveys/components/survey-builder.tsx';

export const metadata: Metadata = { title: 'New survey' };

export default function Page() {
  return <SurveyBuilder surveyId={null} />;
}
