// Writes ../theme.css from the palette (`npm run site-theme`).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteThemeCss } from './theme-css.ts';

const target = fileURLToPath(new URL('../theme.css', import.meta.url));
writeFileSync(target, siteThemeCss());
console.log(`wrote ${target}`);
