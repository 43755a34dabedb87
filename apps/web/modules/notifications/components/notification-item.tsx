'use client';
// One notification in a list (the bell's and the centre's): what kind it is, its title and text, when, and
// whether it is unread (a dot, the title in bold, and the word for screen readers). The whole row is a link to
// what it is about; following it marks it read. The centre adds a "Mark as read" button beside unread rows.
import type { NotificationType } from '@innov/contracts';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DoneIcon from '@mui/icons-material/Done';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import WidgetsOutlinedIcon from '@mui/icons-material/WidgetsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import { isUnread, type NotificationEvent, notificationHref } from '../lib/notification-events.ts';
import { TYPE_LABELS } from '../lib/notifications.ts';
import { fullTime, relativeTime } from '../lib/relative-time.ts';
import { NOTIFICATIONS_HREF } from '../lib/use-notification-actions.ts';

const TYPE_ICONS: Record<NotificationType, typeof ShieldOutlinedIcon> = {
  SECURITY: ShieldOutlinedIcon,
  PRODUCT: WidgetsOutlinedIcon,
  MARKETING: CampaignOutlinedIcon,
};

const TYPE_COLORS: Record<NotificationType, 'warning' | 'primary' | 'secondary'> = {
  SECURITY: 'warning',
  PRODUCT: 'primary',
  MARKETING: 'secondary',
};

export interface TNotificationItemProps {
  notification: NotificationEvent;
  now: Date;
  /** Following the row: mark it read (the link itself navigates). */
  onOpen(n: NotificationEvent): void;
  /** The centre's "Mark as read" button beside an unread row. */
  onMarkRead?(n: NotificationEvent): void;
  dense?: boolean;
}

export function NotificationItem({ notification: n, now, onOpen, onMarkRead, dense = false }: TNotificationItemProps) {
  const unread = isUnread(n);
  const Icon = TYPE_ICONS[n.type] ?? WidgetsOutlinedIcon;
  const color = TYPE_COLORS[n.type] ?? 'primary';
  const meta = [TYPE_LABELS[n.type] ?? n.type, n.actorName ? `by ${n.actorName}` : null].filter(Boolean).join(' · ');
  const markButton =
    onMarkRead && unread ? (
      <Tooltip title="Mark as read">
        <IconButton aria-label={`Mark “${n.title}” as read`} onClick={() => onMarkRead(n)} edge="end" size="small">
          <DoneIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : undefined;

  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={markButton}
      data-notification-id={n.id}
      data-unread={unread ? 'true' : 'false'}
      sx={(theme) => ({
        bgcolor: unread ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.05) : undefined,
        '& .MuiListItemSecondaryAction-root': { top: dense ? 28 : 32, transform: 'none' },
      })}
    >
      <ListItemButton
        href={notificationHref(n.link, NOTIFICATIONS_HREF)}
        onClick={() => onOpen(n)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: dense ? 1.25 : 1.75, px: 2, pr: markButton ? 7 : 2 }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            width: dense ? 32 : 40,
            height: dense ? 32 : 40,
            mt: 0.25,
            borderRadius: '50%',
            color: `${color}.main`,
            bgcolor: alpha(theme.palette[color].main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
          })}
        >
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="span"
              variant="body2"
              sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 700 : 500, color: 'text.primary' }}
            >
              {unread ? (
                <Box component="span" sx={visuallyHidden}>
                  Unread:{' '}
                </Box>
              ) : null}
              {n.title}
            </Typography>
            <Typography
              component="time"
              variant="caption"
              dateTime={n.createdAt}
              title={fullTime(n.createdAt)}
              sx={{ flexShrink: 0, color: 'text.secondary', whiteSpace: 'nowrap' }}
            >
              {relativeTime(n.createdAt, now)}
            </Typography>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 8,
                height: 8,
                borderRadius: '50%',
                alignSelf: 'center',
                bgcolor: unread ? 'primary.main' : 'transparent',
              }}
            />
          </Box>
          {n.body ? (
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                mt: 0.25,
                display: '-webkit-box',
                WebkitLineClamp: dense ? 2 : 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {n.body}
            </Typography>
          ) : null}
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {meta}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
