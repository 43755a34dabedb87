import type { Metadata } from 'next';
import { TemplatesView } from '../../../../modules/ideas/components/templates-view.tsx';

export const metadata: Metadata = { title: 'Templates' };

export default function Page() {
  return <TemplatesView />;
}
