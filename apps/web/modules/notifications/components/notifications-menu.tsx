'use client';
import { PAGE_SIZE } from '@innov/contracts';
// The notifications bell of the dashboard's top bar: the number of unread notification records on a badge,
// and a popover listing the signed-in user's records newest first, with mark as read, delete, mark all as
// read and the live-update state. It provides the data store itself, so it works wherever it is placed.
//
// Usage: <NotificationsMenu />   (inside the dashboard, where the auth provider is)
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DoneIcon from '@mui/icons-material/Done';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDistanceToNow } from 'date-fns';
import { useEffect, useId, useMemo, useState } from 'react';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { DataProvider } from '../../data/components/data-provider.tsx';
import { LiveStatus } from '../../data/components/live-status.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { channelsText, type Notification, Notifications, newestFirst, TYPE_LABELS } from '../lib/notifications.ts';
import { useSeen } from '../lib/seen.ts';
import { useNotificationsFeed } from '../lib/use-notifications-feed.ts';

export const NOTIFICATIONS_HREF = '/dashboard/notifications';

function Menu() {
  const { user } = useAuth();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { list, live } = useNotificationsFeed('menu', { limit: PAGE_SIZE });
  const [remove] = Notifications.useDelete();
  const call = useCall();
  const seen = useSeen(user?.id);
  const items = useMemo(() => newestFirst(list.data?.items ?? []), [list.data]);
  const unread = items.filter((n) => seen.isUnread(n));

  // Forget what was seen of records that are gone (deleted here or elsewhere).
  const { prune } = seen;
  useEffect(() => {
    if (list.data) prune(list.data.items);
  }, [list.data, prune]);

  const open = Boolean(anchor);
  const label = unread.length > 0 ? `Notifications, ${unread.length} unread` : 'Notifications';

  async function onDelete(n: Notification) {
    await call(() => remove({ id: n.id }).unwrap(), {
      progress: true,
      success: `${TYPE_LABELS[n.type]} notifications deleted`,
    });
  }

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread.length} color="error" max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Stack sx={{ px: 2, pt: 2, pb: 1, gap: 0.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography id={titleId} variant="h6" component="h2">
              Notifications
            </Typography>
            <Button size="small" disabled={unread.length === 0} onClick={() => seen.markRead(items)}>
              Mark all as read
            </Button>
          </Stack>
          <LiveStatus entry={live} dense />
        </Stack>
        <Divider />
        {list.isLoading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading notifications" />
          </Box>
        ) : list.error ? (
          <Typography role="alert" color="error" sx={{ p: 2 }}>
            {toErrorMessage(list.error)}
          </Typography>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            You have no notifications set up yet.
          </Typography>
        ) : (
          <List aria-label="Your notifications" sx={{ py: 0 }}>
            {items.map((n) => {
              const isNew = seen.isUnread(n);
              const title = `${TYPE_LABELS[n.type]} notifications`;
              return (
                <ListItem
                  key={n.id}
                  divider
                  sx={{ pr: 12, bgcolor: isNew ? 'action.hover' : undefined }}
                  secondaryAction={
                    <Stack direction="row">
                      {isNew ? (
                        <IconButton aria-label={`Mark ${title} as read`} onClick={() => seen.markRead([n])}>
                          <DoneIcon fontSize="small" />
                        </IconButton>
                      ) : null}
                      <IconButton aria-label={`Delete ${title}`} onClick={() => void onDelete(n)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  }
                >
                  <ListItemText
                    primary={
                      <>
                        {title}
                        {isNew ? (
                          <Typography
                            component="span"
                            variant="caption"
                            color="primary"
                            sx={{ ml: 1, fontWeight: 700 }}
                          >
                            New
                          </Typography>
                        ) : null}
                      </>
                    }
                    secondary={`${channelsText(n.channels)} · changed ${formatDistanceToNow(new Date(n.updatedAt), { addSuffix: true })}`}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        <Box sx={{ p: 1.5, textAlign: 'right' }}>
          <Button href={NOTIFICATIONS_HREF} onClick={() => setAnchor(null)}>
            Manage notifications
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
