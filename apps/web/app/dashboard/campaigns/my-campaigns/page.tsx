import type { Metadata } from 'next';
import { MyCampaignsView } from '../../../../modules/campaigns/components/my-campaigns-view.tsx';

export const metadata: Metadata = { title: 'My campaigns' };

export default function Page() {
  return <MyCampaignsView />;
}
