import type { Metadata } from 'next';
import { Suspense } from 'react';
import { NotificationsView } from '../../../modules/notifications/components/notifications-view.tsx';

export const metadata: Metadata = { title: 'Notifications' };

export default function Page() {
  return (
    <Suspense>
      <NotificationsView />
    </Suspense>
  );
}
