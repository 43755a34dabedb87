'use client';
// Provides the data layer's store (RTK Query cache, realtime states) to a subtree. The dashboard and auth
// layouts wrap themselves with it; the root layout does not, so public pages stay light.
// `initialEntries`: answers the server already fetched for this page (defineFunction(…).entry), put in the cache
// before the first render, so the server's HTML shows them and hydration agrees; queries refetch as they ask.
//
// Usage (a layout):  <DataProvider initialEntries={[MyWorkspaceQuery.entry(workspace)]}>{children}</DataProvider>
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { dataApi } from '../lib/api.ts';
import type { TInitialEntry } from '../lib/model.ts';
import { getStore } from '../lib/store.ts';

export function DataProvider({ children, initialEntries }: { children: ReactNode; initialEntries?: TInitialEntry[] }) {
  const [store] = useState(() => {
    const s = getStore();
    if (initialEntries?.length) s.dispatch(dataApi.util.upsertQueryEntries(initialEntries));
    return s;
  });
  return <Provider store={store}>{children}</Provider>;
}
