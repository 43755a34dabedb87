// Account deletion: typed confirmation, deleteUserData then DeleteUser; the user lands on the home page
// signed out, nothing of theirs is left in the browser (cookies, local and session storage, IndexedDB), and
// signing in again fails with the seed's message.
import { SETTINGS_STORAGE_KEY, SIGN_IN_MESSAGES } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { TEST_PASSWORD } from '../support/admin.ts';
import { expectOnDashboard } from '../support/auth-flows.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, signInThroughPage, signUpConfirmed } from '../support/sign-in.ts';

/** What the browser keeps for this site, read in the page (and its cookies, HttpOnly ones too). */
async function browserStorage(page: import('@playwright/test').Page) {
  const inPage = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.keys(storage).map((key) => ({ key, value: storage.getItem(key) ?? '' }));
    return {
      local: entries(window.localStorage),
      session: entries(window.sessionStorage),
      databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
    };
  });
  const cookies = (await page.context().cookies()).map((c) => ({ key: c.name, value: c.value }));
  return { ...inPage, cookies };
}

test.setTimeout(120_000);

test('the user deletes their account, leaves nothing of theirs in the browser and cannot sign in again', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('acct-delete');
  await signUpConfirmed(request, baseURL!, email);
  const tokens = await passwordSignIn(baseURL!, email, TEST_PASSWORD);
  const { sub } = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const ids: string[] = [tokens.username, sub, email];
  // Signed in through the page, as a user would: the browser keeps what Amplify and the app keep for a user.
  await signInThroughPage(page, email, TEST_PASSWORD);
  await expectOnDashboard(page);
  await page.goto('/dashboard/account');
  // An e-mail change waiting for its code: the page remembers it in this browser, for this user.
  const emailSection = page.getByRole('region', { name: 'E-mail address' });
  const newEmail = uniqueEmail('acct-delete-new');
  await emailSection.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await emailSection.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(emailSection.getByTestId('pending-email')).toContainText(`Pending: ${newEmail}`);
  ids.push(newEmail);
  const mentionsUser = (e: { key: string; value: string }) => ids.some((s) => e.key.includes(s) || e.value.includes(s));
  expect((await browserStorage(page)).local.filter(mentionsUser)).not.toEqual([]);

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

  // Nothing of the user is left in the browser: only the browser's own display settings and cookie-notice choice.
  const after = await browserStorage(page);
  const kept = new Set([SETTINGS_STORAGE_KEY, 'app.cookie-notice']);
  expect(after.local.filter((e) => !kept.has(e.key) || mentionsUser(e))).toEqual([]);
  expect(after.session).toEqual([]);
  expect(after.databases).toEqual([]);
  expect(
    after.cookies.filter((c) => mentionsUser(c) || /^(CognitoIdentityServiceProvider\.|amplify-|app\.)/.test(c.key)),
  ).toEqual([]);

  // Signed out: the dashboard sends the visitor to the login page, and the account no longer signs in.
  const gate = await page.request.get('/dashboard', { maxRedirects: 0 });
  expect(gate.status()).toBe(307);
  await expect(passwordSignIn(baseURL!, email, TEST_PASSWORD)).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });
  await signInThroughPage(page, email, TEST_PASSWORD);
  await expect(page.getByText(SIGN_IN_MESSAGES.NotAuthorizedException)).toBeVisible({ timeout: 30_000 });
});
