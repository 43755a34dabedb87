import type { Metadata } from 'next';
import { Suspense } from 'react';
import { IdeaView } from '../../../../../modules/ideas/components/idea-view.tsx';

export const metadata: Metadata = { title: 'Idea' };

export default async function Page({ params }: { params: Promise<{ ideaId: string }> }) {
  const { ideaId } = await params;
  return (
    <Suspense>
      <IdeaView ideaId={ideaId} />
    </Suspense>
  );
}
