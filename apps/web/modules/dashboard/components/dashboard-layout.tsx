'use client';
// Everything around a dashboard page: the auth state, the data layer's store, the browser-side session guard
// and the shell. `initialUser` is the session's user as the server verified it (lib/server-user.ts): with it the
// shell and page render on the server, and the browser confirms the session with Amplify when it is idle.
// `initialWorkspace`: getMyWorkspace as the server fetched it for this request, the first data of every page.
import type { ReactNode } from 'react';
import { AuthProvider } from '../../auth/lib/auth-context.tsx';
import type { AuthUser } from '../../auth/lib/user.ts';
import { DataProvider } from '../../data/components/data-provider.tsx';
import { type MyWorkspace, MyWorkspaceQuery } from '../lib/my-workspace.ts';
import { DashboardSessionGate } from './dashboard-session.tsx';
import { DashboardShell } from './dashboard-shell.tsx';

export function DashboardLayout({
  children,
  initialUser,
  initialWorkspace,
}: {
  children: ReactNode;
  initialUser?: AuthUser | null;
  initialWorkspace?: MyWorkspace | null;
}) {
  return (
    <AuthProvider initialUser={initialUser}>
      <DataProvider initialEntries={initialWorkspace ? [MyWorkspaceQuery.entry(initialWorkspace)] : undefined}>
        <DashboardSessionGate>
          <DashboardShell>{children}</DashboardShell>
        </DashboardSessionGate>
      </DataProvider>
    </AuthProvider>
  );
}
