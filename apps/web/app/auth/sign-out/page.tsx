import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthStatus } from '../../../modules/auth/components/auth-status.tsx';
import { SignOutView } from '../../../modules/auth/components/sign-out-view.tsx';

export const metadata: Metadata = { title: 'Sign out' };

export default function Page() {
  return (
    <Suspense fallback={<AuthStatus message="Checking your session…" />}>
      <SignOutView />
    </Suspense>
  );
}
