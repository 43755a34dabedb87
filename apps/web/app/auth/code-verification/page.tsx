import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthStatus } from '../../../modules/auth/components/auth-status.tsx';
import { CodeVerificationView } from '../../../modules/auth/components/code-verification-view.tsx';

export const metadata: Metadata = { title: 'Confirm your e-mail' };

export default function Page() {
  return (
    <Suspense fallback={<AuthStatus message="Loading…" />}>
      <CodeVerificationView />
    </Suspense>
  );
}
