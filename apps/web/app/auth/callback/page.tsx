import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthStatus } from '../../../modules/auth/components/auth-status.tsx';
import { CallbackView } from '../../../modules/auth/components/callback-view.tsx';

export const metadata: Metadata = { title: 'Completing sign-in' };

export default function Page() {
  return (
    <Suspense fallback={<AuthStatus message="Loading…" />}>
      <CallbackView />
    </Suspense>
  );
}
