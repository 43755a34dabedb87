'use client';
// Provides the data layer's store (RTK Query cache, realtime states) to a subtree. The dashboard and auth
// layouts wrap themselves with it; the root layout does not, so public pages stay light.
//
// Usage (a layout):  <DataProvider>{children}</DataProvider>
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getStore } from '../lib/store.ts';

export function DataProvider({ children }: { children: ReactNode }) {
  return <Provider store={getStore()}>{children}</Provider>;
}
