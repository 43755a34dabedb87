import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CampaignPageView } from '../../../../modules/campaigns/components/campaign-page-view.tsx';

export const metadata: Metadata = { title: 'Campaign' };

export default async function Page({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  return (
    <Suspense>
      <CampaignPageView campaignId={campaignId} />
    </Suspense>
  );
}
