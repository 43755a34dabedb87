// Sign-up journeys through the real pages and identity service: code confirmation with auto sign-in, an
// existing account offered sign-in and reset, and the live password policy.
import { expect, test } from '@playwright/test';
import { TEST_PASSWORD } from '../support/admin.ts';
import { expectOnDashboard, expectSignedIn, fillSignUp } from '../support/auth-flows.ts';
import { uniqueEmail, waitForCode } from '../support/outbox.ts';

test('sign up with a code, then auto sign-in lands on the dashboard', async ({ page, context, request, baseURL }) => {
  const email = uniqueEmail('signup-code');
  // The site is opened under another host name than its PUBLIC_URL (127.0.0.1 against localhost, see the
  // config): Amplify's calls go to the origin the page was reached by.
  const config = await (await request.get('/amplify-config.json')).json();
  expect(new URL(config.Auth.Cognito.userPoolEndpoint).origin).toBe(new URL(baseURL!).origin);
  await page.goto('/auth/sign-up?planId=plan-connect&referralCodeId=ref-1');
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  const since = new Date();
  await fillSignUp(page, { email, password: TEST_PASSWORD, marketing: true });

  await expect(page).toHaveURL(/\/auth\/code-verification\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('email')).toBe(email);
  expect(url.searchParams.get('planId')).toBe('plan-connect');
  expect(url.search).not.toContain(encodeURIComponent(TEST_PASSWORD));
  const code = await waitForCode(request, email, since);
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm account' }).click();

  await expectOnDashboard(page);
  await expectSignedIn(context);
});

test('sign-up validates like the server and shows the password policy live', async ({ page }) => {
  await page.goto('/auth/sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email cannot be empty')).toBeVisible();
  await expect(page.getByText('Accept the terms of service to create an account.')).toBeVisible();
  const policy = page.getByTestId('password-policy');
  await expect(policy.locator('[data-met="true"]')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abcdEFGH');
  await expect(policy.locator('[data-met="true"]')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abcdEFG1-');
  await expect(policy.locator('[data-met="true"]')).toHaveCount(5);
});

test('an existing e-mail is offered sign-in and password reset', async ({ page, request }) => {
  const email = uniqueEmail('signup-exists');
  await page.goto('/auth/sign-up');
  const since = new Date();
  await fillSignUp(page, { email, password: TEST_PASSWORD });
  await expect(page).toHaveURL(/\/auth\/code-verification\?/);
  await waitForCode(request, email, since);

  await page.goto('/auth/sign-up');
  await fillSignUp(page, { email, password: TEST_PASSWORD });
  const alert = page.getByTestId('form-alert');
  await expect(alert).toContainText('An account with this e-mail already exists.');
  await expect(alert.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Reset password' })).toBeVisible();
});
