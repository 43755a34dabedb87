import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthStatus } from '../../../modules/auth/components/auth-status.tsx';
import { ForgotPasswordView } from '../../../modules/auth/components/forgot-password-view.tsx';

export const metadata: Metadata = { title: 'Forgot your password' };

export default function Page() {
  return (
    <Suspense fallback={<AuthStatus message="Loading…" />}>
      <ForgotPasswordView />
    </Suspense>
  );
}
