import type { Metadata } from 'next';
import { ResourceEditor } from '../../../../modules/admin-content/components/resource-editor.tsx';

export const metadata: Metadata = { title: 'Resource' };

export default async function Page({ params }: { params: Promise<{ resourceId: string }> }) {
  return <ResourceEditor resourceId={(await params).resourceId} />;
}
