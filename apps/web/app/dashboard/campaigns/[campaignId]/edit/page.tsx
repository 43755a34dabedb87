import type { Metadata } from 'next';
import { CampaignFormView } from '../../../../../modules/campaigns/components/campaign-form-view.tsx';

export const metadata: Metadata = { title: 'Edit campaign' };

export default async function Page({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  return <CampaignFormView key={campaignId} campaignId={campaignId} />;
}
