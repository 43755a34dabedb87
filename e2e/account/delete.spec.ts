// Account deletion: typed confirmation, deleteUserData then DeleteUser; the user lands on the home page
// signed out, and signing in again fails with the seed's message.
import { SIGN_IN_MESSAGES } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { TEST_PASSWORD } from '../support/admin.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, signInContext, signInThroughPage, signUpConfirmed } from '../support/sign-in.ts';

test.setTimeout(120_000);

test('the user deletes their account and cannot sign in again', async ({ page, context, request, baseURL }) => {
  const email = uniqueEmail('acct-delete');
  await signUpConfirmed(request, baseURL!, email);
  await signInContext(context, baseURL!, email);
  await page.goto('/dashboard/account');

  await page.getByRole('region', { name: 'Delete account' }).getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Your e-mail address' }).fill('someone@example.com');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await confirm.click();

  await expect(page).toHaveURL(new URL('/', baseURL).toString(), { timeout: 30_000 });
  await expect
    .poll(
      async () => (await context.cookies()).filter((c) => c.name.startsWith('CognitoIdentityServiceProvider.')).length,
    )
    .toBe(0);

  // Signed out: the dashboard sends the visitor to the login page, and the account no longer signs in.
  const gate = await page.request.get('/dashboard', { maxRedirects: 0 });
  expect(gate.status()).toBe(307);
  await expect(passwordSignIn(baseURL!, email, TEST_PASSWORD)).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });
  await signInThroughPage(page, email, TEST_PASSWORD);
  await expect(page.getByText(SIGN_IN_MESSAGES.NotAuthorizedException)).toBeVisible({ timeout: 30_000 });
});
