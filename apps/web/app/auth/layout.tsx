import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AuthShell } from '../../modules/auth/components/auth-shell.tsx';
import { AuthProvider } from '../../modules/auth/lib/auth-context.tsx';
import { loadServerSession } from '../../modules/dashboard/lib/server-user.ts';
import { AppProviders } from '../../modules/layout/components/app-providers.tsx';

// Account pages are for people, not search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

// Rendered for each request (it reads the session cookies), with the request's query: the heading and the form are
// in the HTML the server sends, and Next stamps the response's CSP nonce on its scripts.
export const dynamic = 'force-dynamic';

// The data provider (modules/data) is not wrapped here yet: its GraphQL client does not bundle for the
// browser at the moment (@smithy/util-base64 ./constants.browser not found); the auth pages need no data calls.
export default async function AuthLayout({ children }: { children: ReactNode }) {
  // The session as the server can vouch for it: a signed-in visitor's page starts signed in (and moves on), anyone
  // else's starts with the form.
  const session = await loadServerSession((await cookies()).getAll());
  return (
    <AppProviders>
      <AuthProvider initialUser={session?.user ?? null} startSignedOut={!session}>
        <AuthShell>{children}</AuthShell>
      </AuthProvider>
    </AppProviders>
  );
}
