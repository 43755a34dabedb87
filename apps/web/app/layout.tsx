import '@fontsource-variable/inter/wght.css';
import { DEFAULT_SETTINGS, SITE } from '@innov/contracts';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppProviders } from '../modules/layout/components/app-providers.tsx';
import { settingsScript } from '../modules/settings/lib/settings-script.ts';
import { schemeBackground } from '../modules/theme/lib/palette.ts';
import { COLOR_SCHEME_ATTRIBUTE } from '../modules/theme/lib/theme-constants.ts';

export const metadata: Metadata = {
  title: {
    default: `${SITE.name} · Software engineering, innovation launchpad and strategic partnerships`,
    template: `%s | ${SITE.name}`,
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

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'dark light',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: schemeBackground('light', DEFAULT_SETTINGS.contrast) },
    { media: '(prefers-color-scheme: dark)', color: schemeBackground('dark', DEFAULT_SETTINGS.contrast) },
  ],
};

const htmlAttributes = { [COLOR_SCHEME_ATTRIBUTE]: DEFAULT_SETTINGS.paletteMode };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={SITE.locale} dir={DEFAULT_SETTINGS.direction} {...htmlAttributes} suppressHydrationWarning>
      <head>
        {/* Applies the stored palette mode and direction before first paint (no flash of the defaults). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own constants. */}
        <script dangerouslySetInnerHTML={{ __html: settingsScript() }} />
      </head>
      <body>
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
