'use client';
// /dashboard/notifications, the notification centre: everything that happened to the user, newest first, from
// the server (listMyNotifications), All or Unread (kept in the URL: ?filter=unread), paged with "Load more",
// live through the tab's notification feed (the bell keeps it open). Following one opens what it is about and
// marks it read; unread ones can be marked read in place, or all at once. The preferences (which channels each
// type goes to) are on the account page.
import { PAGE_SIZE } from '@innov/contracts';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { DataProvider } from '../../data/components/data-provider.tsx';
import { LiveStatus } from '../../data/components/live-status.tsx';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useRealtimeEntry } from '../../data/lib/use-realtime.ts';
import { MyNotifications, uniqueById } from '../lib/notification-events.ts';
import { useNow } from '../lib/relative-time.ts';
import { useNotificationActions } from '../lib/use-notification-actions.ts';
import { NOTIFICATIONS_LIVE_KEY } from '../lib/use-notifications-live.ts';
import { NotificationItem } from './notification-item.tsx';

export const NOTIFICATION_PREFERENCES_HREF = '/dashboard/account#notifications';

type TFilter = 'all' | 'unread';

function EmptyState({ filter, onShowAll }: { filter: TFilter; onShowAll(): void }) {
  const unread = filter === 'unread';
  const Icon = unread ? MarkEmailReadOutlinedIcon : InboxOutlinedIcon;
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1 }}>
      <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="h2">
        {unread ? 'You’re all caught up' : 'No notifications yet'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 440 }}>
        {unread
          ? 'You have no unread notifications.'
          : 'When something happens in your account or workspace, such as a sign-in from a new device or a decision on your workspace, it shows up here.'}
      </Typography>
      {unread ? (
        <Button onClick={onShowAll} sx={{ mt: 1 }}>
          Show all notifications
        </Button>
      ) : null}
    </Stack>
  );
}

function LoadingRows() {
  return (
    <Stack sx={{ p: 2, gap: 2 }} role="status" aria-label="Loading notifications">
      {[0, 1, 2, 3].map((i) => (
        <Stack key={i} direction="row" sx={{ gap: 1.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="85%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function View() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filter: TFilter = searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  const pages = MyNotifications.usePages({
    variables: { limit: PAGE_SIZE, ...(filter === 'unread' ? { unreadOnly: true } : {}) },
  });
  const live = useRealtimeEntry(NOTIFICATIONS_LIVE_KEY);
  const { markRead, markAllRead, markingAll } = useNotificationActions();
  const now = useNow();

  const loaded = pages.data?.pages ?? [];
  const items = uniqueById(loaded.flatMap((p) => p?.items ?? []));
  const unreadCount = loaded[0]?.unreadCount ?? 0;

  const setFilter = (next: TFilter) => {
    const params = new URLSearchParams(searchParams.toString());
    if (next === 'unread') params.set('filter', 'unread');
    else params.delete('filter');
    const search = params.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };

  return (
    <Stack sx={{ gap: 3, maxWidth: 880 }}>
      <Stack sx={{ gap: 1 }}>
        <Typography variant="h4" component="h1">
          Notifications
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          What happened in your account and workspace, newest first. Choose how each kind reaches you in{' '}
          <Link href={NOTIFICATION_PREFERENCES_HREF}>your notification settings</Link>.
        </Typography>
        <LiveStatus entry={live} />
      </Stack>

      <Card variant="outlined">
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            flexWrap: 'wrap',
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filter}
            onChange={(_event, next: TFilter | null) => {
              if (next) setFilter(next);
            }}
            aria-label="Show"
          >
            <ToggleButton value="all" sx={{ px: 2 }}>
              All
            </ToggleButton>
            <ToggleButton value="unread" sx={{ px: 2 }}>
              Unread{unreadCount > 0 ? ` (${unreadCount})` : ''}
            </ToggleButton>
          </ToggleButtonGroup>
          <Button
            size="small"
            startIcon={<DoneAllIcon aria-hidden />}
            disabled={unreadCount === 0 || markingAll}
            onClick={() => void markAllRead()}
          >
            Mark all as read
          </Button>
        </Stack>

        {pages.isLoading ? (
          <LoadingRows />
        ) : pages.isError && items.length === 0 ? (
          <RetryAlert sx={{ m: 2 }} onRetry={() => void pages.refetch()}>
            {toErrorMessage(pages.error)}
          </RetryAlert>
        ) : items.length === 0 ? (
          <EmptyState filter={filter} onShowAll={() => setFilter('all')} />
        ) : (
          <List aria-label={filter === 'unread' ? 'Unread notifications' : 'All notifications'} sx={{ py: 0 }}>
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                now={now}
                onOpen={(item) => void markRead(item)}
                onMarkRead={(item) => void markRead(item)}
              />
            ))}
          </List>
        )}

        {items.length > 0 ? (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, py: 1.5, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
              {pages.hasNextPage
                ? `Showing the newest ${items.length}`
                : `${items.length} ${items.length === 1 ? 'notification' : 'notifications'}, that’s all`}
            </Typography>
            {pages.hasNextPage ? <LoadMoreButton variant="outlined" size="small" pages={pages} /> : null}
          </Stack>
        ) : null}
      </Card>
    </Stack>
  );
}

export function NotificationsView() {
  return (
    <DataProvider>
      <View />
    </DataProvider>
  );
}
