'use client';
import { SITE } from '@innov/contracts';
// The dashboard's frame: side navigation (layout `vertical`) or top navigation (layout `horizontal`) per the
// display settings, coloured per `navColor`; a top bar with the workspace, the settings gear, the
// notifications menu and the user menu; on phones (and narrow windows) the navigation opens in a drawer.
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { usePathname } from 'next/navigation';
import { type ReactNode, useContext, useEffect, useId, useState } from 'react';
import { Logo } from '../../layout/components/logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../layout/components/skip-link.tsx';
import { NotificationsMenu } from '../../notifications/components/notifications-menu.tsx';
import { SettingsButton } from '../../settings/components/settings-button.tsx';
import { useSettings } from '../../settings/lib/settings-context.tsx';
import { DASHBOARD_HREF, DASHBOARD_NAVIGATION, type TNavigation } from '../lib/navigation.ts';
import { NavigationContext, NavList, NavRow } from './nav-links.tsx';
import { navSurface } from './nav-style.ts';
import { UserMenu } from './user-menu.tsx';
import { WorkspaceLabel } from './workspace-label.tsx';

const SIDE_NAV_WIDTH = 272;

function HomeLink({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      href={DASHBOARD_HREF}
      aria-label={`${SITE.name} dashboard`}
      sx={{ display: 'inline-flex', borderRadius: 1, flexShrink: 0 }}
    >
      <Logo alt="" width={compact ? 110 : undefined} height={compact ? 36 : undefined} />
    </Link>
  );
}

function MobileNavDrawer({ open, onClose, id }: { open: boolean; onClose: () => void; id: string }) {
  const { label } = useContext(NavigationContext);
  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': `${label} menu`,
          sx: { width: 300, maxWidth: '100%' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <HomeLink compact />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2.5, pb: 1.5 }}>
        <WorkspaceLabel />
      </Box>
      <Divider />
      <Box component="nav" aria-label={label}>
        <NavList onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}

/** `navigation`: the frame's links (the dashboard's by default; the back-office passes its own). */
export function DashboardShell({
  children,
  navigation = DASHBOARD_NAVIGATION,
}: {
  children: ReactNode;
  navigation?: TNavigation;
}) {
  const { settings } = useSettings();
  const pathname = usePathname();
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const vertical = settings.layout === 'vertical';
  // Where the fixed navigation takes over from the drawer.
  const wide = vertical ? 'lg' : 'md';

  // A followed link closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const topBar = (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ ...navSurface(vertical ? 'discrete' : settings.navColor, 'bottom'), color: 'text.primary' }}
      data-testid="dashboard-top-bar"
    >
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 64 } }}>
        <IconButton
          color="inherit"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? drawerId : undefined}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { [wide]: 'none' }, ml: -1 }}
        >
          <MenuIcon />
        </IconButton>
        {!vertical && (
          <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            <HomeLink compact />
          </Box>
        )}
        <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
          <WorkspaceLabel />
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, ml: 'auto' }}>
          <NotificationsMenu />
          <SettingsButton />
          <UserMenu />
        </Stack>
      </Toolbar>
      {!vertical && (
        <Box
          component="nav"
          aria-label={navigation.label}
          sx={{ display: { xs: 'none', [wide]: 'block' }, px: 2, pb: 1 }}
          data-testid="dashboard-top-nav"
        >
          <NavRow />
        </Box>
      )}
    </AppBar>
  );

  return (
    <NavigationContext.Provider value={navigation}>
      <Box sx={{ display: 'flex', minHeight: '100dvh' }} data-layout={settings.layout}>
        <SkipLink />
        {vertical && (
          <Box
            component="aside"
            aria-label={`${navigation.label} navigation`}
            data-testid="dashboard-side-nav"
            sx={{
              display: { xs: 'none', [wide]: 'flex' },
              flexDirection: 'column',
              width: SIDE_NAV_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              top: 0,
              height: '100dvh',
              overflowY: 'auto',
              ...navSurface(settings.navColor, 'inline-end'),
            }}
          >
            <Box sx={{ px: 3, py: 2.5 }}>
              <HomeLink />
            </Box>
            <Box component="nav" aria-label={navigation.label}>
              <NavList />
            </Box>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
          {topBar}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{
              flexGrow: 1,
              outline: 'none',
              px: { xs: 2, sm: 3, lg: 5 },
              py: { xs: 3, md: 4 },
              width: '100%',
              maxWidth: settings.stretch ? 'none' : 1200,
              mx: 'auto',
            }}
          >
            {children}
          </Box>
        </Box>
        <MobileNavDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      </Box>
    </NavigationContext.Provider>
  );
}
