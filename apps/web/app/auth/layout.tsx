import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AuthShell } from '../../modules/auth/components/auth-shell.tsx';
import { AuthProvider } from '../../modules/auth/lib/auth-context.tsx';
import { DataProvider } from '../../modules/data/components/data-provider.tsx';

// Account pages are for people, not search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <AuthProvider>
        <AuthShell>{children}</AuthShell>
      </AuthProvider>
    </DataProvider>
  );
}
