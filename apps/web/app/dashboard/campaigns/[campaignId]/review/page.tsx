import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ReviewView } from '../../../../../modules/evaluation/components/review-view.tsx';

export const metadata: Metadata = { title: 'Review ideas' };

export default async function Page({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  return (
    <Suspense>
      <ReviewView key={campaignId} campaignId={campaignId} />
    </Suspense>
  );
}
