// A platform admin approves a new workspace on /admin/workspaces, and its owner's locked features open: the
// company page's invitations wait for approval, then work; a plan change opens the ideas. Everyone but platform admins gets the 404 page there.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInContext } from '../support/sign-in.ts';
import { pendingWorkspace, platformAdmin, uniqueWorkspaceName } from './setup.ts';

test.setTimeout(120_000);

test('a platform admin approves a new workspace and its owner can invite people', async ({
  browser,
  request,
  baseURL,
}) => {
  const name = uniqueWorkspaceName('Difference Engines');
  const owner = await pendingWorkspace(request, baseURL!, name);
  expect(owner.status).toBe('PENDING');

  // The owner: the workspace waits, so invitations are locked and the banner says why.
  const ownerContext = await browser.newContext({ baseURL });
  await signInContext(ownerContext, baseURL!, owner.email);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/dashboard/companies');
  await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(ownerPage.getByTestId('approval-banner')).toContainText('waiting for approval');
  await expect(ownerPage.getByRole('button', { name: 'Invite people' })).toBeDisabled();
  await expect(ownerPage.getByText('Invitations open once the workspace is approved.')).toBeVisible();
  await expectNoSeriousA11yViolations(ownerPage);

  // Not a platform admin: the back-office does not exist for them.
  const notFound = await ownerPage.goto('/admin/workspaces');
  expect(notFound?.status()).toBe(404);

  // The platform admin finds it among the pending workspaces and approves it.
  const adminEmail = await platformAdmin(baseURL!);
  const adminContext = await browser.newContext({ baseURL });
  await signInContext(adminContext, baseURL!, adminEmail);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('button', { name: /^Account menu for/ }).click();
  await adminPage.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);
  // The overview links to the review queue: pending workspaces, oldest first.
  await adminPage.getByRole('link', { name: 'Review pending workspaces' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/workspaces\?status=PENDING&dir=asc$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
  await expect(adminPage.getByRole('combobox', { name: 'State' })).toHaveText('Pending');
  await adminPage.getByRole('searchbox', { name: 'Search' }).fill(name);
  const card = adminPage.getByRole('row').filter({ hasText: name });
  await expect(card).toContainText(owner.email);
  await expect(card).toContainText('Nora Newcomer');
  await expectNoSeriousA11yViolations(adminPage);
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(adminPage.getByText(`${name} is approved`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await chooseState(adminPage, 'Active');
  const active = adminPage.getByRole('row').filter({ hasText: name });
  await expect(active).toContainText('Active');

  // Then moves it to the Campaign plan (until subscriptions do): its ideas open.
  await expect(active).toContainText('Connect');
  await active.getByRole('button', { name: `Change the plan of ${name}` }).click();
  const planDialog = adminPage.getByRole('dialog', { name: `Change the plan of ${name}` });
  await planDialog.getByRole('combobox', { name: 'Plan' }).click();
  await adminPage.getByRole('option', { name: 'Campaign' }).click();
  await expect(planDialog.getByRole('combobox', { name: 'Plan' })).toHaveText('Campaign');
  await expectNoSeriousA11yViolations(adminPage, '/admin/workspaces (change plan)');
  await planDialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(adminPage.getByText(`${name} is on the Campaign plan`)).toBeVisible();
  await expect(planDialog).toHaveCount(0);
  await expect(active).toContainText('Campaign');

  // The owner's features open.
  await ownerPage.goto('/dashboard/companies');
  await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(ownerPage.getByTestId('approval-banner')).toHaveCount(0);
  await expect(ownerPage.getByRole('button', { name: 'Invite people' })).toBeEnabled();
  await ownerPage.getByRole('button', { name: 'Invite people' }).click();
  await expect(ownerPage.getByRole('dialog', { name: 'Invite people' })).toBeVisible();
  await expectNoSeriousA11yViolations(ownerPage);
  await ownerPage.goto('/dashboard/ideation/ideas');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();
  await expect(ownerPage.getByText('Ideas need the Campaign plan.')).toHaveCount(0);

  await ownerContext.close();
  await adminContext.close();
});

test('a platform admin rejects a workspace with a reason, which its owner reads', async ({
  browser,
  request,
  baseURL,
}) => {
  const name = uniqueWorkspaceName('Vaporware');
  const owner = await pendingWorkspace(request, baseURL!, name);
  const adminContext = await browser.newContext({ baseURL });
  await signInContext(adminContext, baseURL!, await platformAdmin(baseURL!));
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/workspaces');
  await adminPage.getByRole('searchbox', { name: 'Search' }).fill(name);
  const card = adminPage.getByRole('row').filter({ hasText: name });
  await card.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Reject ${name}?` });
  await dialog.getByRole('button', { name: 'Reject workspace' }).click();
  await expect(dialog.getByText('Say why, so the owner can fix it')).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  const reason = 'Add your company’s website and address, then submit it again.';
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject workspace' }).click();
  await expect(adminPage.getByText(`${name} was not approved; the owner is told why`)).toBeVisible();
  await chooseState(adminPage, 'Rejected');
  await expect(adminPage.getByRole('row').filter({ hasText: name })).toContainText(reason);

  const ownerContext = await browser.newContext({ baseURL });
  await signInContext(ownerContext, baseURL!, owner.email);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/dashboard/companies');
  await expect(ownerPage.getByTestId('approval-banner')).toContainText(reason);
  await expectNoSeriousA11yViolations(ownerPage);
  await Promise.all([adminContext.close(), ownerContext.close()]);
});

test('a signed-out visitor to the back-office is sent to sign in', async ({ request }) => {
  const response = await request.get('/admin/workspaces', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toContain('/auth/login?returnTo=%2Fadmin%2Fworkspaces');
});

/** The list's State filter (in the URL, like every back-office filter). */
async function chooseState(page: Page, state: string): Promise<void> {
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: state, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`status=${state.toUpperCase()}`));
}
