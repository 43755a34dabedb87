// The account page's profile and e-mail sections through the real page and services: the name is saved as
// the user's attributes; a new e-mail address gets a code (read from the outbox) and is confirmed with it.
import { expect, test } from '@playwright/test';
import { createUser } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail, waitForCode } from '../support/outbox.ts';
import { passwordSignIn, signInContext } from '../support/sign-in.ts';

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

  // E-mail: the code goes to the new address.
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByTestId('email-status')).toHaveText('Confirmed');
  const newEmail = uniqueEmail('acct-new');
  const since = new Date();
  await section.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(section.getByTestId('current-email')).toHaveText(newEmail);
  await expect(section.getByTestId('email-status')).toHaveText('Not confirmed');
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
  await expect(section.getByTestId('email-status')).toHaveText('Confirmed');
  await expect(section.getByRole('textbox', { name: 'Confirmation code' })).toHaveCount(0);

  // The new address signs in.
  await expect(passwordSignIn(baseURL!, newEmail)).resolves.toMatchObject({ accessToken: expect.any(String) });
});

test('marketing consent is stored as the custom:marketing_update attribute', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('acct-mkt');
  await createUser(baseURL!, email);
  await signInContext(context, baseURL!, email);
  await page.goto('/dashboard/account');
  const consent = page.getByRole('switch', { name: 'Send me news and offers by e-mail' });
  await expect(consent).not.toBeChecked({ timeout: 30_000 });
  await consent.check();
  await expect(page.getByText('You will receive news and offers.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Send me news and offers by e-mail' })).toBeChecked({
    timeout: 30_000,
  });
  const tokens = await passwordSignIn(baseURL!, email);
  const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  expect(claims['custom:marketing_update']).toBe('true');
});
