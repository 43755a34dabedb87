// The back-office's payments: a workspace owner pays for a plan on the provider's hosted checkout with the
// 4242 4242 4242 4242 test card; the payment reaches /admin/payments through the webhook; a platform admin finds
// it by the workspace's name, opens it and refunds it (the amount defaults to what is left; their password
// confirms it), and the page shows it Refunded. axe checks every page and the dialog.
import { expect, test } from '@playwright/test';
import { signInAsPlatformAdmin, TEST_PASSWORD } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { pendingOwner } from '../support/billing.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { payForPlan } from '../support/payments.ts';
import { setSessionCookies } from '../support/sign-in.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(180_000);

test('a payment made through the hosted checkout is refunded from the back-office', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const workspace = `Refunded Works ${Date.now().toString(36)}`;
  const { owner } = await pendingOwner(request, baseURL!, { workspace, label: 'payer' });

  // The owner pays for Collaborate (£49 a month) with the test card that succeeds.
  const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await setSessionCookies(ownerContext, baseURL!, owner.tokens);
  const ownerPage = await ownerContext.newPage();
  await acknowledgeCookieNotice(ownerPage);
  await payForPlan(ownerPage, baseURL!, owner.tokens);
  await ownerContext.close();

  await acknowledgeCookieNotice(page);
  await signInAsPlatformAdmin(page, baseURL!);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(workspace);
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByRole('region', { name: 'Payments' });
  const row = table.getByRole('row').filter({ hasText: workspace });
  // The webhook records it: paid, £49.00.
  await expect(async () => {
    await page.reload();
    await expect(row.filter({ hasText: 'Paid' })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText('£49.00');
  await expectNoSeriousA11yViolations(page, '/admin/payments');

  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `£49.00 from ${workspace}` })).toBeVisible();
  await expect(page.getByRole('link', { name: workspace, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/payments/[paymentId]');

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${workspace}?` });
  // What is left, by default; never more.
  await expect(dialog.getByLabel('Amount to refund')).toHaveValue('49.00');
  await dialog.getByLabel('Amount to refund').fill('49.01');
  await dialog.getByLabel('Your password').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('The refund cannot be more than what is left of the payment.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/payments/[paymentId] (refund)');
  await dialog.getByLabel('Amount to refund').fill('49.00');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // The status under the heading: refunded, nothing left to refund.
  await expect(page.locator('.MuiChip-root', { hasText: /^Refunded$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^£0\.00$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Refunds' })).toContainText('£49.00');

  // The list says so too.
  await page.goto(`/admin/payments?refunded=REFUNDED&q=${encodeURIComponent(workspace)}`);
  await expect(
    page.getByRole('region', { name: 'Payments' }).getByRole('row').filter({ hasText: workspace }),
  ).toContainText('Refunded');
});
