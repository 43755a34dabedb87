import type { Metadata } from 'next';
import { ResourceEditor } from '../../../../modules/admin-content/components/resource-editor.tsx';

export const metadata: Metadata = { title: 'New resource' };

export default function Page() {
  return <ResourceEditor resourceId={null} />;
}
