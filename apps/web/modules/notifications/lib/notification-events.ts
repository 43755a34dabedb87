'use client';
// What happened to the signed-in user (NotificationEvent records, docs: the notifications contract): the
// data service's listMyNotifications (newest first, with the unread count), markNotificationRead and
// markAllNotificationsRead, and the live feed of the owner's creates and updates. Read state is the server's,
// so every browser of the user agrees.
//
// Usage:
//   const { data } = MyNotifications.useQuery({ variables: { limit: NOTIFICATIONS_MENU_LIMIT } });
//   const pages = MyNotifications.usePages({ variables: { unreadOnly: true, limit: PAGE_SIZE } });
//   const [markRead] = MarkNotificationRead.useMutation(); await markRead({ variables: { id } }).unwrap();
import { MODEL_SPECS, type ModelName, type NotificationEventRecord } from '@innov/contracts/generated/models';
import { defineFunction } from '../../data/lib/model.ts';
import type { ModelSpec } from '../../data/lib/requests.ts';

/** A NotificationEvent record as the data service defines it (generated from its model). */
export type NotificationEvent = NotificationEventRecord;

export interface MyNotificationsPage {
  items: NotificationEvent[];
  nextToken: string | null;
  unreadCount: number;
}

export const NOTIFICATION_EVENT: ModelName = 'NotificationEvent';

export const NotificationEventModel: ModelSpec = MODEL_SPECS.NotificationEvent;

/** How many of the newest the bell shows; the centre shows the rest. */
export const NOTIFICATIONS_MENU_LIMIT = 8;

export const LIST_MY_NOTIFICATIONS = 'listMyNotifications';

export const MyNotifications = defineFunction<MyNotificationsPage>(
  {
    name: LIST_MY_NOTIFICATIONS,
    kind: 'query',
    args: { unreadOnly: 'Boolean', limit: 'Int', nextToken: 'String' },
    selection: `items { ${NotificationEventModel.fields} } nextToken unreadCount`,
  },
  'userPool',
  { provides: [NOTIFICATION_EVENT] },
);

export const MarkNotificationRead = defineFunction<NotificationEvent>(
  { name: 'markNotificationRead', kind: 'mutation', args: { id: 'ID!' }, selection: NotificationEventModel.fields },
  'userPool',
  { invalidates: [NOTIFICATION_EVENT] },
);

export const MarkAllNotificationsRead = defineFunction<number>(
  { name: 'markAllNotificationsRead', kind: 'mutation', args: {} },
  'userPool',
  { invalidates: [NOTIFICATION_EVENT] },
);

export function isUnread(n: Pick<NotificationEvent, 'readAt'>): boolean {
  return !n.readAt;
}

/**
 * A page as it reads once `ids` (or every one: 'all') are read at `at`: their readAt set, the unread count
 * lowered by those that were unread, and, on an unread-only list, those gone from it. Pure (the cache's
 * optimistic update before the server answers).
 */
export function withRead(
  page: MyNotificationsPage,
  ids: ReadonlySet<string> | 'all',
  at: string,
  unreadOnly: boolean,
): MyNotificationsPage {
  const hit = (n: NotificationEvent) => ids === 'all' || ids.has(n.id);
  const newlyRead = page.items.filter((n) => hit(n) && isUnread(n)).length;
  const items = page.items
    .map((n) => (hit(n) && isUnread(n) ? { ...n, readAt: at } : n))
    .filter((n) => !unreadOnly || !hit(n));
  const unreadCount = ids === 'all' ? 0 : Math.max(0, page.unreadCount - newlyRead);
  return { ...page, items, unreadCount };
}

/**
 * The in-app path a notification opens: its link when that is a path of this site (never another origin: the
 * link is data), else the notification centre.
 */
export function notificationHref(link: string | null | undefined, fallback: string): string {
  if (!link?.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return fallback;
  return link;
}

/**
 * The pages' items, each once: a refetch after new ones arrived can move an item to the next page while that
 * page still holds it.
 */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}
