'use client';
// The dashboard's links, as a vertical list (side navigation, phone drawer) or a horizontal row (top navigation).
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import DashboardCustomizeOutlinedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePathname } from 'next/navigation';
import { createContext, Fragment, useContext } from 'react';
import { DASHBOARD_NAVIGATION, isActiveNavItem, type TDashboardNavItem, type TNavigation } from '../lib/navigation.ts';

/** The frame's navigation: the dashboard's, or the back-office's (DashboardShell's `navigation`). */
export const NavigationContext = createContext<TNavigation>(DASHBOARD_NAVIGATION);

const ICONS: Record<TDashboardNavItem['icon'], typeof SpaceDashboardOutlinedIcon> = {
  overview: SpaceDashboardOutlinedIcon,
  companies: ApartmentOutlinedIcon,
  teams: GroupsOutlinedIcon,
  ideas: EmojiObjectsOutlinedIcon,
  innovations: AssignmentIndOutlinedIcon,
  templates: DashboardCustomizeOutlinedIcon,
  campaigns: CampaignOutlinedIcon,
  myCampaigns: TaskAltOutlinedIcon,
  subscription: CreditCardOutlinedIcon,
  notifications: NotificationsNoneOutlinedIcon,
  account: AccountCircleOutlinedIcon,
  users: PeopleAltOutlinedIcon,
  workspaces: BusinessOutlinedIcon,
  content: ArticleOutlinedIcon,
  surveys: FactCheckOutlinedIcon,
  plans: LocalOfferOutlinedIcon,
  enquiries: MailOutlineIcon,
  newsletter: MarkEmailReadOutlinedIcon,
  payments: PaymentsOutlinedIcon,
  audit: HistoryOutlinedIcon,
};

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const { items } = useContext(NavigationContext);
  return (
    <List sx={{ px: 1.5, display: 'grid', gap: 0.5 }}>
      {items.map((item, index) => {
        const Icon = ICONS[item.icon];
        const active = isActiveNavItem(pathname, item, items);
        const startsGroup = item.group && item.group !== items[index - 1]?.group;
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
  const { items } = useContext(NavigationContext);
  return (
    <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5, flexWrap: 'wrap' }}>
      {items.map((item) => {
        const Icon = ICONS[item.icon];
        const active = isActiveNavItem(pathname, item, items);
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
