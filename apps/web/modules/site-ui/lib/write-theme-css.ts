// Writes ../theme.css from the palette and the logo files in public/ from the logo's paths (`npm run site-theme`).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOGO_TEXT, logoSvgFile } from './logo.ts';
import { siteThemeCss } from './theme-css.ts';

const targets: [string, string][] = [
  [fileURLToPath(new URL('../theme.css', import.meta.url)), siteThemeCss()],
  ...(Object.keys(LOGO_TEXT) as (keyof typeof LOGO_TEXT)[]).map((scheme): [string, string] => [
    fileURLToPath(new URL(`../../../public/logo-on-${scheme}.svg`, import.meta.url)),
    logoSvgFile(scheme),
  ]),
];
for (const [target, text] of targets) {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
