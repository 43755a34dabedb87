// A bare frame for pages that must not depend on the full site header: logo home link and content.
import { SITE } from '@innov/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Logo } from '../../layout/components/logo.tsx';
import { MAIN_CONTENT_ID } from '../../layout/components/skip-link.tsx';

export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: { xs: 2, md: 4 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Link href="/" aria-label={`${SITE.name} home`} sx={{ display: 'inline-flex' }}>
          <Logo alt="" />
        </Link>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
    </Box>
  );
}
