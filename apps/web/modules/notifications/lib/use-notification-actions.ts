'use client';
// Marking notifications read, as the bell and the centre do it: the cached lists show it at once (the unread
// count too), the server is told, and the lists refetch from it; a failure shows the data layer's toast and the
// refetch puts back what the server holds.
//
// Usage: const { open, markRead, markAllRead } = useNotificationActions();
//   open(n)  // marks it read and goes to its link
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { dataApi, type FunctionArg } from '../../data/lib/api.ts';
import type { DataDispatch, DataState } from '../../data/lib/store.ts';
import { useCall } from '../../data/lib/use-call.ts';
import {
  isUnread,
  LIST_MY_NOTIFICATIONS,
  MarkAllNotificationsRead,
  MarkNotificationRead,
  type MyNotificationsPage,
  type NotificationEvent,
  notificationHref,
  withRead,
} from './notification-events.ts';

export const NOTIFICATIONS_HREF = '/dashboard/notifications';

function unreadOnlyOf(arg: FunctionArg): boolean {
  return arg.variables?.unreadOnly === true;
}

/** Applies `withRead` to every cached answer of listMyNotifications (single queries and paged ones). */
function markReadInCache(dispatch: DataDispatch, state: DataState, ids: ReadonlySet<string> | 'all') {
  const at = new Date().toISOString();
  for (const arg of dataApi.util.selectCachedArgsForQuery(state, 'callQuery')) {
    if (arg.fn.name !== LIST_MY_NOTIFICATIONS) continue;
    dispatch(
      dataApi.util.updateQueryData('callQuery', arg, (draft) => {
        if (!draft) return draft;
        return withRead(draft as MyNotificationsPage, ids, at, unreadOnlyOf(arg));
      }),
    );
  }
  for (const arg of dataApi.util.selectCachedArgsForQuery(state, 'callPages')) {
    if (arg.fn.name !== LIST_MY_NOTIFICATIONS) continue;
    dispatch(
      dataApi.util.updateQueryData('callPages', arg, (draft) => {
        draft.pages = draft.pages.map((page) =>
          page ? withRead(page as MyNotificationsPage, ids, at, unreadOnlyOf(arg)) : page,
        );
      }),
    );
  }
}

export function useNotificationActions() {
  const dispatch = useDispatch<DataDispatch>();
  const store = useStore<DataState>();
  const router = useRouter();
  const call = useCall();
  const [markOne] = MarkNotificationRead.useMutation();
  const [markAll, markAllState] = MarkAllNotificationsRead.useMutation();

  const markRead = useCallback(
    async (n: Pick<NotificationEvent, 'id' | 'readAt'>) => {
      if (!isUnread(n)) return;
      markReadInCache(dispatch, store.getState(), new Set([n.id]));
      await call(() => markOne({ variables: { id: n.id } }).unwrap());
    },
    [dispatch, store, call, markOne],
  );

  const markAllRead = useCallback(async () => {
    markReadInCache(dispatch, store.getState(), 'all');
    await call(() => markAll({}).unwrap(), { progress: true, success: 'All notifications marked as read' });
  }, [dispatch, store, call, markAll]);

  /** Opens what the notification is about, marking it read (the mark goes on while the next page loads). */
  const open = useCallback(
    (n: Pick<NotificationEvent, 'id' | 'readAt' | 'link'>) => {
      void markRead(n);
      router.push(notificationHref(n.link, NOTIFICATIONS_HREF));
    },
    [markRead, router],
  );

  return { open, markRead, markAllRead, markingAll: markAllState.isLoading };
}
