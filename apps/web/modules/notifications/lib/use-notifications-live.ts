'use client';
// The live feed of the signed-in user's notifications: the data service's owner-scoped onCreate and onUpdate
// of NotificationEvent. Each event refetches the lists that show notifications (the bell's and the centre's:
// their queries name the model), so the unread count is the server's; a new one the user wants as PUSH shows as
// a browser notification. One feed per tab: the bell keeps it open, the centre reads its state by key.
//
// Usage: const live = useNotificationsLive();   elsewhere: useRealtimeEntry(NOTIFICATIONS_LIVE_KEY)
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { useModelRealtime } from '../../data/lib/use-realtime.ts';
import { type NotificationEvent, NotificationEventModel } from './notification-events.ts';
import { showPush } from './push.ts';
import { useNotificationActions } from './use-notification-actions.ts';

export const NOTIFICATIONS_LIVE_KEY = 'notification-events';

export function useNotificationsLive() {
  const { user } = useAuth();
  const { open } = useNotificationActions();
  return useModelRealtime({
    key: NOTIFICATIONS_LIVE_KEY,
    model: NotificationEventModel,
    authMode: 'userPool',
    events: ['Create', 'Update'],
    enabled: Boolean(user),
    onChange(event, record) {
      if (event !== 'Create') return;
      const n = record as unknown as NotificationEvent;
      showPush(n, () => open(n));
    },
  });
}
