// The back-office's own pages: the overview (counts and charts over a period kept in the URL; nothing wider than a
// phone at 390 px), the audit log (a review found by its action, target and date; the filters reload from the URL)
// and the workspaces (a pending one found, sorted, exported as CSV). axe checks every page.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAsPlatformAdmin } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { graphql } from '../support/notifications.ts';
import { passwordSignIn } from '../support/sign-in.ts';
import { pendingWorkspace, uniqueWorkspaceName } from '../workspace/setup.ts';

test.setTimeout(120_000);

const REVIEW = 'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }';

async function adminPage(page: Page, baseURL: string) {
  await acknowledgeCookieNotice(page);
  return signInAsPlatformAdmin(page, baseURL);
}

/** The page is no wider than its window (nothing to scroll sideways but the tables' own regions). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the overview counts what the platform holds, over a period kept in the URL', async ({ page, baseURL }) => {
    await adminPage(page, baseURL!);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const counts = page.getByRole('list', { name: 'Counts now' });
    // At least the admin themself is a user.
    await expect(counts.getByRole('listitem', { name: 'Users' })).toContainText(/[1-9]/);
    await expect(counts.getByRole('listitem', { name: 'Active workspaces' })).toContainText('waiting for approval');
    await expect(counts.getByRole('listitem', { name: 'Revenue' })).toContainText('£');
    for (const chart of [
      'Sign-ups and new workspaces',
      'Enquiries and newsletter confirmations',
      'Workspaces by state',
      'Revenue',
      'Subscriptions by plan',
    ])
      await expect(page.getByRole('figure', { name: chart }).locator('svg').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin');

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\/admin\?days=7$/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 7 days');
    await expect(page.getByRole('figure', { name: 'Sign-ups and new workspaces' })).toBeVisible();
  });

  test('the audit log finds a review by action, target and date, and reloads to the same view', async ({
    page,
    request,
    baseURL,
  }) => {
    const name = uniqueWorkspaceName('Audited Looms');
    const owner = await pendingWorkspace(request, baseURL!, name);
    const admin = await adminPage(page, baseURL!);
    const tokens = await passwordSignIn(baseURL!, admin.email);
    await graphql(baseURL!, tokens.accessToken, REVIEW, {
      input: { tenantId: owner.tenantId, decision: 'APPROVE' },
    });

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByRole('textbox', { name: 'Action' }).fill('reviewWorkspace');
    await filters.getByRole('textbox', { name: 'Action' }).press('Enter');
    await expect(page).toHaveURL(/action=reviewWorkspace/);
    await filters.getByRole('textbox', { name: 'Target' }).fill(`Tenant:${owner.tenantId}`);
    await filters.getByRole('textbox', { name: 'Target' }).press('Enter');
    await expect(page).toHaveURL(/target=Tenant%3A/);
    const today = new Date().toISOString().slice(0, 10);
    await filters.getByLabel('From').fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}`));

    const table = page.getByRole('region', { name: 'Audit log' });
    const rows = table.getByRole('row').filter({ hasText: 'reviewWorkspace:APPROVE' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Pat Admin');
    await expect(rows).toContainText(admin.email);
    await expect(rows).toContainText(name);
    await expect(rows).toContainText('status: ACTIVE');
    await expectNoSeriousA11yViolations(page, '/admin/audit');

    // The same view after a reload: the filters come back from the URL.
    await page.reload();
    await expect(filters.getByRole('textbox', { name: 'Action' })).toHaveValue('reviewWorkspace');
    await expect(filters.getByRole('textbox', { name: 'Target' })).toHaveValue(`Tenant:${owner.tenantId}`);
    await expect(filters.getByLabel('From')).toHaveValue(today);
    await expect(table.getByRole('row').filter({ hasText: 'reviewWorkspace:APPROVE' })).toHaveCount(1);

    // Widened to every workspace's reviews: the filter follows.
    await page.getByRole('button', { name: 'Every Tenant' }).click();
    await expect(page).toHaveURL(/target=Tenant%3A(&|$)/);
    await expect(filters.getByRole('textbox', { name: 'Target' })).toHaveValue('Tenant:');
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  });

  test('the workspaces list finds a pending workspace, sorts, and exports what it shows as CSV', async ({
    page,
    request,
    baseURL,
  }) => {
    const name = uniqueWorkspaceName('Listed Mills');
    const owner = await pendingWorkspace(request, baseURL!, name);
    await adminPage(page, baseURL!);
    await page.goto(`/admin/workspaces?status=PENDING&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Pending');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(name);
    const table = page.getByRole('region', { name: 'Workspaces' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(owner.email);
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('button', { name: `Approve ${name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/workspaces');

    await table.getByRole('button', { name: 'Members' }).click();
    await expect(page).toHaveURL(/sort=memberCount/);
    await expect(table.getByRole('columnheader', { name: /Members/ })).toHaveAttribute('aria-sort', 'ascending');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^workspaces-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain(owner.email);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test('the overview fits a phone', async ({ page, baseURL }) => {
    await adminPage(page, baseURL!);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(
      page.getByRole('figure', { name: 'Sign-ups and new workspaces' }).locator('svg').first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, '/admin (390 px)');
  });
});
