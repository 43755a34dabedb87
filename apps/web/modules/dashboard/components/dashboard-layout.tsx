'use client';
// Everything around a dashboard page: the auth state, the browser-side session guard and the shell.
import type { ReactNode } from 'react';
import { AuthProvider } from '../../auth/lib/auth-context.tsx';
import { DashboardSessionGate } from './dashboard-session.tsx';
import { DashboardShell } from './dashboard-shell.tsx';

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <DashboardSessionGate>
        <DashboardShell>{children}</DashboardShell>
      </DashboardSessionGate>
    </AuthProvider>
  );
}
