'use client';
// The notifications bell of the dashboard's top bar: the unread count the server keeps (listMyNotifications),
// live through the owner's notification feed, and a popover with the newest notifications: following one opens
// what it is about and marks it read; "Mark all as read"; "View all" opens the centre. It keeps the tab's live
// feed open (which also shows PUSH notifications), gives a profile without a time zone the browser's, and provides the data store itself, so it works wherever it
// is placed.
//
// Usage: <NotificationsMenu />   (inside the dashboard, where the auth provider is)
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useProfileSettings } from '../../account/lib/profile.ts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { DataProvider } from '../../data/components/data-provider.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { MyNotifications, NOTIFICATIONS_MENU_LIMIT } from '../lib/notification-events.ts';
import { useNow } from '../lib/relative-time.ts';
import { NOTIFICATIONS_HREF, useNotificationActions } from '../lib/use-notification-actions.ts';
import { useNotificationsLive } from '../lib/use-notifications-live.ts';
import { NotificationItem } from './notification-item.tsx';

export { NOTIFICATIONS_HREF };

function unreadLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

function Menu() {
  const { user } = useAuth();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const list = MyNotifications.useQuery({ variables: { limit: NOTIFICATIONS_MENU_LIMIT } }, { skip: !user });
  const live = useNotificationsLive();
  // The PRODUCT digest goes out at 08:00 in the profile's time zone: the browser's until the user picks one.
  useProfileSettings();
  const { markRead, markAllRead, markingAll } = useNotificationActions();
  const now = useNow();
  const items = list.data?.items ?? [];
  const unread = list.data?.unreadCount ?? 0;
  const open = Boolean(anchor);
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={unreadLabel(unread)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-unread-count={unread}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 400, maxWidth: 'calc(100vw - 24px)', display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, pt: 1.5, pb: 1 }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Notifications
            {unread > 0 ? (
              <Typography component="span" variant="body2" sx={{ ml: 1, color: 'text.secondary' }}>
                {unread} unread
              </Typography>
            ) : null}
          </Typography>
          <Button size="small" disabled={unread === 0 || markingAll} onClick={() => void markAllRead()}>
            Mark all as read
          </Button>
        </Stack>
        {live.status === 'failed' ? (
          <Typography variant="caption" sx={{ px: 2, pb: 1, color: 'text.secondary' }} role="status">
            Live updates are off. New notifications show when you reopen this.
          </Typography>
        ) : null}
        <Divider />
        <Box sx={{ overflowY: 'auto', maxHeight: 'min(480px, calc(100dvh - 200px))' }}>
          {list.isLoading || (!list.data && !list.error) ? (
            <Stack sx={{ p: 2, gap: 1.5 }} aria-label="Loading notifications" role="status">
              {[0, 1, 2].map((i) => (
                <Stack key={i} direction="row" sx={{ gap: 1.5 }}>
                  <Skeleton variant="circular" width={32} height={32} />
                  <Box sx={{ flex: 1 }}>
                    <Skeleton width="70%" />
                    <Skeleton width="90%" />
                  </Box>
                </Stack>
              ))}
            </Stack>
          ) : list.error ? (
            <RetryAlert sx={{ m: 2 }} onRetry={() => void list.refetch()}>
              {toErrorMessage(list.error)}
            </RetryAlert>
          ) : items.length === 0 ? (
            <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 5, gap: 1 }}>
              <NotificationsNoneOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
              <Typography sx={{ fontWeight: 600 }}>No notifications yet</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                We’ll let you know here when something happens in your account or workspace.
              </Typography>
            </Stack>
          ) : (
            <List aria-label="Latest notifications" sx={{ py: 0 }}>
              {items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  now={now}
                  dense
                  onOpen={(item) => {
                    close();
                    void markRead(item);
                  }}
                />
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
          <Button href={NOTIFICATIONS_HREF} onClick={close} fullWidth>
            View all notifications
          </Button>
        </Box>
      </Popover>
    </>
  );
}

export function NotificationsMenu() {
  return (
    <DataProvider>
      <Menu />
    </DataProvider>
  );
}

export default NotificationsMenu;
