import type { Metadata } from 'next';
import { TemplateEditorView } from '../../../../../modules/ideas/components/template-editor-view.tsx';

export const metadata: Metadata = { title: 'Edit template' };

export default async function Page({ params }: { params: Promise<{ templateId: string }> }) {
  const { templateId } = await params;
  return <TemplateEditorView key={templateId} templateId={templateId} />;
}
