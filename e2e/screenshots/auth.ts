// Captures docs/screenshots/auth-<page>-<theme>-<width>.png: every auth page at phone and desktop widths in
// both themes. Run against a running server:
//   E2E_BASE_URL=http://localhost:3301 npx tsx e2e/screenshots/auth.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { chromium } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const PAGES = [
  { name: 'entry', path: '/auth' },
  { name: 'login', path: '/auth/login' },
  { name: 'sign-up', path: '/auth/sign-up' },
  { name: 'code-verification', path: '/auth/code-verification?email=ada%40example.com' },
  { name: 'forgot-password', path: '/auth/forgot-password' },
  { name: 'reset-password', path: '/auth/reset-password?email=ada%40example.com' },
  { name: 'callback', path: '/auth/callback' },
];
const WIDTHS = [390, 1440];
const MODES = ['dark', 'light'] as const;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
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
        await page.goto(target.path, { timeout: 240_000, waitUntil: 'domcontentloaded' });
        await page.locator('html[data-settings-initialized="true"]').waitFor();
        await page.locator('h1').first().waitFor({ timeout: 60_000 });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outDir, `auth-${target.name}-${mode}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
