import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AuthShell } from '../../modules/auth/components/auth-shell.tsx';
import { AuthProvider } from '../../modules/auth/lib/auth-context.tsx';
import { AppProviders } from '../../modules/layout/components/app-providers.tsx';

// Account pages are for people, not search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

// The data provider (modules/data) is not wrapped here yet: its GraphQL client does not bundle for the
// browser at the moment (@smithy/util-base64 ./constants.browser not found); the auth pages need no data calls.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <AuthProvider>
        <AuthShell>{children}</AuthShell>
      </AuthProvider>
    </AppProviders>
  );
}
