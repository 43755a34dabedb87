// The back-office's payments: a workspace owner pays for a plan on the provider's hosted checkout with the
// 4242 4242 4242 4242 test card; the payment reaches /admin/payments through the webhook; a platform admin finds
// it by the workspace's name, opens it and refunds it (the amount defaults to what is left; their password
// confirms it), and the page shows it Refunded. A platform admin grants a workspace Bespoke with its own limits
// and features from the workspaces page. axe checks every page and the dialogs.
import { expect, test } from '@playwright/test';
import { signInAsPlatformAdmin, TEST_PASSWORD } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { pendingOwner } from '../support/billing.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { graphql } from '../support/notifications.ts';
import { payForPlan } from '../support/payments.ts';
import { setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace } from '../support/workspace.ts';

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
  // The webhook may come after the first look: reload until the list, once shown, has the paid row.
  const loaded = row.or(table.getByText('No payment matches these filters.'));
  await expect(async () => {
    await page.reload();
    await expect(loaded).toBeVisible({ timeout: 30_000 });
    await expect(row.filter({ hasText: 'Paid' })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 120_000 });
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

test('a platform admin grants a workspace Bespoke with its own limits and features', async ({
  page,
  request,
  baseURL,
}) => {
  const workspace = `Bespoke Works ${Date.now().toString(36)}`;
  const { owner } = await approvedWorkspace(request, baseURL!, { workspace, label: 'bespoke', tier: 'CONNECT' });

  await acknowledgeCookieNotice(page);
  await signInAsPlatformAdmin(page, baseURL!);
  await page.goto(`/admin/workspaces?q=${encodeURIComponent(workspace)}`);
  const row = page.getByRole('row').filter({ hasText: workspace });
  await expect(row).toContainText('Connect');
  await row.getByRole('button', { name: `Change the plan of ${workspace}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the plan of ${workspace}` });
  await dialog.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Bespoke' }).click();
  // Connect's limits to start from; blank is unlimited.
  await expect(dialog.getByLabel('Seats')).toHaveValue('3');
  await dialog.getByLabel('Seats').fill('25');
  await dialog.getByLabel('Storage (GB)').fill('');
  await dialog.getByRole('textbox', { name: 'Number of teams' }).fill('4');
  await dialog.getByLabel('Active campaigns').fill('2.5');
  await dialog.getByRole('checkbox', { name: 'Ideas', exact: true }).check();
  await dialog.getByRole('button', { name: 'Grant Bespoke' }).click();
  await expect(dialog.getByText('a whole number, or blank for unlimited')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/workspaces (Bespoke grant)');
  await dialog.getByLabel('Active campaigns').fill('2');
  await dialog.getByRole('button', { name: 'Grant Bespoke' }).click();
  await expect(page.getByText(`${workspace} is granted the Bespoke plan`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Bespoke');
  await expect(row).toContainText('25 seats · unlimited storage · 4 teams · 2 campaigns');

  // The owner's workspace has what was granted.
  const { getMyWorkspace } = await graphql<{
    getMyWorkspace: { tier: string; entitlements: { features: string[]; seats: number; storageGb: number | null } };
  }>(baseURL!, owner.tokens.accessToken, '{ getMyWorkspace { tier entitlements { features seats storageGb } } }');
  expect(getMyWorkspace.tier).toBe('BESPOKE_USER_PRICING');
  expect(getMyWorkspace.entitlements).toMatchObject({ seats: 25, storageGb: null });
  expect(getMyWorkspace.entitlements.features).toContain('ideas');
});
