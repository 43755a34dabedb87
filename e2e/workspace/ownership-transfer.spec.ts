// Ownership transfer end to end: the primary owner offers it to a member, who sees the request on their
// overview and accepts it; the member becomes the primary owner and the former one stays an owner.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember } from '../support/workspace.ts';
import { readToast, uniqueWorkspaceName } from './setup.ts';

test.setTimeout(150_000);

test('the primary owner hands ownership to a member, who confirms it', async ({ browser, request, baseURL }) => {
  const name = uniqueWorkspaceName('Lovelace Labs');
  const setup = await approvedWorkspace(request, baseURL!, { workspace: name, label: 'transfer-owner' });
  const member = await joinedMember(request, baseURL!, setup, {
    label: 'heir',
    givenName: 'Hedy',
    familyName: 'Lamarr',
  });

  const ownerContext = await browser.newContext({ baseURL });
  await setSessionCookies(ownerContext, baseURL!, setup.owner.tokens);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/dashboard/companies#ownership');
  const section = ownerPage.getByRole('region', { name: 'Ownership' });
  await section
    .getByRole('combobox', { name: 'New primary owner' })
    .selectOption({ label: `Hedy Lamarr (${member.email})` });
  await expect(section.getByRole('checkbox', { name: 'I stay an owner after the transfer' })).toBeChecked();
  await section.getByRole('button', { name: 'Transfer ownership' }).click();
  const confirm = ownerPage.getByRole('dialog', { name: 'Make Hedy Lamarr the primary owner?' });
  await expectNoSeriousA11yViolations(ownerPage);
  await confirm.getByRole('button', { name: 'Send the request' }).click();
  await readToast(ownerPage, 'Hedy Lamarr was asked to accept the ownership');
  await expect(section.getByTestId('transfer-pending')).toContainText('Waiting for Hedy Lamarr to accept');
  await expectNoSeriousA11yViolations(ownerPage);

  // The member sees the request on the overview and accepts it.
  const context = await browser.newContext({ baseURL });
  await setSessionCookies(context, baseURL!, member.tokens);
  const page = await context.newPage();
  await page.goto('/dashboard');
  const banner = page.getByTestId('transfer-banner');
  await expect(banner).toContainText('wants to make you the primary owner');
  await expectNoSeriousA11yViolations(page);
  // Accepting makes them the primary owner: the app fetches new tokens and loads the page afresh.
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await reloaded;
  await expect(page.getByTestId('transfer-banner')).toHaveCount(0);
  await page.goto('/dashboard/companies');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Primary owner', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ownership' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The former primary owner stays an owner and no longer hands ownership.
  await ownerPage.reload();
  await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'Ownership' })).toHaveCount(0);
  await expect(ownerPage.getByRole('listitem', { name: 'Hedy Lamarr' })).toContainText('Primary owner');

  await Promise.all([ownerContext.close(), context.close()]);
});
