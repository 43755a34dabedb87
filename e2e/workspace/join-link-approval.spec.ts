// An owner turns the join link on for the company's e-mail domain; a colleague with an address there asks to join
// by it and waits, told why features are locked; the owner sees the request on the overview, approves it on the
// company page, and the colleague's workspace opens.
import { MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { setSessionCookies, signInContext, signUpConfirmed } from '../support/sign-in.ts';
import { approvedWorkspace } from '../support/workspace.ts';
import { readToast, uniqueWorkspaceName } from './setup.ts';

test.setTimeout(150_000);

test('an owner approves a colleague who asked to join by the join link', async ({ browser, request, baseURL }) => {
  const name = uniqueWorkspaceName('Babbage Works');
  const setup = await approvedWorkspace(request, baseURL!, { workspace: name, label: 'join-owner' });
  const domain = setup.owner.email.split('@')[1]!;

  // The owner turns the join link on for the company's domain.
  const ownerContext = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  await setSessionCookies(ownerContext, baseURL!, setup.owner.tokens);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/dashboard/companies#join-link');
  const section = ownerPage.getByRole('region', { name: 'Join link' });
  await expect(section).toBeVisible();
  await section.getByRole('switch', { name: 'Anyone at these domains can ask to join' }).check();
  await section.getByRole('combobox', { name: 'E-mail domains' }).fill(domain);
  await section.getByRole('combobox', { name: 'E-mail domains' }).press('Enter');
  await section.getByRole('button', { name: 'Save join link' }).click();
  await readToast(ownerPage, 'Join link saved');
  const url = await section.getByTestId('join-link-url').inputValue();
  expect(url).toMatch(/\/join\/[\w-]+$/);
  await expectNoSeriousA11yViolations(ownerPage);

  // A colleague at that domain, who signed up alone (their own new workspace), asks to join: a move, confirmed.
  const colleague = uniqueEmail('joiner');
  await signUpConfirmed(request, baseURL!, colleague, { givenName: 'Lin', familyName: 'Joiner' });
  const context = await browser.newContext({ baseURL });
  await signInContext(context, baseURL!, colleague);
  const page = await context.newPage();
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Ask to join' }).click();
  const move = page.getByRole('dialog', { name: new RegExp(`for ${name}\\?$`) });
  await expect(move).toContainText('wait for an owner or admin');
  await expectNoSeriousA11yViolations(page);
  await move.getByRole('button', { name: 'Ask to join' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
  await expect(page.getByTestId('approval-banner')).toContainText(MEMBERSHIP_MESSAGES.memberPending);
  await expectNoSeriousA11yViolations(page);

  // The owner sees the request on the overview and approves it on the company page.
  await ownerPage.goto('/dashboard');
  const waiting = ownerPage.getByTestId('pending-approvals');
  await expect(waiting).toContainText('1 person is waiting for approval');
  await expectNoSeriousA11yViolations(ownerPage);
  await waiting.getByRole('link', { name: 'Review' }).click();
  await expect(ownerPage).toHaveURL(/\/dashboard\/companies#members$/);
  const row = ownerPage.getByRole('listitem', { name: 'Lin Joiner' });
  await expect(row).toContainText('Pending approval');
  await row.getByRole('button', { name: 'Approve' }).click();
  await readToast(ownerPage, 'Lin Joiner is now a member');
  await expect(row).not.toContainText('Pending approval');
  await expectNoSeriousA11yViolations(ownerPage);

  // The colleague's workspace opens.
  await page.reload();
  await expect(page.getByTestId('dashboard-workspace')).toHaveText(name);
  await expect(page.getByTestId('approval-banner')).toHaveCount(0);

  await Promise.all([ownerContext.close(), context.close()]);
});
