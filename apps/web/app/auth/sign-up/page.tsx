import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthStatus } from '../../../modules/auth/components/auth-status.tsx';
import { SignUpView } from '../../../modules/auth/components/sign-up-view.tsx';

export const metadata: Metadata = { title: 'Create your account' };

export default function Page() {
  return (
    <Suspense fallback={<AuthStatus message="Loading…" />}>
      <SignUpView />
    </Suspense>
  );
}
