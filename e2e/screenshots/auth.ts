// Captures docs/screenshots/auth-<page>-<theme>-<width>.png: every auth page at phone and desktop widths in
// both themes. Run against a running server:
//   E2E_BASE_URL=http://localhost:3301 npx tsx e2e/screenshots/auth.ts
import path from 'node:path';
import { launchBrowser, MODES, outDir, themedContext, WIDTHS } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210';
const PAGES = [
  { name: 'entry', path: '/auth' },
  { name: 'login', path: '/auth/login' },
  { name: 'sign-up', path: '/auth/sign-up' },
  { name: 'code-verification', path: '/auth/code-verification?email=ada%40example.com' },
  { name: 'forgot-password', path: '/auth/forgot-password' },
  { name: 'reset-password', path: '/auth/reset-password?email=ada%40example.com' },
  { name: 'callback', path: '/auth/callback' },
];

const browser = await launchBrowser();
try {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      const context = await themedContext(browser, baseURL, mode, width);
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
