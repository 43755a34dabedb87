import type { Metadata } from 'next';
import { TemplateEditorView } from '../../../../../modules/ideas/components/template-editor-view.tsx';

export const metadata: Metadata = { title: 'New template' };

export default async function Page({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  const { from } = await searchParams;
  return <TemplateEditorView fromId={typeof from === 'string' && from ? from : undefined} />;
}
