// A second tab of the same browser follows sign-in (leaves the sign-in page for where it was going) and sign-out
// (drops the user and leaves signed-in pages).
import { expect, test } from '@playwright/test';
import { createUser, TEST_PASSWORD } from '../support/admin.ts';
import { expectOnDashboard, fillSignIn } from '../support/auth-flows.ts';
import { uniqueEmail } from '../support/outbox.ts';

// Two tabs, five page loads and a sign-in: on two busy cores this journey alone takes about a minute.
test.setTimeout(120_000);

test('a second tab follows sign-in and sign-out', async ({ context, baseURL }) => {
  const email = uniqueEmail('tabs');
  await createUser(baseURL!, email);
  const first = await context.newPage();
  const second = await context.newPage();
  // /auth is the login page, with where to go afterwards kept.
  await second.goto('/auth?returnTo=%2Fdashboard%2Faccount');
  await expect(second).toHaveURL(/\/auth\/login\?returnTo=%2Fdashboard%2Faccount$/);
  await expect(second.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

  await first.goto('/auth/login');
  await fillSignIn(first, email, TEST_PASSWORD);
  await expectOnDashboard(first);
  // The other tab heard the sign-in: it leaves the sign-in page for where it was going.
  await expectOnDashboard(second, '/dashboard/account');

  await first.getByRole('button', { name: /^Account menu for/ }).click();
  await first.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(first).toHaveURL(/\/auth\/login/);
  // The other tab leaves the signed-in page for the sign-in page, keeping where it was.
  await expect(second).toHaveURL(/\/auth\/login\?returnTo=%2Fdashboard%2Faccount/, { timeout: 15_000 });
});
