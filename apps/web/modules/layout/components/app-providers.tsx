'use client';
// Around the account and dashboard pages (MUI): the theme from the display settings and the route progress
// bar. The public pages need neither: they are server-rendered HTML styled by static CSS (modules/site-ui).
import type { ReactNode } from 'react';
import { ThemeRegistry } from '../../theme/components/theme-registry.tsx';
import { RouteProgressProvider } from './progress-bar.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRegistry>
      <RouteProgressProvider>{children}</RouteProgressProvider>
    </ThemeRegistry>
  );
}
