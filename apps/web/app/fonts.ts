// Inter (variable weight, Latin) through next/font: the file is self-hosted and preloaded, and next/font adds a
// fallback face with Inter's metrics, so text keeps its size and place when the font arrives.
import localFont from 'next/font/local';

export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  preload: true,
  adjustFontFallback: 'Arial',
});
