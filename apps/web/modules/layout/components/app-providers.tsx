'use client';
// Everything every page needs around it: display settings, theme, route progress bar, toasts and the
// settings drawer (loaded the first time it opens, so public pages do not ship it up front).
import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useState } from 'react';
import { SettingsProvider, useSettings } from '../../settings/lib/settings-context.tsx';
import { ThemeRegistry } from '../../theme/components/theme-registry.tsx';
import { RouteProgressProvider } from './progress-bar.tsx';
import { Toaster } from './toaster.tsx';

const SettingsDrawer = dynamic(() => import('../../settings/components/settings-drawer.tsx'), { ssr: false });

function LazySettingsDrawer() {
  const { openDrawer } = useSettings();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (openDrawer) setWanted(true);
  }, [openDrawer]);
  return wanted || openDrawer ? <SettingsDrawer /> : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsProvider>
      <ThemeRegistry>
        <RouteProgressProvider>
          {children}
          <LazySettingsDrawer />
          <Toaster />
        </RouteProgressProvider>
      </ThemeRegistry>
    </SettingsProvider>
  );
}
