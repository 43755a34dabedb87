// The company logo, defined once: the mark (a folded card with a spark) and the wordmark as SVG paths, drawn in a
// LOGO_SIZE box. Every page draws it inline (SiteLogo: no request, no image document); the static files in public/
// (structured data, anything outside the web app) are written from the same data by `npm run site-theme`.
import { LOGO_SIZE, SITE } from '@innov/contracts';

export const LOGO_GRADIENT = { from: '#22C55E', to: '#0D9488', x1: 0, y1: 2, x2: 40, y2: 42 } as const;

export const LOGO_MARK = {
  card: 'M11 2H28L40 14V31A11 11 0 0 1 29 42H11A11 11 0 0 1 0 31V13A11 11 0 0 1 11 2Z',
  fold: { d: 'M28 2V11A3 3 0 0 0 31 14H40Z', fill: '#BBF7D0' },
  spark: { d: 'M19 12Q20.6 22.4 30 24Q20.6 25.6 19 36Q17.4 25.6 8 24Q17.4 22.4 19 12Z', fill: '#FFFFFF' },
} as const;

// The wordmark's outline, optimised by SVGO (relative commands, two decimals: no visible change even at ten times the
// header's size) because every page carries it twice, in its HTML and in its payload.
export const LOGO_WORDMARK =
  'M49 15.04h3.02v12.91H49zm7.97 13.03q-1.01 0-1.77-.45t-1.17-1.27-.42-1.92v-6.17h3.03v5.58q0 .82.42 1.28t1.15.46q.51 0 .87-.21.37-.21.58-.61t.21-.97v-5.53h3.02v9.69h-2.84l-.04-2.1q-.37.93-1.01 1.52-.76.7-2.03.7m10.53-.12h-3.03v-9.69h2.79l.13 1.94q.2-.56.51-.95.44-.58 1.03-.85t1.25-.27q1.04 0 1.69.67.49.53.81 1.58.23-.61.56-1.04.51-.63 1.18-.92.68-.29 1.4-.29.91 0 1.61.4.7.39 1.1 1.12t.4 1.77v6.53h-3.02V22.1q0-.73-.38-1.12-.39-.38-.99-.38-.42 0-.74.19-.31.19-.48.54-.16.34-.16.81v5.81h-2.91v-5.89q0-.67-.37-1.06-.37-.4-.98-.4-.41 0-.73.19t-.49.54q-.18.36-.18.87zm17.53.18q-1.51 0-2.61-.6t-1.69-1.72q-.58-1.12-.58-2.67 0-1.49.58-2.62.59-1.12 1.66-1.75t2.53-.63q1.02 0 1.88.32t1.48.95.97 1.55.34 2.12v.76h-6.47q.02.65.25 1.1.24.51.68.75.45.25 1.03.25.41 0 .75-.11.33-.12.57-.34t.36-.55l2.69.45q-.24.83-.83 1.45-.6.62-1.5.95-.91.34-2.09.34m-1.89-6.05h3.58q-.05-.41-.18-.74-.21-.49-.61-.75-.39-.26-.98-.26t-1 .27q-.41.26-.62.73-.15.34-.19.75m10.65.34v5.53h-3.02v-9.69h2.84l.05 2.1q.36-.92 1-1.52.75-.7 2.03-.7 1.02 0 1.77.45t1.17 1.28q.42.82.42 1.91v6.17h-3.03v-5.58q0-.81-.41-1.28-.42-.46-1.17-.46-.48 0-.86.21-.37.21-.58.61t-.21.97m11.65-4.16h1.94v2.25h-1.94v7.44h-3.01v-7.44h-1.62v-2.25h1.62v-.52q0-1.11.42-1.84.42-.74 1.16-1.1.75-.37 1.72-.37.64 0 1.21.1t.82.18l-.48 2.21-.41-.08q-.23-.04-.47-.04-.53 0-.75.25-.21.24-.21.67zm7.55 9.87q-1.52 0-2.61-.63-1.09-.62-1.68-1.75t-.58-2.61q0-1.5.58-2.62.59-1.12 1.68-1.75t2.61-.63q1.51 0 2.6.63t1.68 1.75.58 2.62q0 1.49-.58 2.61-.59 1.13-1.68 1.75t-2.6.63m0-2.31q.58 0 .97-.34.4-.34.61-.94.2-.61.2-1.42t-.2-1.4q-.21-.61-.61-.94-.39-.32-.97-.32-.59 0-.98.32-.4.33-.61.94t-.2 1.4q0 .81.2 1.42t.61.94q.39.34.98.34m6.08-10.78h3.02v12.91h-3.02zm8.12 13.05q-1.07 0-1.96-.56t-1.4-1.66-.52-2.75q0-1.7.54-2.81.54-1.1 1.42-1.63.88-.54 1.89-.54.78 0 1.32.27.55.26.9.67t.53.85h.07v-4.89h3.01v12.91h-2.98v-1.57h-.1q-.19.44-.55.82-.36.39-.89.64t-1.28.25m1.03-2.36q.57 0 .98-.32.42-.33.63-.92t.22-1.37q0-.81-.22-1.4-.21-.58-.63-.9-.41-.31-.98-.31t-.98.32q-.41.33-.61.91t-.21 1.38q0 .78.21 1.37t.61.92q.4.32.98.32';

/** The wordmark's colour on each colour scheme. */
export const LOGO_TEXT = { dark: '#F8FAFC', light: '#0F172A' } as const;

export type TLogoScheme = keyof typeof LOGO_TEXT;

/** The static file for each colour scheme, under public/. */
export const LOGO_SRC: Record<TLogoScheme, string> = { dark: '/logo-on-dark.svg', light: '/logo-on-light.svg' };

/** The standalone SVG file for one colour scheme (LOGO_SRC). */
export function logoSvgFile(scheme: TLogoScheme): string {
  const { width, height } = LOGO_SIZE;
  const g = LOGO_GRADIENT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="lf-title">`,
    `  <title id="lf-title">${SITE.name}</title>`,
    `  <defs><linearGradient id="lf-g" x1="${g.x1}" y1="${g.y1}" x2="${g.x2}" y2="${g.y2}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${g.from}"/><stop offset="1" stop-color="${g.to}"/></linearGradient></defs>`,
    `  <path fill="url(#lf-g)" d="${LOGO_MARK.card}"/>`,
    `  <path fill="${LOGO_MARK.fold.fill}" d="${LOGO_MARK.fold.d}"/>`,
    `  <path fill="${LOGO_MARK.spark.fill}" d="${LOGO_MARK.spark.d}"/>`,
    `  <path fill="${LOGO_TEXT[scheme]}" d="${LOGO_WORDMARK}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
