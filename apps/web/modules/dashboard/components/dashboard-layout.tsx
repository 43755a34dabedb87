'use client';
// Everything around a dashboard page: the auth state, the data layer's store, the browser-side session guard
// and the shell.
import type { ReactNode } from 'react';
import { AuthProvider } from '../../auth/lib/auth-context.tsx';
import { DataProvider } from '../../data/components/data-provider.tsx';
import { DashboardSessionGate } from './dashboard-session.tsx';
import { DashboardShell } from './dashboard-shell.tsx';

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <DataProvider>
        <DashboardSessionGate>
          <DashboardShell>{children}</DashboardShell>
        </DashboardSessionGate>
      </DataProvider>
    </AuthProvider>
  );
}
