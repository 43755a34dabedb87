import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ShortlistView } from '../../../../../modules/evaluation/components/shortlist-view.tsx';

export const metadata: Metadata = { title: 'Shortlist' };

export default async function Page({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  return (
    <Suspense>
      <ShortlistView campaignId={campaignId} />
    </Suspense>
  );
}
