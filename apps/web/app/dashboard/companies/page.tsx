import type { Metadata } from 'next';
import { CompaniesView } from '../../../modules/workspace/components/companies-view.tsx';

export const metadata: Metadata = { title: 'Company' };

export default function Page() {
  return <CompaniesView />;
}
