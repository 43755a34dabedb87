import type { Metadata } from 'next';
import { AdminSurveysView } from '../../../modules/admin-surveys/components/admin-surveys-view.tsx';

export const metadata: Metadata = { title: 'Surveys' };

export default function Page() {
  return <AdminSurveysView />;
}
