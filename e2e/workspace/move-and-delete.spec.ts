// Moving between workspaces from the pages: a user who signed up alone accepts an invitation while signed in
// (asked first, as it moves them out of their own workspace) and the session follows at once; an owner deletes
// the workspace by typing its name, a member is told it is deleted and starts a workspace of their own.
import { MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail, waitForLink } from '../support/outbox.ts';
import { setSessionCookies, signInContext, signUpConfirmed } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember } from '../support/workspace.ts';
import { uniqueWorkspaceName } from './setup.ts';

test.setTimeout(150_000);

test('a signed-in user accepts an invitation, confirming the move out of their own workspace', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const name = uniqueWorkspaceName('Hollerith Tabulators');
  const setup = await approvedWorkspace(request, baseURL!, { workspace: name, label: 'move-owner' });
  const email = uniqueEmail('mover');
  await signUpConfirmed(request, baseURL!, email, {
    givenName: 'Tom',
    familyName: 'Mover',
    workspace: 'Tom’s garage',
  });
  const since = new Date();
  await graphql(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }',
    { input: { emails: [email], role: 'admin' } },
  );
  const path = new URL(await waitForLink(request, email, /\/invitations\//, since)).pathname;

  await signInContext(context, baseURL!, email);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${name}` })).toBeVisible();
  await expect(page.getByText(`You are in Tom’s garage now.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  const move = page.getByRole('dialog', { name: `Leave Tom’s garage for ${name}?` });
  await expectNoSeriousA11yViolations(page);
  await move.getByRole('button', { name: 'Accept and move' }).click();

  // The dashboard opens in the new workspace, with the role of the invitation, from a refreshed session.
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
  await expect(page.getByTestId('dashboard-workspace')).toHaveText(name);
  await expect(page.getByTestId('dashboard-top-bar')).toContainText(name);
  await page.goto('/dashboard/companies');
  await expect(page.getByRole('region', { name: 'Invitations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an owner deletes the workspace by typing its name; a member is told and starts their own', async ({
  browser,
  request,
  baseURL,
}) => {
  const name = uniqueWorkspaceName('Zuse Computing');
  const setup = await approvedWorkspace(request, baseURL!, { workspace: name, label: 'delete-owner' });
  const member = await joinedMember(request, baseURL!, setup, {
    label: 'deleted-member',
    givenName: 'Konrad',
    familyName: 'Keeper',
  });

  const ownerContext = await browser.newContext({ baseURL });
  await setSessionCookies(ownerContext, baseURL!, setup.owner.tokens);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/dashboard/companies#danger-zone');
  await ownerPage.getByRole('button', { name: 'Delete workspace' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog.getByRole('button', { name: 'Delete workspace' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Workspace name' }).fill(name.toLowerCase());
  await expect(dialog.getByRole('button', { name: 'Delete workspace' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Workspace name' }).fill(name);
  await expectNoSeriousA11yViolations(ownerPage);
  await dialog.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(ownerPage).toHaveURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });

  // The member: told on the overview, offered a new workspace on the company page.
  const context = await browser.newContext({ baseURL });
  await setSessionCookies(context, baseURL!, member.tokens);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByTestId('approval-banner')).toContainText(MEMBERSHIP_MESSAGES.deleted);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/dashboard/companies');
  await expect(page.getByRole('heading', { level: 2, name: 'Create a workspace' })).toBeVisible();
  await expect(page.getByText('Your workspace was deleted.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Workspace name' }).fill('Keeper & Co');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keeper & Co' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('approval-banner')).toContainText('waiting for approval');

  await Promise.all([ownerContext.close(), context.close()]);
});
