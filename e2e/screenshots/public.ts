// Captures the public-site screenshots in docs/screenshots: home, pricing, resources and contact, phone and
// desktop widths, dark and light themes (the top of each page, up to 2,400 px). Run against a running server:
//   E2E_BASE_URL=http://127.0.0.1:3210 npx tsx e2e/screenshots/public.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { chromium } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'resources', path: '/resources?defaultType=blogs' },
  { name: 'contact', path: '/contact' },
];
const WIDTHS = [390, 1440];
const MODES = ['dark', 'light'] as const;
const MAX_HEIGHT = 2_400;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
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
      await context.addInitScript(
        ([key, value]) => {
          window.localStorage.setItem(key, value);
          // The cookie notice has been seen: it would cover the page in every picture.
          window.localStorage.setItem('app.cookie-notice', 'acknowledged');
        },
        [SETTINGS_STORAGE_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, paletteMode: mode })] as const,
      );
      const page = await context.newPage();
      for (const target of PAGES) {
        await page.goto(target.path);
        await page.locator('html[data-settings-initialized="true"]').waitFor();
        await page.evaluate(() => document.fonts.ready);
        // Let lazy images come in.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const file = path.join(outDir, `${target.name}-${mode}-${width}.png`);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
        });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
