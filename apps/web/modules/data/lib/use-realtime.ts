'use client';
// Live updates of a model into the same cache the queries use: subscribes to its creates, updates and
// deletes, patches cached lists at once (updated records replaced, deleted ones removed) and invalidates the
// tags so lists refetch (a new record may belong on any page). Keeps the connection state in the store and
// returns it, for the screens that depend on live data to show pending / connected / failed.
//
// Usage (inside <DataProvider>):
//   const live = useModelRealtime({ key: 'notifications', model: NotificationModel, authMode: 'userPool' });
//   live.status // 'pending' | 'connected' | 'failed';  live.message // e.g. 'Connection failed'
//   Queries that show the model's records (a backend function's `provides`) refetch on each change too.
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { type Connection, changeTags, createTags, dataApi } from './api.ts';
import type { AuthMode } from './graphql-client.ts';
import { subscribeRealtime } from './realtime.ts';
import { type RealtimeEntry, type RealtimeStatus, realtimeGone, realtimeStatus } from './realtime-slice.ts';
import { buildSubscriptionRequest, type ChangeEvent, type Filter, type ModelSpec } from './requests.ts';
import type { DataDispatch, DataState } from './store.ts';

export interface ModelRealtimeOptions {
  /** Names this live feed in the store (one per screen or widget). */
  key: string;
  model: ModelSpec;
  authMode: AuthMode;
  filter?: Filter;
  events?: ChangeEvent[];
  /** Off (e.g. until the user is known): no socket. */
  enabled?: boolean;
  /**
   * Called with each change once the cache has it (a screen that reacts to an event itself: a browser
   * notification for a new record). The latest function given is called; changing it does not resubscribe.
   */
  onChange?(event: ChangeEvent, record: { id: string } & Record<string, unknown>): void;
}

const ALL: ChangeEvent[] = ['Create', 'Update', 'Delete'];

/** Combined state of several subscriptions: failed if any failed, pending while any is pending. */
export function combineStatus(statuses: RealtimeStatus[]): RealtimeStatus {
  if (statuses.includes('failed')) return 'failed';
  if (statuses.length === 0 || statuses.includes('pending')) return 'pending';
  return 'connected';
}

export function useModelRealtime(options: ModelRealtimeOptions): RealtimeEntry {
  const { key, model, authMode, filter, events = ALL, enabled = true, onChange } = options;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const dispatch = useDispatch<DataDispatch>();
  const store = useStore<DataState>();
  const entry = useSelector((s: DataState) => s.realtime[key]);
  // The subscription restarts only when what it listens to changes, not on every render.
  const identity = JSON.stringify({ key, model, authMode, filter, events, enabled });

  // `identity` stands for all the options: the effect restarts only when one of them really changes.
  useEffect(() => {
    if (!enabled) return;
    const statuses = new Map<ChangeEvent, { status: RealtimeStatus; message: string | null }>();
    const report = () => {
      const all = [...statuses.values()];
      const status = combineStatus(all.map((s) => s.status));
      const message = all.find((s) => s.status === 'failed')?.message ?? null;
      dispatch(realtimeStatus({ key, status, message, at: Date.now() }));
    };
    const catchUp = () => dispatch(dataApi.util.invalidateTags(createTags(model.name)));

    const stops = events.map((event) => {
      statuses.set(event, { status: 'pending', message: null });
      const request = buildSubscriptionRequest(model, event, filter);
      return subscribeRealtime(
        { field: request.field, query: request.query, variables: request.variables, authMode },
        {
          onData(data) {
            const record = data[request.field] as ({ id: string } & Record<string, unknown>) | null | undefined;
            if (record?.id) {
              applyChange(event, record);
              onChangeRef.current?.(event, record);
            }
          },
          onStatus(status, message) {
            statuses.set(event, { status, message });
            report();
          },
          onReconnected: catchUp,
        },
      );
    });
    report();

    function applyChange(event: ChangeEvent, record: { id: string }) {
      const cached = dataApi.util.selectCachedArgsForQuery(store.getState(), 'list');
      for (const arg of cached) {
        if (arg.model.name !== model.name) continue;
        dispatch(
          dataApi.util.updateQueryData('list', arg, (draft: Connection<{ id: string }> | null) => {
            if (!draft) return;
            const at = draft.items.findIndex((item) => item.id === record.id);
            if (at < 0) return;
            if (event === 'Delete') draft.items.splice(at, 1);
            else draft.items[at] = { ...draft.items[at], ...record };
          }),
        );
      }
      dispatch(
        dataApi.util.invalidateTags(event === 'Create' ? createTags(model.name) : changeTags(model.name, record.id)),
      );
    }

    return () => {
      for (const stop of stops) stop();
      dispatch(realtimeGone({ key }));
    };
  }, [identity]);

  return entry ?? { status: 'pending', message: null, since: 0 };
}

/** The state of a live feed another component keeps open (its `key`), without a subscription of its own. */
export function useRealtimeEntry(key: string): RealtimeEntry {
  const entry = useSelector((s: DataState) => s.realtime[key]);
  return entry ?? { status: 'pending', message: null, since: 0 };
}
