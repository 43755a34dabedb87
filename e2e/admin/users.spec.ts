// The back-office's users: a platform admin finds a user, opens their page and disables them (with their own
// password), and the user can no longer sign in; a filtered, sorted user list is the same after a reload (its
// state is in the URL); a signed-in user who is not a platform admin gets the 404 page at /admin; a platform admin
// without two-step verification is asked to turn it on first. axe checks every page.
import { expect, test } from '@playwright/test';
import { addToAdmins, createUser, signInAsPlatformAdmin, TEST_PASSWORD } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, signInContext } from '../support/sign-in.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

test('a platform admin disables a user, who then cannot sign in', async ({ page, baseURL }) => {
  const email = uniqueEmail('to-disable');
  const name = `Dora Disabled ${Date.now().toString(36)}`;
  const [givenName, ...family] = name.split(' ');
  await createUser(baseURL!, email, { givenName, familyName: family.join(' ') });
  // The user signs in once, so their page has a sign-in to show.
  await passwordSignIn(baseURL!, email);

  await acknowledgeCookieNotice(page);
  await signInAsPlatformAdmin(page, baseURL!);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  const table = page.getByRole('region', { name: 'Users' });
  const link = table.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(table.getByRole('row').filter({ has: page.getByRole('link', { name }) })).toContainText('Enabled');
  await expect(page).toHaveURL(/[?&]q=/);
  await expectNoSeriousA11yViolations(page, '/admin/users');

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign-in history' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/users/[userId]');

  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${name}?` });
  await expect(dialog).toContainText('can no longer sign in');
  // A wrong password does nothing and says so beside the field.
  await dialog.getByLabel('Your password').fill('Not-the-Passw0rd!');
  await dialog.getByRole('button', { name: 'Disable user' }).click();
  await expect(dialog.getByText('Incorrect password. Try again.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/users/[userId] (disable)');
  await dialog.getByLabel('Your password').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Disable user' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true }).first()).toBeVisible();

  // The user can no longer sign in.
  await expect(passwordSignIn(baseURL!, email)).rejects.toMatchObject({
    name: 'NotAuthorizedException',
    message: 'User is disabled.',
  });
});

test('a filtered, sorted user list reloads to the same view', async ({ page, baseURL }) => {
  const tag = `sorted-${Date.now().toString(36)}`;
  const emails = ['c', 'a', 'b'].map((letter) => `${tag}-${letter}@example.com`);
  for (const email of emails) {
    await createUser(baseURL!, email, { givenName: 'Sam', familyName: 'Sorted' });
    // The profile the back-office lists comes with the first sign-in of a user an administrator created.
    await passwordSignIn(baseURL!, email);
  }

  await acknowledgeCookieNotice(page);
  await signInAsPlatformAdmin(page, baseURL!);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByRole('combobox', { name: 'Two-step verification' }).click();
  await page.getByRole('option', { name: 'Off' }).click();
  const table = page.getByRole('region', { name: 'Users' });
  await table.getByRole('button', { name: 'E-mail' }).click();
  const expected = [...emails].sort();
  const column = () => table.getByRole('row').locator('td:nth-child(2)');
  await expect(column()).toHaveText(expected);
  await expect(page).toHaveURL(/[?&]q=sorted-/);
  await expect(page).toHaveURL(/[?&]mfa=OFF/);
  await expect(page).toHaveURL(/[?&]sort=email/);
  await expect(page).toHaveURL(/[?&]dir=asc/);
  await expectNoSeriousA11yViolations(page, '/admin/users (filtered, sorted)');

  await page.reload();
  await expect(column()).toHaveText(expected);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
  await expect(page.getByRole('combobox', { name: 'Two-step verification' })).toHaveText('Off');
  await expect(table.getByRole('columnheader', { name: /^E-mail/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('a signed-in user who is not a platform admin gets the 404 page at /admin', async ({ context, page, baseURL }) => {
  const email = uniqueEmail('not-admin');
  await createUser(baseURL!, email);
  await signInContext(context, baseURL!, email);
  for (const path of ['/admin', '/admin/users']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expectNoSeriousA11yViolations(page, '/admin/users (404)');
});

test('a platform admin without two-step verification is asked to turn it on', async ({ context, page, baseURL }) => {
  const email = uniqueEmail('admin-no-mfa');
  await createUser(baseURL!, email, { givenName: 'Nora', familyName: 'Nomfa' });
  await addToAdmins(baseURL!, email);
  await acknowledgeCookieNotice(page);
  await signInContext(context, baseURL!, email);
  for (const path of ['/admin', '/admin/users']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Turn on two-step verification' })).toBeVisible();
  }
  await expect(page.getByText('Turn on two-step verification to use the back-office.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin (two-step verification required)');
  await page.getByRole('link', { name: 'Set up two-step verification' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account#security$/);
  await expect(page.getByRole('region', { name: 'Two-step verification' })).toBeVisible();
});
