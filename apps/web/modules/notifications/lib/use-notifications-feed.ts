'use client';
// The signed-in user's notification records with live updates: one list query plus the realtime feed that
// keeps it current (creates, updates and deletes made in other tabs, devices or by the service).
//
// Usage: const { list, live } = useNotificationsFeed('menu', { limit: 10, nextToken });
import { useModelRealtime } from '../../data/lib/use-realtime.ts';
import { NotificationModel, Notifications } from './notifications.ts';

export function useNotificationsFeed(key: string, args: { limit: number; nextToken?: string | null }) {
  const list = Notifications.useList({ args: { limit: args.limit, nextToken: args.nextToken } });
  const live = useModelRealtime({ key: `notifications:${key}`, model: NotificationModel, authMode: 'userPool' });
  return { list, live };
}
