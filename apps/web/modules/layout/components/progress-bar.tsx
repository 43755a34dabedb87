'use client';
// The top progress bar: starts when a route change starts (link click, router.push) and completes
// when the new route renders.
import { ProgressProvider } from '@bprogress/next/app';
import type { ReactNode } from 'react';

export function RouteProgressProvider({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider
      height="3px"
      color="var(--mui-palette-primary-main)"
      options={{ showSpinner: false }}
      shallowRouting
      delay={80}
    >
      {children}
    </ProgressProvider>
  );
}
