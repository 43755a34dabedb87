// The HTML document around every page: the root layout's, and the 404 page's for unknown paths
// (app/global-not-found.tsx), which Next renders without the root layout.
import '../root-styles.ts';
import { DEFAULT_SETTINGS, SITE } from '@innov/contracts';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from '../../../app/fonts.ts';
import { settingsAttributes, settingsScript } from '../../settings/lib/settings-script.ts';
import { LogoSymbol } from '../../site-ui/components/site-logo.tsx';
import { schemeBackground } from '../../theme/lib/palette.ts';
import { RootProviders } from './root-providers.tsx';

/** A page's document title: its own title, then the site's name. */
export function documentTitle(title: string): string {
  return `${title} | ${SITE.name}`;
}

export const rootMetadata: Metadata = {
  title: {
    default: `${SITE.name} · Software engineering, innovation launchpad and strategic partnerships`,
    template: documentTitle('%s'),
  },
  description: SITE.description,
  applicationName: SITE.name,
  authors: [{ name: SITE.legalName }],
  openGraph: {
    type: 'website',
    siteName: SITE.name,
    locale: SITE.locale.replace('-', '_'),
    description: SITE.description,
  },
  twitter: { card: 'summary' },
  formatDetection: { telephone: false },
};

export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'dark light',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: schemeBackground('light', DEFAULT_SETTINGS.contrast) },
    { media: '(prefers-color-scheme: dark)', color: schemeBackground('dark', DEFAULT_SETTINGS.contrast) },
  ],
};

// The defaults; the <head> script replaces them with the stored settings before first paint.
const { dir, ...htmlAttributes } = settingsAttributes(DEFAULT_SETTINGS);

export function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={SITE.locale} dir={dir} className={inter.variable} {...htmlAttributes} suppressHydrationWarning>
      <head>
        {/* Applies the stored palette mode and direction before first paint (no flash of the defaults). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own constants. */}
        <script dangerouslySetInnerHTML={{ __html: settingsScript() }} />
      </head>
      <body>
        <LogoSymbol />
        <RootProviders>{children}</RootProviders>
      </body>
    </html>
  );
}
