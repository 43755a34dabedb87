// The client state of the data layer: a Redux store holding the RTK Query cache (and the realtime
// connection states). One store per browser tab, so the cache survives moving between the dashboard and
// auth layouts. Redux Toolkit's serializability check stays on in development: non-serialisable values put
// into the state or into actions are logged to the console (seed section 8).
//
// Usage: `<DataProvider>` (components/data-provider.tsx) provides it; tests call `makeStore()`.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { dataApi } from './api.ts';
import { realtimeSlice } from './realtime-slice.ts';

const reducer = combineReducers({
  [dataApi.reducerPath]: dataApi.reducer,
  [realtimeSlice.name]: realtimeSlice.reducer,
});

export function makeStore() {
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(dataApi.middleware),
  });
  // Refetch on focus / reconnect where a query asks for it.
  setupListeners(store.dispatch);
  return store;
}

export type DataStore = ReturnType<typeof makeStore>;
export type DataState = ReturnType<typeof reducer>;
export type DataDispatch = DataStore['dispatch'];

let browserStore: DataStore | undefined;

/** The tab's store (a fresh one per server render, never shared between requests). */
export function getStore(): DataStore {
  if (typeof window === 'undefined') return makeStore();
  browserStore ??= makeStore();
  return browserStore;
}
