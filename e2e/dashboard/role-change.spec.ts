// Menus follow a role change without signing out: a member's dashboard is open on /dashboard/teams (browser B),
// where only owners and admins are offered "Create team"; the owner (browser A's session, through the data API as
// the company page calls it) makes the member an admin. The member's notification arrives live, the web app
// trades the refresh token for new tokens and refetches the workspace, and "Create team" appears on the page
// that was open, with no reload and no sign-in. Made a member again, it goes.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { sessionCookieNames, signInContext } from '../support/sign-in.ts';
import { approvedWorkspace, changeMemberRole, joinedMember } from '../support/workspace.ts';

test.setTimeout(180_000);

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
  await page.goto('/dashboard/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('An owner or admin of your workspace creates them.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Create team' })).toHaveCount(0);
  // The live feed is open (the bell keeps it): what the owner does next reaches this page.
  await page.goto('/dashboard/notifications');
  await expect(page.getByText('Live updates: on')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('dashboard-side-nav').getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByText('An owner or admin of your workspace creates them.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/teams (member)');
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const before = await idToken();

  await changeMemberRole(baseURL!, setup.owner, ada.userId, 'admin');
  await expect(page.getByRole('main').getByRole('link', { name: 'Create team' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Create the first one and add members from your workspace.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
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
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await context.close();
});
