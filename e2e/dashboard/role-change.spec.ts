// Menus follow a role change without signing out: a member's dashboard is open on /dashboard/teams (browser B),
// where only owners and admins are offered "Create team"; the owner (browser A's session, through the data API as
// the company page calls it) makes the member an admin. The member's notification arrives live, the web app
// trades the refresh token for new tokens and refetches the workspace, and "Create team" appears on the page
// that was open, with no reload and no sign-in. Made a member again, it goes. Likewise a member who joined by the
// join link and waits for approval is told why teams are closed, and they open once an owner approves them; a
// member made a team's lead gets its controls on the team's page they had open.
import { MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, sessionCookieNames, signInContext, signUpConfirmed } from '../support/sign-in.ts';
import { approvedWorkspace, changeMemberRole, joinedMember } from '../support/workspace.ts';

test.setTimeout(180_000);

/** Opens the notification centre until its live feed is on (the bell keeps it open), then goes to Teams. */
async function teamsWithLiveFeed(page: Page) {
  await page.goto('/dashboard/notifications');
  await expect(page.getByText('Live updates: on')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('dashboard-side-nav').getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/\/dashboard\/teams$/);
}

/** A mark on this document: a reload (or a sign-in round trip) would lose it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)) === true;
}

test('a member made an admin gets the admin controls at once, without a reload or sign-out', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Analytical Engines Ltd',
    label: 'role-owner',
  });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'role-ada',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const tokens = await signInContext(context, baseURL!, ada.email);
  const idTokenCookie = sessionCookieNames(tokens.clientId, tokens.username).idToken;
  const idToken = async () => (await context.cookies()).find((c) => c.name === idTokenCookie)?.value;
  const page = await context.newPage();
  // The live feed is open (the bell keeps it): what the owner does next reaches this page.
  await teamsWithLiveFeed(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expect(page.getByText('An owner or admin of your workspace creates them.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Create team' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/teams (member)');
  await markDocument(page);
  const before = await idToken();

  await changeMemberRole(baseURL!, setup.owner, ada.userId, 'admin');
  await expect(page.getByRole('main').getByRole('link', { name: 'Create team' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Create the first one and add members from your workspace.')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  // The session was renewed before the refetch (new tokens, claims from the database), not signed out.
  expect(await idToken()).not.toBe(before);
  await expectNoSeriousA11yViolations(page, '/dashboard/teams (made an admin)');

  // The admin creates a team from the page that was open.
  await page.getByRole('main').getByRole('link', { name: 'Create team' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a team' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Team name' })).toBeVisible();

  // Made a member again: the form says only owners and admins create teams, still without a reload.
  await changeMemberRole(baseURL!, setup.owner, ada.userId, 'member');
  await expect(page.getByText('Only owners and admins of your workspace create teams.')).toBeVisible({
    timeout: 20_000,
  });
  expect(await sameDocument(page)).toBe(true);
  await context.close();
});

test('a member waiting for approval is told why teams are closed, and they open once approved', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, { workspace: 'Jacquard Looms', label: 'pending-owner' });
  const link = await graphql<{ updateJoinLink: { token: string } }>(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: UpdateJoinLinkInput!) { updateJoinLink(input: $input) { token } }',
    { input: { enabled: true, domains: ['example.com'] } },
  );
  const email = uniqueEmail('pending-mary');
  await signUpConfirmed(request, baseURL!, email, { givenName: 'Mary', familyName: 'Somerville' });
  const joiner = await passwordSignIn(baseURL!, email);
  const joined = await graphql<{ joinWorkspace: { tenantId: string } }>(
    baseURL!,
    joiner.accessToken,
    'mutation ($input: JoinWorkspaceInput!) { joinWorkspace(input: $input) { tenantId } }',
    { input: { token: link.updateJoinLink.token } },
  );
  expect(joined.joinWorkspace.tenantId).toBe(setup.tenantId);

  const context: BrowserContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const tokens = await signInContext(context, baseURL!, email);
  const page = await context.newPage();
  await teamsWithLiveFeed(page);
  await expect(page.getByRole('heading', { name: 'Teams open once you are approved' })).toBeVisible();
  await expect(page.getByTestId('teams-closed')).toContainText(MEMBERSHIP_MESSAGES.memberPending);
  await expectNoSeriousA11yViolations(page, '/dashboard/teams (pending member)');
  await markDocument(page);

  const userId = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')).sub;
  await graphql(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: ApproveMemberInput!) { approveMember(input: $input) { userId status } }',
    { input: { userId, decision: 'APPROVE' } },
  );
  await expect(page.getByRole('heading', { name: 'No teams yet' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('An owner or admin of your workspace creates them.')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, '/dashboard/teams (approved)');
  await context.close();
});

test('a member made a team lead gets the team’s controls at once, without a reload', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, { workspace: 'Difference Engines', label: 'lead-owner' });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'lead-ada',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });
  const created = await graphql<{ createTeam: { id: string } }>(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
    { input: { name: 'Mill and store', memberIds: [ada.userId] } },
  );
  const teamId = created.createTeam.id;

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await signInContext(context, baseURL!, ada.email);
  const page = await context.newPage();
  await teamsWithLiveFeed(page);
  await page.getByTestId('team-row').filter({ hasText: 'Mill and store' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mill and store' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await markDocument(page);

  await graphql(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: ChangeTeamRoleInput!) { changeTeamRole(input: $input) { role } }',
    { input: { teamId, userId: ada.userId, role: 'lead' } },
  );
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Add member' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Team role of Ada Lovelace' })).toHaveText('Lead');
  expect(await sameDocument(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, '/dashboard/teams/[teamId] (made a lead)');
  await context.close();
});
