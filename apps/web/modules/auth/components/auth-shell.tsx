// The frame of every auth page: skip link, a slim header (logo home, settings), and the page content beside a
// brand panel on wide screens. Phone: the form alone, full width.
import { SITE } from '@innov/contracts';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../../layout/components/logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../layout/components/skip-link.tsx';
import { SettingsButton } from '../../settings/components/settings-button.tsx';

const HIGHLIGHTS = [
  'One workspace for your teams, companies and campaigns',
  'Ideas, collaborations and subscriptions in one dashboard',
  'Your data stays yours: export or delete it at any time',
];

export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, md: 4 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Link href="/" aria-label={`${SITE.name} home`} sx={{ display: 'inline-flex', borderRadius: 1 }}>
          <Logo alt="" />
        </Link>
        <SettingsButton />
      </Box>
      <Box sx={{ flexGrow: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
        <Box
          component="aside"
          aria-label={`About ${SITE.name}`}
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'center',
            px: { md: 6, lg: 10 },
            py: 8,
            borderInlineEnd: 1,
            borderColor: 'divider',
            backgroundImage:
              'radial-gradient(80% 60% at 0% 0%, rgba(var(--mui-palette-primary-mainChannel) / 0.18), transparent 70%), radial-gradient(60% 50% at 100% 100%, rgba(var(--mui-palette-secondary-mainChannel) / 0.14), transparent 70%)',
          }}
        >
          <Typography component="p" variant="overline" color="primary.main" sx={{ fontWeight: 700 }}>
            {SITE.name}
          </Typography>
          <Typography component="p" variant="h3" sx={{ mt: 1, maxWidth: 440 }}>
            From idea to launch, with the right team beside you.
          </Typography>
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, gap: 2 }}>
            {HIGHLIGHTS.map((text) => (
              <Stack component="li" key={text} direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                <CheckCircleOutlineIcon aria-hidden color="secondary" sx={{ mt: '2px' }} />
                <Typography color="text.secondary">{text}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            outline: 'none',
            display: 'flex',
            justifyContent: 'center',
            alignItems: { xs: 'flex-start', md: 'center' },
            px: { xs: 2, sm: 4 },
            py: { xs: 4, md: 8 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 460 }}>{children}</Box>
        </Box>
      </Box>
    </Box>
  );
}
