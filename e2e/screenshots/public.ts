// Captures the public-site screenshots in docs/screenshots: home, pricing, resources and contact, phone and
// desktop widths, dark and light themes (the top of each page, up to 2,400 px). Run against a running server:
//   E2E_BASE_URL=http://127.0.0.1:3210 npx tsx e2e/screenshots/public.ts
import path from 'node:path';
import { launchBrowser, MODES, outDir, themedContext, WIDTHS } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'resources', path: '/resources?defaultType=blogs' },
  { name: 'contact', path: '/contact' },
];
const MAX_HEIGHT = 2_400;

const browser = await launchBrowser();
try {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      const context = await themedContext(browser, baseURL, mode, width, { cookieNoticeSeen: true });
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
