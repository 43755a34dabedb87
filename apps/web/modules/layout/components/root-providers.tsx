'use client';
// Around every page: the display settings, toasts, and the settings drawer (loaded with its own MUI theme the
// first time it opens, so no page ships it up front). The toaster loads on account pages, with the drawer, or with
// a public page's first toast (notify), so it is not part of a public page's start-up.
import { ACCOUNT_PATH } from '@innov/contracts';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { SettingsProvider, useSettings } from '../../settings/lib/settings-context.tsx';
import { TOAST_EVENT } from '../../site-ui/lib/notify.ts';

const Toaster = dynamic(() => import('./toaster.tsx').then((m) => m.Toaster), { ssr: false });

const SettingsDrawerIsland = dynamic(() => import('../../settings/components/settings-drawer-island.tsx'), {
  ssr: false,
});

/** True from the first time `condition` holds: a part loaded on demand stays mounted once it has been wanted. */
function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  useEffect(() => {
    if (condition) setLatched(true);
  }, [condition]);
  return condition || latched;
}

function LazySettingsDrawer() {
  const { openDrawer } = useSettings();
  return useLatch(openDrawer) ? <SettingsDrawerIsland /> : null;
}

// Account pages and the settings drawer call toast() directly, so the toaster is there from the start; public
// pages mount it with their first toast (notify), and then keep it.
function LazyToaster() {
  const pathname = usePathname();
  const { openDrawer } = useSettings();
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const request = () => setRequested(true);
    window.addEventListener(TOAST_EVENT, request);
    return () => window.removeEventListener(TOAST_EVENT, request);
  }, []);
  return useLatch(requested || openDrawer || ACCOUNT_PATH.test(pathname ?? '')) ? <Toaster /> : null;
}

export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsProvider>
      {children}
      <LazySettingsDrawer />
      <LazyToaster />
    </SettingsProvider>
  );
}
