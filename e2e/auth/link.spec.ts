// Sign-up confirmed by an e-mailed link: the pool is switched to CONFIRM_WITH_LINK for this journey only (its
// own Playwright project, run after the main one so no parallel journey sees the switch), then restored.
import { expect, test } from '@playwright/test';
import { TEST_PASSWORD } from '../support/admin.ts';
import { expectOnDashboard, expectSignedIn, fillSignUp } from '../support/auth-flows.ts';
import { uniqueEmail, waitForLink } from '../support/outbox.ts';
import { setEmailConfirmation } from '../support/pool-settings.ts';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  await setEmailConfirmation(baseURL!, 'CONFIRM_WITH_LINK');
});

test.afterAll(async ({ baseURL }) => {
  await setEmailConfirmation(baseURL!, 'CONFIRM_WITH_CODE');
});

test('sign up with a link: the page polls and signs in once the link is opened', async ({ page, context, request }) => {
  const config = (await (await request.get('/amplify-config.json')).json()) as {
    Auth: { Cognito: { signUpVerificationMethod: string } };
  };
  expect(config.Auth.Cognito.signUpVerificationMethod).toBe('link');
  const email = uniqueEmail('signup-link');
  await page.goto('/auth/sign-up');
  const since = new Date();
  await fillSignUp(page, { email, password: TEST_PASSWORD });
  await expect(page).toHaveURL(/\/auth\/code-verification\?.*method=link/);
  await expect(page.getByText('Waiting for you to open the link.')).toBeVisible();

  const link = await waitForLink(request, email, /\/cognito\/confirm/, since);
  const opened = await request.get(link);
  expect(opened.ok()).toBe(true);

  await expectOnDashboard(page);
  await expectSignedIn(context);
});
