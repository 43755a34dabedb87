'use client';
// The live feed of the signed-in user's notifications: the data service's owner-scoped onCreate and onUpdate
// of NotificationEvent. Each event refetches the lists that show notifications (the bell's and the centre's:
// their queries name the model), so the unread count is the server's; a new one the user wants as PUSH shows as
// a browser notification. One feed per tab: the bell keeps it open, the centre reads its state by key.
// A new `workspace.*` or `team.*` one means the user's role or membership changed: the session and the cached
// workspace and team answers are refreshed (dashboard/lib/use-membership-refresh.ts), so menus follow at once.
//
// Usage: const live = useNotificationsLive();   elsewhere: useRealtimeEntry(NOTIFICATIONS_LIVE_KEY)
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { useMembershipRefresh } from '../../dashboard/lib/use-membership-refresh.ts';
import { useModelRealtime } from '../../data/lib/use-realtime.ts';
import { type NotificationEvent, NotificationEventModel } from './notification-events.ts';
import { showPush } from './push.ts';
import { useNotificationActions } from './use-notification-actions.ts';

export const NOTIFICATIONS_LIVE_KEY = 'notification-events';

export function useNotificationsLive() {
  const { user } = useAuth();
  const { open } = useNotificationActions();
  const refreshMembership = useMembershipRefresh();
  return useModelRealtime({
    key: NOTIFICATIONS_LIVE_KEY,
    model: NotificationEventModel,
    authMode: 'userPool',
    events: ['Create', 'Update'],
    enabled: Boolean(user),
    onChange(event, record) {
      if (event !== 'Create') return;
      const n = record as unknown as NotificationEvent;
      void refreshMembership(n.kind);
      showPush(n, () => open(n));
    },
  });
}
