'use client';
// The public site's header: logo, services menu, main links, settings gear, account buttons, and the
// drawer menu on small screens. Its colour follows the `navColor` display setting.
import { SITE, type TSettings } from '@innov/contracts';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { usePathname } from 'next/navigation';
import { Logo } from '../../layout/components/logo.tsx';
import { SiteContainer } from '../../layout/components/site-container.tsx';
import { SettingsButton } from '../../settings/components/settings-button.tsx';
import { useSettings } from '../../settings/lib/settings-context.tsx';
import { isActiveHref, MAIN_LINKS, SIGN_IN_HREF, SIGN_UP_HREF } from '../lib/navigation.ts';
import { MobileNav } from './mobile-nav.tsx';
import { ServicesMenu } from './services-menu.tsx';

const NAV_COLOR_STYLES: Record<TSettings['navColor'], object> = {
  evident: {
    bgcolor: 'background.paper',
    borderBottom: 1,
    borderColor: 'divider',
    boxShadow: 'inset 0 3px 0 var(--mui-palette-primary-main)',
  },
  discrete: { bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' },
  'blend-in': {
    bgcolor: 'rgba(var(--mui-palette-background-defaultChannel) / 0.8)',
    backdropFilter: 'blur(12px)',
    borderBottom: 1,
    borderColor: 'transparent',
  },
};

export function SiteHeader() {
  const pathname = usePathname();
  const { settings } = useSettings();

  return (
    <AppBar position="sticky" sx={{ ...NAV_COLOR_STYLES[settings.navColor], color: 'text.primary' }}>
      <SiteContainer>
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: { xs: 1, md: 2 } }}>
          <Link
            href="/"
            aria-label={`${SITE.name} home`}
            data-testid="header-logo"
            sx={{ display: 'inline-flex', borderRadius: 1, flexShrink: 0 }}
          >
            <Logo alt="" />
          </Link>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, ml: 3 }}
          >
            <ServicesMenu />
            {MAIN_LINKS.map((link) => {
              const active = isActiveHref(pathname, link.href);
              return (
                <Button
                  key={link.href}
                  href={link.href}
                  color="inherit"
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    fontWeight: active ? 700 : 600,
                    textDecoration: active ? 'underline' : 'none',
                    textUnderlineOffset: '0.4em',
                    textDecorationThickness: 2,
                  }}
                >
                  {link.title}
                </Button>
              );
            })}
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, ml: 'auto' }}>
            <SettingsButton />
            <Button
              href={SIGN_IN_HREF}
              color="inherit"
              variant="outlined"
              sx={{ display: { xs: 'none', md: 'inline-flex' }, borderColor: 'divider' }}
            >
              Sign in
            </Button>
            <Button href={SIGN_UP_HREF} variant="contained" sx={{ display: { xs: 'none', lg: 'inline-flex' } }}>
              Get started
            </Button>
            <MobileNav />
          </Stack>
        </Toolbar>
      </SiteContainer>
    </AppBar>
  );
}
