// Captures the screenshots in docs/screenshots: home and not-found pages, phone and desktop widths,
// dark and light themes. Run against a running server:
//   E2E_BASE_URL=http://127.0.0.1:3210 npx tsx e2e/screenshots/home.ts
import path from 'node:path';
import { launchBrowser, MODES, outDir, themedContext, WIDTHS } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';
const PAGES = [
  { name: 'home', path: '/' },
  { name: '404', path: '/this-page-does-not-exist' },
];

const browser = await launchBrowser();
try {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      const context = await themedContext(browser, baseURL, mode, width);
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
