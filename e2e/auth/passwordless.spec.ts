// Passwordless sign-in: "E-mail me a code" runs the pool's builtin custom flow; the code comes from the outbox.
import { expect, test } from '@playwright/test';
import { createUser } from '../support/admin.ts';
import { expectOnDashboard, expectSignedIn } from '../support/auth-flows.ts';
import { uniqueEmail, waitForCode } from '../support/outbox.ts';

test('sign in with an e-mailed code, a wrong code first', async ({ page, context, request, baseURL }) => {
  const email = uniqueEmail('passwordless');
  await createUser(baseURL!, email);
  await page.goto('/auth/login?returnTo=/dashboard/account');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const since = new Date();
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const code = await waitForCode(request, email, since);

  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid confirmation code. Retry.' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectOnDashboard(page, '/dashboard/account');
  await expectSignedIn(context);
});
