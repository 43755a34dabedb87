// Teams through the real pages: an owner creates a team with a first member picked from the workspace, renames
// it, adds a colleague as lead, changes a member's team role, removes one, and deletes the team after
// confirming; a member of the team reads it and leaves it; a workspace whose plan has no teams names the plan
// that has them. The workspace is set up through the data API (approved and put on the Collaborate plan by the
// back-office), its members created through the admin path and invited by the owner. axe on every page visited.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql, myNotifications } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { signInContext, signUpConfirmed } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';

test.setTimeout(180_000);

async function openAs(browser: import('@playwright/test').Browser, baseURL: string, person: TPerson, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await signInContext(context, baseURL, person.email);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/**
 * Watches for a toast from before the action that shows it; the returned function waits until it has shown and
 * gone. A success toast stays 2 s, and on a slow machine the page's own change (the next page, a refetched list)
 * can come later than that: looking for the toast only then missed it (CI, the team's creation).
 */
function watchToast(page: Page, text: string | RegExp): () => Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  const shown = expect(toast).toBeVisible();
  shown.catch(() => {}); // awaited below; a journey that fails earlier does not leave it unhandled
  return async () => {
    await shown;
    await expect(toast).toBeHidden({ timeout: 15_000 });
  };
}

test('an owner creates a team, renames it, changes its members and deletes it', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Analytical Engines Ltd',
    label: 'teams-owner',
  });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'teams-ada',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });
  const charles = await joinedMember(request, baseURL!, setup, {
    label: 'teams-charles',
    givenName: 'Charles',
    familyName: 'Babbage',
  });
  const { context, page } = await openAs(browser, baseURL!, setup.owner, '/dashboard/teams');

  // The list, empty: the owner is offered to create the first team.
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'No teams yet' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('dashboard-side-nav').getByRole('link', { name: 'Teams' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page, '/dashboard/teams (empty)');

  // Create: the name is required (contracts' rule, before any call), then a first member from the workspace.
  await page.getByRole('main').getByRole('link', { name: 'Create team' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/teams\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a team' })).toBeVisible();
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('textbox', { name: 'Team name' })).toHaveAccessibleDescription(/enter a team name/);
  await page.getByRole('textbox', { name: 'Team name' }).fill('Difference Engine');
  await page.getByRole('textbox', { name: 'Description' }).fill('Builds the engine that tabulates polynomials.');
  await page.getByRole('combobox', { name: 'Members (optional)' }).fill('Ada');
  await page.getByRole('option', { name: /Ada Lovelace/ }).click();
  await expect(page.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/teams/create');
  const created = watchToast(page, 'Team “Difference Engine” created');
  await page.getByRole('button', { name: 'Create team' }).click();

  // The team's page: Ada is its one member.
  await expect(page).toHaveURL(/\/dashboard\/teams\/(?!create$)[^/]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Difference Engine' })).toBeVisible();
  await created();
  const members = page.getByRole('list', { name: /^Members of / });
  await expect(members.getByTestId('team-member-row')).toHaveCount(1);
  await expect(members.getByRole('combobox', { name: 'Team role of Ada Lovelace' })).toHaveText('Member');
  await expectNoSeriousA11yViolations(page, '/dashboard/teams/[teamId]');

  // Rename: the heading follows.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit team details' });
  await edit.getByRole('textbox', { name: 'Team name' }).fill('Analytical Engine');
  await expectNoSeriousA11yViolations(page, 'edit team dialog');
  const saved = watchToast(page, 'Team details saved');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytical Engine' })).toBeVisible();
  await saved();

  // Add Charles as a lead.
  await page.getByRole('button', { name: 'Add member' }).click();
  const add = page.getByRole('dialog', { name: 'Add a member to Analytical Engine' });
  await add.getByRole('combobox', { name: 'Member of the workspace' }).fill('Charles');
  await page.getByRole('option', { name: /Charles Babbage/ }).click();
  await add.getByRole('combobox', { name: 'Team role' }).click();
  await page.getByRole('option', { name: 'Lead' }).click();
  await expectNoSeriousA11yViolations(page, 'add member dialog');
  const added = watchToast(page, 'Charles Babbage added to Analytical Engine');
  await add.getByRole('button', { name: 'Add to team' }).click();
  await expect(add).toBeHidden();
  await expect(members.getByTestId('team-member-row')).toHaveCount(2);
  await expect(members.getByRole('combobox', { name: 'Team role of Charles Babbage' })).toHaveText('Lead');
  await expect(page.getByText('2 members')).toBeVisible();
  await added();

  // Ada becomes a lead too.
  await members.getByRole('combobox', { name: 'Team role of Ada Lovelace' }).click();
  const promoted = watchToast(page, 'Ada Lovelace is now a lead of Analytical Engine');
  await page.getByRole('option', { name: 'Lead' }).click();
  await promoted();
  await expect(members.getByRole('combobox', { name: 'Team role of Ada Lovelace' })).toHaveText('Lead');

  // Remove Charles, after confirming.
  await members.getByRole('button', { name: 'Remove Charles Babbage from the team' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Remove Charles Babbage?' });
  await expectNoSeriousA11yViolations(page, 'remove member dialog');
  const removed = watchToast(page, 'Charles Babbage removed from Analytical Engine');
  await confirmRemove.getByRole('button', { name: 'Remove' }).click();
  await expect(confirmRemove).toBeHidden();
  await expect(members.getByTestId('team-member-row')).toHaveCount(1);
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await removed();

  // The list shows it with its count; the owner is not in it.
  await page.getByRole('link', { name: 'Teams', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/teams$/);
  const row = page.getByTestId('team-row').filter({ hasText: 'Analytical Engine' });
  await expect(row).toContainText('1 member');
  await expect(row).toContainText('Not a member');
  await expectNoSeriousA11yViolations(page, '/dashboard/teams');

  // Delete, after confirming: back on the list, which is empty again.
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytical Engine' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete team' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete Analytical Engine?' });
  await expectNoSeriousA11yViolations(page, 'delete team dialog');
  await confirmDelete.getByRole('button', { name: 'Delete team' }).click();
  await expect(page).toHaveURL(/\/dashboard\/teams$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'No teams yet' })).toBeVisible();
  await context.close();

  // Those concerned were told (notify() writes in the change's own transaction): Charles added and removed, Ada
  // added, made a lead and her team deleted.
  const kinds = async (person: TPerson) =>
    (await myNotifications(baseURL!, person.tokens.accessToken)).items.map((n) => n.kind);
  expect(await kinds(charles)).toEqual(expect.arrayContaining(['team.added', 'team.removed']));
  expect(await kinds(ada)).toEqual(expect.arrayContaining(['team.added', 'team.roleChanged', 'team.deleted']));
});

test('a member reads a team, cannot manage it, and leaves it', async ({ browser, request, baseURL }) => {
  const setup = await approvedWorkspace(request, baseURL!, { workspace: 'Jacquard Looms', label: 'teams-owner2' });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'teams-reader',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });
  const created = await graphql<{ createTeam: { id: string } }>(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
    { input: { name: 'Punched Cards', description: 'Patterns for the loom.', memberIds: [ada.userId] } },
  );
  const { context, page } = await openAs(browser, baseURL!, ada, '/dashboard/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByTestId('team-row').filter({ hasText: 'Punched Cards' });
  await expect(row).toContainText('You: Member');
  await expect(page.getByRole('link', { name: 'Create team' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/teams (member)');

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/teams/${created.createTeam.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Punched Cards' })).toBeVisible();
  await expect(page.getByTestId('team-member-row')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete team' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/teams/[teamId] (member)');

  await page.getByRole('button', { name: 'Leave team' }).click();
  const confirm = page.getByRole('dialog', { name: 'Leave Punched Cards?' });
  await confirm.getByRole('button', { name: 'Leave team' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No members yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave team' })).toHaveCount(0);
  await context.close();
});

test('a workspace whose plan has no teams names the plan that has them', async ({ browser, request, baseURL }) => {
  const email = uniqueEmail('teams-connect');
  await signUpConfirmed(request, baseURL!, email, { workspace: 'Small Workshop' });
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await signInContext(context, baseURL!, email);
  const page = await context.newPage();
  await page.goto('/dashboard/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Teams need the Collaborate plan.' })).toBeVisible();
  await expect(page.getByTestId('teams-closed')).toContainText('Your workspace is on the Connect plan.');
  await expect(page.getByRole('link', { name: 'Create team' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/teams (locked)');
  await context.close();
});
