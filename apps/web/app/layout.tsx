import '../modules/site-ui/theme.css';
// The public pages' kit comes before any route's CSS modules, so their rules win over it at equal specificity.
import '../modules/site-ui/site.css';
import './globals.css';
import { DEFAULT_SETTINGS, SITE } from '@innov/contracts';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { RootProviders } from '../modules/layout/components/root-providers.tsx';
import { settingsAttributes, settingsScript } from '../modules/settings/lib/settings-script.ts';
import { LogoSymbol } from '../modules/site-ui/components/site-logo.tsx';
import { schemeBackground } from '../modules/theme/lib/palette.ts';
import { inter } from './fonts.ts';

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

// The defaults; the <head> script replaces them with the stored settings before first paint.
const { dir, ...htmlAttributes } = settingsAttributes(DEFAULT_SETTINGS);

export default function RootLayout({ children }: { children: ReactNode }) {
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
