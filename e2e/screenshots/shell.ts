// Captures the shell's screenshots in docs/screenshots: the public header signed out and signed in (and its account
// menu open), the sign-out page as a direct visit finds it (asking to confirm), the /401 and /500 error pages, and the
// funding resources with a "New" chip; phone and desktop widths, dark and light themes (the window's view of the header
// pages, the top of the others up to 2,400 px). Run against a running server started with known control-plane keys
// (the sign-up reads its code from the outbox):
//   E2E_BASE_URL=http://127.0.0.1:3210 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… npx tsx e2e/screenshots/shell.ts
import { request } from '@playwright/test';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, setSessionCookies, signUpConfirmed } from '../support/sign-in.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';

const api = await request.newContext({ baseURL });
const email = uniqueEmail('screens-shell');
await signUpConfirmed(api, baseURL, email, { workspace: 'Analytical Engines Ltd' });
const tokens = await passwordSignIn(baseURL, email);

const TARGETS: {
  name: string;
  path: string;
  signedIn: boolean;
  viewportOnly?: boolean;
  openMenu?: boolean;
  /** The h1 to wait for; else the public header's state. */
  heading?: string;
}[] = [
  { name: 'header-signed-out', path: '/', signedIn: false, viewportOnly: true },
  { name: 'header-signed-in', path: '/', signedIn: true, viewportOnly: true },
  { name: 'header-account-menu', path: '/', signedIn: true, viewportOnly: true, openMenu: true },
  { name: 'auth-sign-out', path: '/auth/sign-out', signedIn: true, heading: 'Sign out?' },
  { name: '401', path: '/401', signedIn: false },
  { name: '500', path: '/500', signedIn: false },
  { name: 'resources-funding', path: '/resources?defaultType=funding', signedIn: false },
];

try {
  await captureAll({
    baseURL,
    targets: TARGETS,
    cookieNoticeSeen: true,
    maxHeight: 2_400,
    async before(context, target) {
      await context.clearCookies();
      if (target.signedIn) await setSessionCookies(context, baseURL, tokens);
    },
    async ready(page, target) {
      const banner = page.getByRole('banner');
      if (target.heading) {
        await page.getByRole('heading', { level: 1, name: target.heading }).waitFor({ timeout: 60_000 });
      } else if (target.signedIn) {
        const menuButton = banner.getByRole('button', { name: /^Account menu/ });
        await menuButton.waitFor();
        if (target.openMenu) {
          await menuButton.click();
          await banner.getByRole('navigation', { name: 'Account' }).waitFor();
        }
      } else {
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
      await page.waitForLoadState('networkidle');
      // Opening animations end before the picture.
      await page.waitForTimeout(300);
    },
  });
} finally {
  await api.dispose();
}
