import type { Metadata } from 'next';
import { CampaignFormView } from '../../../../modules/campaigns/components/campaign-form-view.tsx';

export const metadata: Metadata = { title: 'New campaign' };

export default function Page() {
  return <CampaignFormView />;
}
