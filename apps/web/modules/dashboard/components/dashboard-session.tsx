'use client';
// Guards the dashboard in the browser, behind the server-side gate (middleware.ts): the server checks the
// token's signature and expiry, but only the identity service knows whether a session was ended since (global
// sign-out from another device, a failed refresh). The AuthProvider asks it when it loads the user; when that
// fails the tokens are cleared and the visitor goes to the login page, coming back here after signing in.
// Leaving on purpose (sign-out, account deletion) goes through `leave`, so the guard does not redirect as well;
// it is a full page load, so nothing of the signed-out user stays in memory (auth state, data cache).
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { LoadingScreen } from '../../layout/components/loading-screen.tsx';
import { loginPathFor } from '../lib/session-decision.ts';

interface TDashboardSession {
  /**
   * Signs out through `work` (sign-out, deletion), then loads `href`, without the guard's login redirect in
   * between; `href` null: `work` navigates away itself (the hosted logout after a federated sign-in). Rethrows
   * what `work` throws, after which the guard is back on duty.
   */
  leave(href: string | null, work?: () => Promise<void>): Promise<void>;
}

const DashboardSessionContext = createContext<TDashboardSession | null>(null);

export function DashboardSessionGate({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated, signOut } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const leaving = useRef(false);

  const leave = useCallback(async (href: string | null, work?: () => Promise<void>) => {
    leaving.current = true;
    try {
      await work?.();
    } catch (error) {
      leaving.current = false;
      throw error;
    }
    if (href) window.location.replace(href);
  }, []);

  useEffect(() => {
    if (!isInitialized || isAuthenticated || leaving.current) return;
    leaving.current = true;
    const query = searchParams.toString();
    const target = loginPathFor(pathname, query ? `?${query}` : '');
    // Clear what is left of the ended session first: the login page refuses to sign in over a session.
    signOut()
      .catch(() => undefined)
      .finally(() => router.replace(target));
  }, [isInitialized, isAuthenticated, pathname, searchParams, signOut, router]);

  const value = useMemo(() => ({ leave }), [leave]);
  if (!isInitialized || (!isAuthenticated && !leaving.current)) return <LoadingScreen label="Loading your dashboard" />;
  return <DashboardSessionContext.Provider value={value}>{children}</DashboardSessionContext.Provider>;
}

export function useDashboardSession(): TDashboardSession {
  const value = useContext(DashboardSessionContext);
  if (!value) throw new Error('useDashboardSession must be used inside <DashboardSessionGate>');
  return value;
}
