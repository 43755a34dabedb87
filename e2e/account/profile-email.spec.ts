// The account page's profile and e-mail sections through the real page and services: the name is saved as
// the user's attributes; a new e-mail address gets a code (read from the outbox) and takes effect once it is
// confirmed with it (until then the change is pending and the old address is in force); a pending change can be
// cancelled. Marketing consent is the Marketing e-mail switch of notification-preferences.spec.ts.
import { GetUserCommand, VerifyUserAttributeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';
import { createUser } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail, waitForCode } from '../support/outbox.ts';
import { passwordSignIn, signInContext, userClient } from '../support/sign-in.ts';

test.setTimeout(120_000);

test('the user changes their name, then their e-mail address with the code sent to the new address', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('acct-email');
  await createUser(baseURL!, email, { givenName: 'Ada', familyName: 'Byron' });
  await signInContext(context, baseURL!, email);
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, '/dashboard/account');

  // Name.
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'Family name' }).fill('Lovelace');
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' }).getByRole('textbox', { name: 'Family name' })).toHaveValue(
    'Lovelace',
  );

  // E-mail: the code goes to the new address; the address in force stays until it is entered.
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByTestId('email-status')).toHaveText('Confirmed');
  const newEmail = uniqueEmail('acct-new');
  const since = new Date();
  await section.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(section.getByTestId('pending-email')).toContainText(`Pending: ${newEmail}`);
  await expect(section.getByTestId('current-email')).toHaveText(email);
  await expect(section.getByTestId('email-status')).toHaveText('Confirmed');
  const code = await waitForCode(request, newEmail, since);

  // A wrong code: the seed's message, and the typed code stays.
  const codeField = section.getByRole('textbox', { name: 'Confirmation code' });
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await section.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(section.getByText('Invalid confirmation code. Retry.')).toBeVisible();
  await expect(codeField).toHaveValue(wrong);

  await codeField.fill(code);
  await section.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(section.getByTestId('current-email')).toHaveText(newEmail);
  await expect(section.getByTestId('email-status')).toHaveText('Confirmed');
  await expect(section.getByTestId('pending-email')).toHaveCount(0);
  await expect(section.getByRole('textbox', { name: 'Confirmation code' })).toHaveCount(0);

  // The new address signs in.
  await expect(passwordSignIn(baseURL!, newEmail)).resolves.toMatchObject({ accessToken: expect.any(String) });
});

test('a pending e-mail change can be cancelled', async ({ page, context, request, baseURL }) => {
  const email = uniqueEmail('acct-cancel');
  await createUser(baseURL!, email);
  await signInContext(context, baseURL!, email);
  await page.goto('/dashboard/account');
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByTestId('current-email')).toHaveText(email, { timeout: 30_000 });
  const newEmail = uniqueEmail('acct-cancel-new');
  const since = new Date();
  await section.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(section.getByTestId('pending-email')).toContainText(`Pending: ${newEmail}`);
  const code = await waitForCode(request, newEmail, since);

  await section.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(page.getByText(`The change is cancelled. You still sign in with ${email}.`)).toBeVisible();
  await expect(section.getByTestId('pending-email')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail address' }).getByTestId('current-email')).toHaveText(email, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
  // The code sent for it no longer changes anything: the address stays.
  const tokens = await passwordSignIn(baseURL!, email);
  await userClient(baseURL!)
    .send(new VerifyUserAttributeCommand({ AccessToken: tokens.accessToken, AttributeName: 'email', Code: code }))
    .catch(() => undefined);
  const user = await userClient(baseURL!).send(new GetUserCommand({ AccessToken: tokens.accessToken }));
  expect(user.UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe(email);
});
