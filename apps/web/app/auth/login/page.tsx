import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthStatus } from '../../../modules/auth/components/auth-status.tsx';
import { LoginView } from '../../../modules/auth/components/login-view.tsx';

export const metadata: Metadata = { title: 'Sign in' };

export default function Page() {
  return (
    <Suspense fallback={<AuthStatus message="Loading…" />}>
      <LoginView />
    </Suspense>
  );
}
