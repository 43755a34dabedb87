// Password change on the account page: the current password is checked, the policy shows live, and the new
// password is the one that signs in afterwards (through the login page). Before that, the page's deep links: a
// section's address (`#security`) lands on that section, its heading focused, once the section has loaded, and so
// does a change of the address's section on the page.
import { expect, test } from '@playwright/test';
import { createUser, TEST_PASSWORD } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, signInContext, signInThroughPage } from '../support/sign-in.ts';

test.setTimeout(120_000);

test('the user changes their password and signs in with the new one', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('acct-pw');
  await createUser(baseURL!, email);
  await signInContext(context, baseURL!, email);

  await page.goto('/dashboard/account#security');
  const twoStep = page.getByRole('heading', { level: 2, name: 'Two-step verification' });
  await expect(page.getByTestId('mfa-status')).toBeVisible({ timeout: 30_000 });
  await expect(twoStep).toBeFocused();
  await expect(twoStep).toBeInViewport();
  await page.evaluate(() => {
    window.location.hash = '#password';
  });
  const passwordHeading = page.getByRole('heading', { level: 2, name: 'Password' });
  await expect(passwordHeading).toBeFocused();
  await expect(passwordHeading).toBeInViewport();

  await page.goto('/dashboard/account');
  const section = page.getByRole('region', { name: 'Password' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const current = section.getByLabel('Current password', { exact: false }).first();
  const next = section.locator('input[name="newPassword"]');

  // The policy, live.
  await next.fill('short');
  await expect(section.getByRole('list', { name: 'Password rules' }).locator('li[data-met="false"]')).toHaveCount(4);
  await next.fill('New-Password-42');
  await expect(section.getByRole('list', { name: 'Password rules' }).locator('li[data-met="false"]')).toHaveCount(0);

  // A wrong current password: refused, and what was typed stays.
  await current.fill('Wrong-Password-1');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('The current password is not correct. Try again.')).toBeVisible();
  await expect(next).toHaveValue('New-Password-42');

  await current.fill(TEST_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await expect(current).toHaveValue('');

  await expect(passwordSignIn(baseURL!, email, TEST_PASSWORD)).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });

  // The security activity tells it, newest first: the old password refused, the change, the failed attempt.
  await page.reload();
  const activity = page.getByRole('list', { name: 'Security activity' });
  await expect(activity).toBeVisible({ timeout: 30_000 });
  const entries = activity.getByRole('listitem');
  await expect(entries.nth(0)).toContainText('Sign-in failed');
  await expect(entries.nth(1)).toContainText('Password changed');
  await expect(entries.nth(2)).toContainText('Password change failed');
  await expect(activity).toContainText('Signed in');
  await expectNoSeriousA11yViolations(page);

  // Sign out from the user menu, then in again with the new password through the login page.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInThroughPage(page, email, 'New-Password-42');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 30_000 });
});
