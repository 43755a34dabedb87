// "Sign out of all devices" ends the sessions of other browsers too: a second, separately signed-in browser
// context is sent to the login page at its next visit to the dashboard.
import { expect, test } from '@playwright/test';
import { createUser } from '../support/admin.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { signInContext } from '../support/sign-in.ts';

test.setTimeout(120_000);

test('global sign-out signs out a second browser context', async ({ browser, page, context, baseURL }) => {
  const email = uniqueEmail('acct-global');
  await createUser(baseURL!, email, { givenName: 'Ada' });
  await signInContext(context, baseURL!, email);
  const other = await browser.newContext({ baseURL });
  try {
    await signInContext(other, baseURL!, email);
    const otherPage = await other.newPage();
    await otherPage.goto('/dashboard');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible({ timeout: 30_000 });

    await page.goto('/dashboard/account');
    await page
      .getByRole('region', { name: 'Sessions' })
      .getByRole('button', { name: 'Sign out of all devices' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/auth\/login/, { timeout: 30_000 });

    // The other browser's next navigation ends at the login page, and its cookies are gone.
    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL(/\/auth\/login\?returnTo=%2Fdashboard$/, { timeout: 30_000 });
    await expect
      .poll(
        async () => (await other.cookies()).filter((c) => c.name.startsWith('CognitoIdentityServiceProvider.')).length,
      )
      .toBe(0);
    const response = await otherPage.request.get('/dashboard', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
  } finally {
    await other.close();
  }
});
