// Captures docs/screenshots/account-picture-*.png (the account page's Profile section with a picture),
// account-picture-crop-*.png (the crop step) and top-bar-avatar-*.png (the dashboard's top bar with the picture), at
// phone and desktop widths, dark and light. The picture is uploaded once through the page, as a person would
// (choose, crop, use), and the top bar must show it in the server's first HTML after a reload. Run against a
// running server started with known admin keys:
//   E2E_BASE_URL=http://127.0.0.1:3400 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… npx tsx e2e/screenshots/profile-picture.ts
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser } from '../support/admin.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, sessionCookies, setSessionCookies } from '../support/sign-in.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3400';

// A portrait-like picture (not a photograph of anyone): a gradient, a head and shoulders.
const portrait = await sharp(
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#a7f3d0"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <circle cx="400" cy="250" r="110" fill="#fde68a"/>
    <ellipse cx="400" cy="560" rx="220" ry="170" fill="#1e3a8a"/>
  </svg>`),
)
  .png()
  .toBuffer();
const file = { name: 'portrait.png', mimeType: 'image/png', buffer: portrait };

const email = uniqueEmail('picture-shots');
await createUser(baseURL, email, { givenName: 'Grace', familyName: 'Hopper' });
const tokens = await passwordSignIn(baseURL, email);

async function chooseFile(page: Page) {
  await page.getByRole('group', { name: 'Profile picture' }).waitFor({ timeout: 60_000 });
  await page.getByTestId('file-upload-input-avatar').setInputFiles(file);
  await page.getByRole('dialog', { name: 'Crop your picture' }).waitFor();
  await page.getByTestId('cropper').waitFor();
}

// The picture, uploaded through the page.
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ baseURL });
  await setSessionCookies(context, baseURL, tokens);
  const page = await context.newPage();
  await page.goto('/dashboard/account', { timeout: 240_000 });
  await chooseFile(page);
  await page.getByRole('slider', { name: 'Zoom' }).focus();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Use this picture' }).click();
  await page.getByText('Your picture is saved.').waitFor({ timeout: 60_000 });
  await page.getByRole('img', { name: 'Your profile picture' }).waitFor();
} finally {
  await browser.close();
}

// After a reload, the top bar's picture is in the server's HTML, at width 64.
const cookie = sessionCookies(baseURL, tokens)
  .map((c) => `${c.name}=${c.value}`)
  .join('; ');
const html = await (await fetch(new URL('/dashboard', baseURL), { headers: { cookie } })).text();
if (!/src="\/files\/[^"]*w64\.webp/.test(html) && !/src="[^"]*w64\.webp/.test(html))
  throw new Error('The dashboard’s first HTML has no 64-wide picture in the top bar');

await captureAll({
  baseURL,
  cookieNoticeSeen: true,
  targets: [
    { name: 'account-picture', path: '/dashboard/account', selector: '#profile' },
    { name: 'account-picture-crop', path: '/dashboard/account', viewportOnly: true },
    { name: 'top-bar-avatar', path: '/dashboard', selector: '[data-testid="dashboard-top-bar"]' },
  ],
  before: (context) => setSessionCookies(context, baseURL, tokens),
  async ready(page, target) {
    if (target.name === 'top-bar-avatar') {
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      await page.getByTestId('top-bar-avatar').locator('img').waitFor();
    } else {
      await page.getByRole('img', { name: 'Your profile picture' }).waitFor({ timeout: 60_000 });
      if (target.name === 'account-picture-crop') await chooseFile(page);
    }
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null)))),
    );
    await page.waitForTimeout(500);
  },
});
