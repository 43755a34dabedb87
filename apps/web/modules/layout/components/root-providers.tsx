'use client';
// Around every page: the display settings, toasts, and the settings drawer (loaded with its own MUI theme the
// first time it opens, so no page ships it up front). The toaster loads on account pages, with the drawer, or with
// a public page's first toast (notify), so it is not part of a public page's start-up.
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { SettingsProvider, useSettings } from '../../settings/lib/settings-context.tsx';
import { TOAST_EVENT } from '../../site-ui/lib/notify.ts';

const Toaster = dynamic(() => import('./toaster.tsx').then((m) => m.Toaster), { ssr: false });

const SettingsDrawerIsland = dynamic(() => import('../../settings/components/settings-drawer-island.tsx'), {
  ssr: false,
});

function LazySettingsDrawer() {
  const { openDrawer } = useSettings();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (openDrawer) setWanted(true);
  }, [openDrawer]);
  return wanted || openDrawer ? <SettingsDrawerIsland /> : null;
}

// Account pages and the settings drawer call toast() directly, so the toaster is there from the start; public
// pages mount it with their first toast (notify), and then keep it.
const ACCOUNT_PAGE = /^\/(?:auth|dashboard)(?:\/|$)/;

function LazyToaster() {
  const pathname = usePathname();
  const { openDrawer } = useSettings();
  const [requested, setRequested] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const want = () => setRequested(true);
    window.addEventListener(TOAST_EVENT, want);
    return () => window.removeEventListener(TOAST_EVENT, want);
  }, []);
  const wanted = requested || openDrawer || ACCOUNT_PAGE.test(pathname ?? '');
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  return wanted || mounted ? <Toaster /> : null;
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
