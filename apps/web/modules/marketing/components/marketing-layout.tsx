// The frame of every public page: skip link, header, main landmark, footer, cookie notice.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CookieNotice } from '../../cookies/components/cookie-notice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../layout/components/skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
      <CookieNotice />
    </Box>
  );
}
