// Captures the pages of issue 30's sign-in and account fixes, at phone and desktop widths in both themes:
// auth-login-locked-*.png (the sign-in page after too many wrong passwords: the seed's lockout message and the way to
// reset the password), auth-callback-*.png and auth-callback-invalid-state-*.png (/auth/callback with nothing to
// complete, and with a state this browser never issued), account-security-*.png (/dashboard/account#security: the
// window the deep link lands on, the two-step verification heading focused). Run against a running server:
//   E2E_BASE_URL=http://127.0.0.1:3400 npx tsx e2e/screenshots/auth-fixes.ts
import { SIGN_IN_MESSAGES } from '@innov/contracts';
import { type Page, request } from '@playwright/test';
import { TEST_PASSWORD } from '../support/admin.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, setSessionCookies, signUpConfirmed } from '../support/sign-in.ts';
import { captureAll, type TCaptureTarget } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3400';

const api = await request.newContext({ baseURL });
const email = uniqueEmail('auth-fixes-shots');
await signUpConfirmed(api, baseURL, email, { givenName: 'Ada', familyName: 'Lovelace' });
await api.dispose();

/** Wrong passwords for an address no account has until the lockout shows (the fifth locks, as for an account). */
async function lockOut(page: Page): Promise<void> {
  // The button is enabled once the form answers.
  await page.getByRole('button', { name: 'Sign in', exact: true }).and(page.locator(':enabled')).waitFor();
  const nobody = uniqueEmail('locked');
  // The form's alert (Next's route announcer is an alert too).
  const alert = page.getByTestId('form-alert');
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answered = page.waitForResponse((r) =>
      Boolean(r.request().headers()['x-amz-target']?.endsWith('.RespondToAuthChallenge')),
    );
    await page.getByRole('textbox', { name: 'E-mail' }).fill(nobody);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`Wrong-Password-${attempt}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await answered;
    await alert.waitFor();
    if ((await alert.textContent())?.includes(SIGN_IN_MESSAGES.TooManyFailedAttemptsException)) {
      // The form is back at rest (its button enabled again, the pointer off it) before the picture.
      await page.locator('form button[type="submit"]:not([disabled])').waitFor();
      await page.mouse.move(0, 0);
      return;
    }
  }
  throw new Error('no lockout after 10 wrong passwords');
}

type TTarget = TCaptureTarget & { ready: (page: Page) => Promise<void> };

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });

const targets: TTarget[] = [
  {
    name: 'auth-login-locked',
    path: '/auth/login',
    ready: async (page) => {
      await heading('Sign in')(page);
      await lockOut(page);
    },
  },
  { name: 'auth-callback', path: '/auth/callback', ready: heading('Sign-in did not complete') },
  {
    name: 'auth-callback-invalid-state',
    path: '/auth/callback?code=3f1c0a9e&state=never-issued',
    ready: heading('Sign-in did not complete'),
  },
  {
    name: 'account-security',
    path: '/dashboard/account#security',
    viewportOnly: true,
    ready: async (page) => {
      await page.getByTestId('mfa-status').waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => document.activeElement?.id === 'security-heading');
      await page.waitForLoadState('networkidle');
    },
  },
];

await captureAll({
  baseURL,
  targets,
  cookieNoticeSeen: true,
  before: async (context, target) => {
    if (target.name === 'account-security')
      await setSessionCookies(context, baseURL, await passwordSignIn(baseURL, email, TEST_PASSWORD));
  },
  ready: (page, target) => target.ready(page),
});
