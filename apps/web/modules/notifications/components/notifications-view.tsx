'use client';
import { DATE_FORMAT, PAGE_SIZE } from '@innov/contracts';
// The dashboard's notifications page: which notification types the user gets and by which channels, a form
// to change them, and the list of their records, newest first, paged with the seed's token pagination (state
// in the URL, so next / previous survive a reload) and kept live by the realtime feed.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { DataProvider } from '../../data/components/data-provider.tsx';
import { LiveStatus } from '../../data/components/live-status.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import {
  currentToken,
  decodePage,
  hasNext,
  hasPrevious,
  itemRange,
  nextPage,
  type PageState,
  pageSearch,
  previousPage,
  withResult,
} from '../../data/lib/pagination.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { channelsText, type Notification, Notifications, newestFirst, TYPE_LABELS } from '../lib/notifications.ts';
import { useSeen } from '../lib/seen.ts';
import { useNotificationsFeed } from '../lib/use-notifications-feed.ts';
import { NotificationForm } from './notification-form.tsx';

/** Phones show type, channels, status and actions; the time of the last change from tablet width up. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

function RecordsTable({
  items,
  isUnread,
  onMarkRead,
  onDelete,
}: {
  items: Notification[];
  isUnread(n: Notification): boolean;
  onMarkRead(n: Notification): void;
  onDelete(n: Notification): void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Your notifications">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Type</TableCell>
            <TableCell scope="col">Channels</TableCell>
            <TableCell scope="col" sx={WIDE_ONLY}>
              Last change
            </TableCell>
            <TableCell scope="col">Status</TableCell>
            <TableCell scope="col" align="right">
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((n) => {
            const unread = isUnread(n);
            const title = `${TYPE_LABELS[n.type]} notifications`;
            return (
              <TableRow key={n.id} data-notification-type={n.type}>
                <TableCell component="th" scope="row">
                  {TYPE_LABELS[n.type]}
                </TableCell>
                <TableCell>{channelsText(n.channels)}</TableCell>
                <TableCell sx={WIDE_ONLY}>{format(new Date(n.updatedAt), DATE_FORMAT)}</TableCell>
                <TableCell>
                  {unread ? (
                    <Chip size="small" color="primary" label="New" />
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      Read
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
                    {unread ? (
                      <Button size="small" onClick={() => onMarkRead(n)} aria-label={`Mark ${title} as read`}>
                        Mark as read
                      </Button>
                    ) : null}
                    <IconButton size="small" aria-label={`Delete ${title}`} onClick={() => onDelete(n)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function View() {
  const { user } = useAuth();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const page = useMemo(() => decodePage(new URLSearchParams(searchParams.toString()), PAGE_SIZE), [searchParams]);
  const { list, live } = useNotificationsFeed('page', { limit: page.pageSize, nextToken: currentToken(page) });
  const [remove] = Notifications.useDelete();
  const call = useCall();
  const seen = useSeen(user?.id);
  const items = useMemo(() => newestFirst(list.data?.items ?? []), [list.data]);
  const shown: PageState = list.data
    ? withResult(page, { count: list.data.items.length, nextToken: list.data.nextToken })
    : page;
  const range = itemRange(shown);

  const { prune } = seen;
  useEffect(() => {
    // Only a first page that holds everything tells which records are gone.
    if (list.data && page.page === 0 && !list.data.nextToken) prune(list.data.items);
  }, [list.data, page.page, prune]);

  const go = (next: PageState) => {
    const search = pageSearch(next, new URLSearchParams(searchParams.toString()));
    router.push(search ? `${pathname}?${search}` : pathname);
  };

  async function onDelete(n: Notification) {
    await call(() => remove({ id: n.id }).unwrap(), {
      progress: true,
      success: `${TYPE_LABELS[n.type]} notifications deleted`,
    });
  }

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack sx={{ gap: 1 }}>
        <Typography variant="h4" component="h1">
          Notifications
        </Typography>
        <Typography color="text.secondary">
          Choose which notifications you get and how. Changes made on your other devices appear here as they happen.
        </Typography>
        <LiveStatus entry={live} />
      </Stack>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Add or change a notification
          </Typography>
          <NotificationForm existing={list.data?.items ?? []} onSaved={(record) => seen.markRead([record])} />
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="h6" component="h2">
              Your notifications
            </Typography>
            <Button size="small" disabled={!items.some((n) => seen.isUnread(n))} onClick={() => seen.markRead(items)}>
              Mark all as read
            </Button>
          </Stack>
          {list.isLoading ? (
            <Stack sx={{ gap: 1 }} aria-label="Loading notifications">
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          ) : list.error ? (
            <Alert severity="error">{toErrorMessage(list.error)}</Alert>
          ) : items.length === 0 ? (
            <Typography color="text.secondary">
              {page.page === 0 ? 'You have no notifications set up yet.' : 'This page is empty.'}
            </Typography>
          ) : (
            <RecordsTable
              items={items}
              isUnread={(n) => seen.isUnread(n)}
              onMarkRead={(n) => seen.markRead([n])}
              onDelete={(n) => void onDelete(n)}
            />
          )}
          <Stack
            component="nav"
            aria-label="Notification pages"
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 2 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
              {range.to > 0 ? `${range.from}–${range.to}` : null}
            </Typography>
            <Button size="small" disabled={!hasPrevious(shown)} onClick={() => go(previousPage(shown))}>
              Previous
            </Button>
            <Button size="small" disabled={!hasNext(shown)} onClick={() => go(nextPage(shown))}>
              Next
            </Button>
          </Stack>
        </CardContent>
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
