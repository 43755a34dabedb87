// Every auth page (and the sign-in steps) with no serious or critical axe violation, in both themes.
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { createUser, TEST_PASSWORD } from '../support/admin.ts';
import { fillSignIn } from '../support/auth-flows.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { waitForSettings } from '../support/settings.ts';

const PAGES = [
  { path: '/auth/login', heading: 'Sign in' },
  { path: '/auth/sign-up', heading: 'Create your account' },
  { path: '/auth/code-verification?email=a%40example.com', heading: 'Confirm your e-mail' },
  { path: '/auth/forgot-password', heading: 'Forgot your password?' },
  {
    path: '/auth/reset-password?email=a%40example.com&reason=NEW_PASSWORD_REQUIRED',
    heading: 'Reset your password to continue',
  },
  { path: '/auth/callback', heading: 'Sign-in did not complete' },
];

for (const mode of ['dark', 'light'] as const) {
  test.describe(`${mode} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        SETTINGS_STORAGE_KEY,
        JSON.stringify({ ...DEFAULT_SETTINGS, paletteMode: mode }),
      ] as const);
    });

    test('auth pages, with their validation errors showing', async ({ page }) => {
      // Two axe runs on each of the auth pages: longer than one ordinary journey.
      test.slow();
      for (const target of PAGES) {
        await page.goto(target.path);
        await waitForSettings(page);
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', mode);
        await expect(page.getByRole('heading', { name: target.heading, level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${target.path} (${mode})`);
        const submit = page.locator('form button[type="submit"]').first();
        if (await submit.count()) {
          await submit.click();
          await expectNoSeriousA11yViolations(page, `${target.path} with errors (${mode})`);
        }
      }
    });

    test('sign-in steps: new password and e-mail code', async ({ page, baseURL }) => {
      const email = uniqueEmail(`a11y-${mode}`);
      await createUser(baseURL!, email, { temporary: true });
      await page.goto('/auth/login');
      await fillSignIn(page, email, TEST_PASSWORD);
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `new password step (${mode})`);

      const confirmed = uniqueEmail(`a11y-code-${mode}`);
      await createUser(baseURL!, confirmed);
      await page.goto('/auth/login');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(confirmed);
      await page.getByRole('button', { name: 'E-mail me a code' }).click();
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `e-mail code step (${mode})`);
    });
  });
}
