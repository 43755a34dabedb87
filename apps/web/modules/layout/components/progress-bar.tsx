'use client';
// The top progress bar: starts when a route change starts (a link followed, or the progress-aware router's push)
// and completes when the new route renders; the data layer's call wrapper shows it too (use-call.ts). A progress bar
// with a name for assistive technology; under reduced motion it moves without animating (the theme's baseline stops
// every transition).
import { ProgressProvider } from '@bprogress/next/app';
import type { ReactNode } from 'react';

/** The bar's markup (bprogress's own, plus its role and name); no spinner. */
const TEMPLATE =
  '<div class="bar" role="progressbar" aria-label="Loading the page" aria-valuemin="0" aria-valuemax="100"><div class="peg"></div></div>';

export function RouteProgressProvider({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider
      height="3px"
      color="var(--mui-palette-primary-main)"
      options={{ showSpinner: false, template: TEMPLATE }}
      shallowRouting
      delay={80}
    >
      {children}
    </ProgressProvider>
  );
}
