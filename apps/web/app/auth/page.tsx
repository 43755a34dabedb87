import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthEntryView } from '../../modules/auth/components/auth-entry-view.tsx';
import { AuthStatus } from '../../modules/auth/components/auth-status.tsx';

export const metadata: Metadata = { title: 'Your account' };

export default function Page() {
  return (
    <Suspense fallback={<AuthStatus message="Loading…" />}>
      <AuthEntryView />
    </Suspense>
  );
}
