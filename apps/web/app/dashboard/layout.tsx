import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { type ReactNode, Suspense } from 'react';
import { DashboardLayout } from '../../modules/dashboard/components/dashboard-layout.tsx';
import { MY_WORKSPACE_SPEC, type MyWorkspace } from '../../modules/dashboard/lib/my-workspace-spec.ts';
import { loadServerSession } from '../../modules/dashboard/lib/server-user.ts';
import { serverCall } from '../../modules/data/lib/server-call.ts';
import { loadServerProfilePicture } from '../../modules/files/lib/server-profile-picture.ts';
import { AppProviders } from '../../modules/layout/components/app-providers.tsx';
import { LoadingScreen } from '../../modules/layout/components/loading-screen.tsx';

export const metadata: Metadata = {
  robots: { index: false, follow: false },
  description: 'Your workspace on the innovation-services platform.',
};
// Never prerendered: a static copy would be served without the middleware's session check.
export const dynamic = 'force-dynamic';

export default async function Layout({ children }: { children: ReactNode }) {
  // The shell and the page render on the server with the session's user and workspace, so the first frame is
  // the dashboard itself rather than a loading screen waiting for the browser's auth library; the top bar's
  // avatar too.
  const session = await loadServerSession((await cookies()).getAll());
  const [workspace, picture] = session
    ? await Promise.all([
        serverCall<MyWorkspace>(MY_WORKSPACE_SPEC, {}, session.accessToken),
        loadServerProfilePicture(session.user.id, session.accessToken),
      ])
    : [null, null];
  return (
    <AppProviders>
      <DashboardLayout initialUser={session?.user ?? null} initialWorkspace={workspace} initialPicture={picture}>
        {/* The logo overlay while the first page of a visit streams in. Not a loading.tsx: a route's loading state
            replaces the page at every in-app navigation, while this boundary, once revealed, stays so: a navigation
            keeps the current page, under the top progress bar, until the next one is ready. */}
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </DashboardLayout>
    </AppProviders>
  );
}
