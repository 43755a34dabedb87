'use client';
// The top progress bar: starts when a route change starts (link click, router.push) and completes
// when the new route renders; error boundaries stop it too (`useStopProgress`).
import { useProgress } from '@bprogress/next';
import { ProgressProvider } from '@bprogress/next/app';
import { type ReactNode, useEffect } from 'react';

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

/** Completes the progress bar: a navigation that ends in an error boundary has still ended. */
export function useStopProgress() {
  const { stop } = useProgress();
  useEffect(() => {
    stop();
  }, [stop]);
}
