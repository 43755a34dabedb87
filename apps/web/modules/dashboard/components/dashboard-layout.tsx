'use client';
// Everything around a dashboard page: the auth state, the data layer's store, the browser-side session guard
// and the shell. `initialUser` is the session's user as the server verified it (lib/server-user.ts): with it the
// shell and page render on the server, and the browser confirms the session with Amplify when it is idle.
// `initialWorkspace`: getMyWorkspace as the server fetched it for this request, the first data of every page;
// `initialPicture`: the user's profile picture and the top bar's link to it, likewise.
import type { ReactNode } from 'react';
import { AuthProvider } from '../../auth/lib/auth-context.tsx';
import type { AuthUser } from '../../auth/lib/user.ts';
import { DataProvider } from '../../data/components/data-provider.tsx';
import type { TInitialEntry } from '../../data/lib/model.ts';
import { profilePictureEntries } from '../../files/lib/profile-picture-api.ts';
import type { TServerProfilePicture } from '../../files/lib/server-profile-picture.ts';
import { type MyWorkspace, MyWorkspaceQuery } from '../lib/my-workspace.ts';
import type { TNavigation } from '../lib/navigation.ts';
import { DashboardSessionGate } from './dashboard-session.tsx';
import { DashboardShell } from './dashboard-shell.tsx';

export function DashboardLayout({
  children,
  initialUser,
  initialWorkspace,
  initialPicture,
  navigation,
}: {
  children: ReactNode;
  /** The frame's links (the back-office's own; the dashboard's by default). */
  navigation?: TNavigation;
  initialUser?: AuthUser | null;
  initialWorkspace?: MyWorkspace | null;
  initialPicture?: TServerProfilePicture | null;
}) {
  const entries: TInitialEntry[] = [
    ...(initialWorkspace ? [MyWorkspaceQuery.entry(initialWorkspace)] : []),
    ...(initialUser ? profilePictureEntries(initialUser.id, initialPicture?.profile, initialPicture?.link) : []),
  ];
  return (
    <AuthProvider initialUser={initialUser}>
      <DataProvider initialEntries={entries.length ? entries : undefined}>
        <DashboardSessionGate>
          <DashboardShell navigation={navigation}>{children}</DashboardShell>
        </DashboardSessionGate>
      </DataProvider>
    </AuthProvider>
  );
}
