// The frame of every public page: skip link, header, main landmark, footer, cookie notice. Public pages are
// server-rendered HTML styled by the site's static CSS (modules/site-ui); only small islands hydrate. The islands
// marker tells the server to send the page without Next's client runtime and with the islands script instead.
import type { ReactNode } from 'react';
import { CookieNotice } from '../../cookies/components/cookie-notice.tsx';
import { ISLANDS_MARKER_ID } from '../../islands/markup.ts';
import { MAIN_CONTENT_ID } from '../../layout/lib/landmarks.ts';
import { SkipLink } from '../../site-ui/components/skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <CookieNotice />
      <script type="application/json" id={ISLANDS_MARKER_ID}>
        {'{}'}
      </script>
    </div>
  );
}
