import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SubscriptionView } from '../../../modules/subscription/components/subscription-view.tsx';

export const metadata: Metadata = { title: 'Subscription' };

export default function Page() {
  return (
    <Suspense>
      <SubscriptionView />
    </Suspense>
  );
}
