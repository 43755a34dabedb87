// Sign-in journeys: sign in and out, returnTo honoured and absolute targets refused, the wrong-password message,
// an unconfirmed user sent to code verification.
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';
import { adminClient, amplifyConfig, createUser, TEST_PASSWORD } from '../support/admin.ts';
import {
  expectOnDashboard,
  expectSignedIn,
  expectSignedOut,
  fillSignIn,
  signInThroughPage,
} from '../support/auth-flows.ts';
import { uniqueEmail, waitForCode } from '../support/outbox.ts';

test('sign in lands on the dashboard; sign out from /auth clears the session', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('signin');
  await createUser(baseURL!, email);
  await signInThroughPage(page, email, TEST_PASSWORD);
  await expectOnDashboard(page);
  await expectSignedIn(context);

  // Signed in: the sign-in page refuses and moves on.
  await page.goto('/auth/login?returnTo=/dashboard/account');
  await expectOnDashboard(page, '/dashboard/account');

  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expectSignedOut(context);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('returnTo is honoured', async ({ page, baseURL }) => {
  const email = uniqueEmail('returnto');
  await createUser(baseURL!, email);
  await signInThroughPage(page, email, TEST_PASSWORD, '/dashboard/account');
  await expectOnDashboard(page, '/dashboard/account');
});

for (const target of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
  test(`an absolute returnTo (${target}) is refused`, async ({ page, baseURL }) => {
    const email = uniqueEmail('evil');
    await createUser(baseURL!, email);
    await signInThroughPage(page, email, TEST_PASSWORD, target);
    await expectOnDashboard(page);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
}

test('a wrong password says so in the seed words', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('wrongpw');
  await createUser(baseURL!, email);
  await signInThroughPage(page, email, 'Wrong-Password-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password. Try again.' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expectSignedOut(context);
});

test('an empty form is refused in the browser with the seed messages', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email cannot be empty')).toBeVisible();
  await expect(page.getByText('Password cannot be empty')).toBeVisible();
});

test('an unconfirmed user is sent to code verification with a fresh code, then signed in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('unconfirmed');
  const { Auth } = await amplifyConfig(baseURL!);
  await adminClient(baseURL!).send(
    new SignUpCommand({
      ClientId: Auth.Cognito.userPoolClientId,
      Username: email,
      Password: TEST_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Una' },
        { Name: 'family_name', Value: 'Confirmed' },
      ],
    }),
  );
  await page.goto('/auth/login');
  const since = new Date();
  await fillSignIn(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/code-verification\?/);
  expect(page.url()).not.toContain(encodeURIComponent(TEST_PASSWORD));
  const code = await waitForCode(request, email, since);
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expectOnDashboard(page);
});
