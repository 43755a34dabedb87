'use client';
// Everything around a dashboard page: the auth state, the data layer's store, the browser-side session guard
// and the shell. `initialUser` is the session's user as the server verified it (lib/server-user.ts): with it the
// shell and page render on the server, and the browser confirms the session with Amplify when it is idle.
import type { ReactNode } from 'react';
import { AuthProvider } from '../../auth/lib/auth-context.tsx';
import type { AuthUser } from '../../auth/lib/user.ts';
import { DataProvider } from '../../data/components/data-provider.tsx';
import { DashboardSessionGate } from './dashboard-session.tsx';
import { DashboardShell } from './dashboard-shell.tsx';

export function DashboardLayout({ children, initialUser }: { children: ReactNode; initialUser?: AuthUser | null }) {
  return (
    <AuthProvider initialUser={initialUser}>
      <DataProvider>
        <DashboardSessionGate>
          <DashboardShell>{children}</DashboardShell>
        </DashboardSessionGate>
      </DataProvider>
    </AuthProvider>
  );
}
