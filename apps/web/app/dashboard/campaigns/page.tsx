import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CampaignsView } from '../../../modules/campaigns/components/campaigns-view.tsx';

export const metadata: Metadata = { title: 'Campaigns' };

export default function Page() {
  return (
    <Suspense>
      <CampaignsView />
    </Suspense>
  );
}
