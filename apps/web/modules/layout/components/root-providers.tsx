'use client';
// Around every page: the display settings, toasts, and the settings drawer (loaded with its own MUI theme the
// first time it opens, so no page ships it up front).
import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useState } from 'react';
import { SettingsProvider, useSettings } from '../../settings/lib/settings-context.tsx';
import { Toaster } from './toaster.tsx';

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

export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsProvider>
      {children}
      <LazySettingsDrawer />
      <Toaster />
    </SettingsProvider>
  );
}
