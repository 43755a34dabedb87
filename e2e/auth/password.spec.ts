// Password journeys: forgot and reset, an admin-created user choosing their own password at first sign-in.
import { expect, test } from '@playwright/test';
import { createUser, TEST_PASSWORD } from '../support/admin.ts';
import { expectOnDashboard, expectSignedIn, signInThroughPage } from '../support/auth-flows.ts';
import { uniqueEmail, waitForCode } from '../support/outbox.ts';

const NEW_PASSWORD = 'Fresh-Start-42';

test('forgot and reset password, then signed in with the new one', async ({ page, context, request, baseURL }) => {
  const email = uniqueEmail('forgot');
  await createUser(baseURL!, email);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const since = new Date();
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\?/);
  const code = await waitForCode(request, email, since);
  await page.getByRole('textbox', { name: 'Reset code' }).fill(code);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectOnDashboard(page);
  await expectSignedIn(context);
});

test('a wrong reset code says so', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('badcode');
  await createUser(baseURL!, email);
  await page.goto(`/auth/forgot-password?email=${encodeURIComponent(email)}`);
  const since = new Date();
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\?/);
  const code = await waitForCode(request, email, since);
  await page.getByRole('textbox', { name: 'Reset code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid confirmation code. Retry.' })).toBeVisible();
});

test('an admin-created user sets a new password at first sign-in', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('admin-created');
  await createUser(baseURL!, email, { temporary: true });
  await signInThroughPage(page, email, TEST_PASSWORD, '/dashboard/account');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expectOnDashboard(page, '/dashboard/account');
  await expectSignedIn(context);
});
