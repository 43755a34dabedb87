'use client';
// The dashboard's links, as a vertical list (side navigation, phone drawer) or a horizontal row (top navigation).
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import DashboardCustomizeOutlinedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePathname } from 'next/navigation';
import { Fragment } from 'react';
import { DASHBOARD_NAV, isActiveNavItem, type TDashboardNavItem } from '../lib/navigation.ts';

const ICONS: Record<TDashboardNavItem['icon'], typeof SpaceDashboardOutlinedIcon> = {
  overview: SpaceDashboardOutlinedIcon,
  companies: ApartmentOutlinedIcon,
  teams: GroupsOutlinedIcon,
  ideas: EmojiObjectsOutlinedIcon,
  innovations: AssignmentIndOutlinedIcon,
  templates: DashboardCustomizeOutlinedIcon,
  notifications: NotificationsNoneOutlinedIcon,
  account: AccountCircleOutlinedIcon,
};

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <List sx={{ px: 1.5, display: 'grid', gap: 0.5 }}>
      {DASHBOARD_NAV.map((item, index) => {
        const Icon = ICONS[item.icon];
        const active = isActiveNavItem(pathname, item.href);
        const startsGroup = item.group && item.group !== DASHBOARD_NAV[index - 1]?.group;
        return (
          <Fragment key={item.href}>
            {startsGroup && (
              <li>
                <Typography
                  variant="overline"
                  sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2, color: 'text.secondary', fontWeight: 700 }}
                >
                  {item.group}
                </Typography>
              </li>
            )}
            <li>
              <ListItemButton
                href={item.href}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ borderRadius: 1.5, '&.Mui-selected': { color: 'primary.main', fontWeight: 700 } }}
              >
                <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
                  <Icon aria-hidden />
                </ListItemIcon>
                <ListItemText primary={item.title} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
              </ListItemButton>
            </li>
          </Fragment>
        );
      })}
    </List>
  );
}

export function NavRow() {
  const pathname = usePathname();
  return (
    <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5, flexWrap: 'wrap' }}>
      {DASHBOARD_NAV.map((item) => {
        const Icon = ICONS[item.icon];
        const active = isActiveNavItem(pathname, item.href);
        return (
          <li key={item.href}>
            <Button
              href={item.href}
              color={active ? 'primary' : 'inherit'}
              aria-current={active ? 'page' : undefined}
              startIcon={<Icon aria-hidden />}
              sx={{
                fontWeight: active ? 700 : 600,
                textDecoration: active ? 'underline' : 'none',
                textUnderlineOffset: '0.4em',
                textDecorationThickness: 2,
              }}
            >
              {item.title}
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
