// Captures the public-site screenshots in docs/screenshots: home, pricing, resources, contact and not found, phone and
// desktop widths, dark and light themes (the top of each page, up to 2,400 px). Run against a running server:
//   E2E_BASE_URL=http://127.0.0.1:3210 npx tsx e2e/screenshots/public.ts
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'resources', path: '/resources?defaultType=blogs' },
  { name: 'contact', path: '/contact' },
  { name: '404', path: '/this-page-does-not-exist' },
];

await captureAll({
  baseURL,
  targets: PAGES,
  cookieNoticeSeen: true,
  maxHeight: 2_400,
  async ready(page) {
    // Let lazy images come in.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
  },
});
