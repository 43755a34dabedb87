// Captures the screenshots in docs/screenshots: home and not-found pages, phone and desktop widths,
// dark and light themes. Run against a running server:
//   E2E_BASE_URL=http://127.0.0.1:3210 npx tsx e2e/screenshots/home.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { chromium } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const PAGES = [
  { name: 'home', path: '/' },
  { name: '404', path: '/this-page-does-not-exist' },
];
const WIDTHS = [390, 1440];
const MODES = ['dark', 'light'] as const;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: width < 600 ? 844 : 900 },
        deviceScaleFactor: 1,
        isMobile: width < 600,
      });
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        SETTINGS_STORAGE_KEY,
        JSON.stringify({ ...DEFAULT_SETTINGS, paletteMode: mode }),
      ] as const);
      const page = await context.newPage();
      for (const target of PAGES) {
        await page.goto(target.path);
        await page.locator('html[data-settings-initialized="true"]').waitFor();
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outDir, `${target.name}-${mode}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
