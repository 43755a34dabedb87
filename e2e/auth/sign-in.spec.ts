// Sign-in journeys: sign in and out, returnTo honoured and absolute targets refused, the wrong-password message,
// the lockout after too many wrong passwords (for an unknown e-mail too), an unconfirmed user sent to code
// verification, /auth sending on to the login page, and the federated callback page's failures.
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { CLIENT_MESSAGES, SIGN_IN_MESSAGES } from '@innov/contracts';
import { expect, type Page, test } from '@playwright/test';
import { adminClient, amplifyConfig, createUser, TEST_PASSWORD } from '../support/admin.ts';
import {
  expectOnDashboard,
  expectSignedIn,
  expectSignedOut,
  fillSignIn,
  signInThroughPage,
} from '../support/auth-flows.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail, waitForCode } from '../support/outbox.ts';

test('sign in lands on the dashboard; sign out from the account menu clears the session', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('signin');
  await createUser(baseURL!, email);
  await signInThroughPage(page, email, TEST_PASSWORD);
  await expectOnDashboard(page);
  await expectSignedIn(context);

  // Signed in: the sign-in page refuses and moves on, from /auth as from /auth/login.
  await page.goto('/auth/login?returnTo=/dashboard/account');
  await expectOnDashboard(page, '/dashboard/account');
  await page.goto('/auth?returnTo=/dashboard/notifications');
  await expectOnDashboard(page, '/dashboard/notifications');

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
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

/**
 * Wrong passwords for `email` on the login page until the seed's lockout message shows: the identity service locks
 * after five (for a second, then twice as long at each further wrong password), so the first five are "Incorrect",
 * and one of the next few (depending on how fast they come) meets the lock. Returns how many were refused as
 * incorrect.
 */
async function failUntilLocked(page: Page, email: string): Promise<number> {
  await page.goto('/auth/login');
  // The button is enabled once the form answers (before, a press would send the form natively).
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  // The form's alert (Next's route announcer is an alert too).
  const alert = page.getByRole('alert').and(page.getByTestId('form-alert'));
  let incorrect = 0;
  for (let attempt = 1; attempt <= 10; attempt++) {
    // The password is checked (and the lock met) in RespondToAuthChallenge; the previous alert is gone by then.
    const answered = page.waitForResponse((r) =>
      Boolean(r.request().headers()['x-amz-target']?.endsWith('.RespondToAuthChallenge')),
    );
    await fillSignIn(page, email, `Wrong-Password-${attempt}`);
    await answered;
    await expect(alert).toHaveText(/Incorrect email or password\. Try again\.|Too many failed attempts\. Wait\./);
    if ((await alert.textContent())?.includes(SIGN_IN_MESSAGES.TooManyFailedAttemptsException)) return incorrect;
    incorrect++;
  }
  throw new Error(`no lockout after ${incorrect} wrong passwords for ${email}`);
}

test('too many wrong passwords: the seed lockout message with a way to reset the password, for an unknown e-mail after as many', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('lockout');
  await createUser(baseURL!, email);
  expect(await failUntilLocked(page, email)).toBeGreaterThanOrEqual(5);
  const alert = page.getByRole('alert').and(page.getByTestId('form-alert'));
  await expect(alert).toContainText(SIGN_IN_MESSAGES.TooManyFailedAttemptsException);
  await expect(alert).not.toContainText(SIGN_IN_MESSAGES.NotAuthorizedException);
  const reset = alert.getByRole('link', { name: 'Reset your password' });
  await expect(reset).toHaveAttribute('href', `/auth/forgot-password?email=${encodeURIComponent(email)}`);
  await expectNoSeriousA11yViolations(page, '/auth/login (locked out)');
  await reset.click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);

  // An e-mail address no account has: the same answers, the lockout after as many wrong passwords.
  const nobody = uniqueEmail('lockout-nobody');
  expect(await failUntilLocked(page, nobody)).toBeGreaterThanOrEqual(5);
  await expect(alert).toContainText(SIGN_IN_MESSAGES.TooManyFailedAttemptsException);
  await expect(alert.getByRole('link', { name: 'Reset your password' })).toBeVisible();
});

test('/auth sends the visitor on to /auth/login, keeping returnTo and the rest of the query', async ({ request }) => {
  const response = await request.get('/auth?returnTo=%2Fdashboard%2Faccount&email=ada%40example.com', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers().location ?? '', 'http://site.invalid');
  expect(location.pathname).toBe('/auth/login');
  expect(location.searchParams.get('returnTo')).toBe('/dashboard/account');
  expect(location.searchParams.get('email')).toBe('ada@example.com');
  const bare = await request.get('/auth', { maxRedirects: 0 });
  expect(bare.status()).toBe(307);
  expect(new URL(bare.headers().location ?? '', 'http://site.invalid').href).toBe('http://site.invalid/auth/login');
});

test('the callback page says at once what went wrong with a missing or foreign code or state, with a way back', async ({
  page,
}) => {
  const cases = [
    { query: '', message: CLIENT_MESSAGES.userCancelledOAuth, back: '/auth/login' },
    {
      query: '?code=3f1c0a9e-code&state=never-issued-state&returnTo=%2Fdashboard%2Fnotifications',
      message: CLIENT_MESSAGES.invalidState,
      back: '/auth/login?returnTo=%2Fdashboard%2Fnotifications',
    },
    {
      query: '?error=access_denied&error_description=The+user+denied+access&state=never-issued-state',
      message: CLIENT_MESSAGES.userCancelledOAuth,
      back: '/auth/login',
    },
    {
      query: '?error=server_error&error_description=%3Cb%3EBroken%3C%2Fb%3E',
      message: SIGN_IN_MESSAGES.OAuthSignInException,
      back: '/auth/login',
    },
  ];
  for (const { query, message, back } of cases) {
    await page.goto(`/auth/callback${query}`);
    const alert = page.getByRole('alert').and(page.getByTestId('form-alert'));
    await expect(alert, query).toHaveText(message, { timeout: 5_000 });
    // The provider's own words are not repeated: they come from the address bar.
    await expect(page.getByText('Broken')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign-in did not complete', level: 1 })).toBeVisible();
    const link = page.getByRole('link', { name: 'Back to sign in' });
    await expect(link).toHaveAttribute('href', back);
  }
  await expectNoSeriousA11yViolations(page, '/auth/callback (provider error)');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
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
