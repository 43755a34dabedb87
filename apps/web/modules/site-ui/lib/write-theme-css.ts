// Writes ../theme.css from the palette and the logo files in public/ from the logo's paths (`npm run site-theme`).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOGO_SRC, logoSvgFile, type TLogoScheme } from './logo.ts';
import { siteThemeCss } from './theme-css.ts';

const targets: [string, string][] = [
  [fileURLToPath(new URL('../theme.css', import.meta.url)), siteThemeCss()],
  ...(Object.entries(LOGO_SRC) as [TLogoScheme, string][]).map(([scheme, src]): [string, string] => [
    fileURLToPath(new URL(`../../../public${src}`, import.meta.url)),
    logoSvgFile(scheme),
  ]),
];
for (const [target, text] of targets) {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
