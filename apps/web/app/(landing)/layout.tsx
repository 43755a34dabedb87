import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AuthShell } from '../../modules/auth/components/auth-shell.tsx';
import { AuthProvider } from '../../modules/auth/lib/auth-context.tsx';
import { loadServerSession } from '../../modules/dashboard/lib/server-user.ts';
import { DataProvider } from '../../modules/data/components/data-provider.tsx';
import { AppProviders } from '../../modules/layout/components/app-providers.tsx';

// Invitation and join links are personal: not for search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

// Rendered for each request: the link's state and the visitor's session decide what the page offers.
export const dynamic = 'force-dynamic';

// The landing pages of /invitations/<token> and /join/<token>: public (a signed-out visitor creates an account or
// signs in from here), in the auth pages' frame. The session as the server can vouch for it starts the auth state,
// so a signed-in visitor sees accept or decline in the first HTML; the data layer carries their answer.
export default async function LandingLayout({ children }: { children: ReactNode }) {
  const session = await loadServerSession((await cookies()).getAll());
  return (
    <AppProviders>
      <AuthProvider initialUser={session?.user ?? null} startSignedOut={!session}>
        <DataProvider>
          <AuthShell>{children}</AuthShell>
        </DataProvider>
      </AuthProvider>
    </AppProviders>
  );
}
