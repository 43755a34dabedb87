// An owner invites a colleague from the company page, with a team; the colleague follows the e-mailed link,
// creates their account with the address prefilled, confirms it with the code, and lands in the workspace and
// the team. Then the invitation link is used: opening it again says so.
import { INVITATION_MESSAGES } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { TEST_PASSWORD } from '../support/admin.ts';
import { fillSignUp } from '../support/auth-flows.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail, waitForCode, waitForLink } from '../support/outbox.ts';
import { passwordSignIn, setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace } from '../support/workspace.ts';
import { uniqueWorkspaceName } from './setup.ts';

test.setTimeout(150_000);

test('an invited colleague signs up from the e-mailed link and lands in the workspace and a team', async ({
  browser,
  request,
  baseURL,
}) => {
  const name = uniqueWorkspaceName('Analytical Engines');
  const setup = await approvedWorkspace(request, baseURL!, { workspace: name, label: 'inviter' });
  const team = `Research ${Math.random().toString(36).slice(2, 6)}`;
  await graphql(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
    {
      input: { name: team },
    },
  );
  const colleague = uniqueEmail('invitee');

  // The owner invites from the company page, into the team.
  const ownerContext = await browser.newContext({ baseURL });
  await setSessionCookies(ownerContext, baseURL!, setup.owner.tokens);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/dashboard/companies');
  await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSeriousA11yViolations(ownerPage);
  await ownerPage.getByRole('button', { name: 'Invite people' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Invite people' });
  await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(colleague);
  await dialog.getByRole('radio', { name: /^Member/ }).check();
  await dialog.getByRole('combobox', { name: 'Teams (optional)' }).click();
  await ownerPage.getByRole('option', { name: team }).click();
  await expectNoSeriousA11yViolations(ownerPage);
  const since = new Date();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${colleague}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(ownerPage.getByRole('listitem', { name: colleague })).toContainText('Member');

  // The colleague reads the e-mail and opens the link, signed out.
  const link = await waitForLink(request, colleague, /\/invitations\//, since);
  const path = new URL(link).pathname;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${name}` })).toBeVisible();
  await expect(page.getByTestId('invitation-landing')).toContainText(colleague);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(colleague);
  await expect(page.getByTestId('sign-up-joining')).toBeVisible();
  // Signing in instead comes back to the invitation, to accept it there.
  await expect(page.getByTestId('sign-up').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    `/auth/login?returnTo=${encodeURIComponent(path)}`,
  );
  await expectNoSeriousA11yViolations(page);
  const signUpAt = new Date();
  await fillSignUp(page, { email: colleague, password: TEST_PASSWORD, givenName: 'Ada', familyName: 'Byron' });
  await expect(page).toHaveURL(/\/auth\/code-verification\?/);
  expect(new URL(page.url()).searchParams.get('invitation')).toBeTruthy();
  await expectNoSeriousA11yViolations(page);
  const code = await waitForCode(request, colleague, signUpAt);
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(code);
  await page.getByRole('button', { name: 'Confirm account' }).click();

  // In the workspace, as a member, and in the team.
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
  await expect(page.getByTestId('dashboard-workspace')).toHaveText(name);
  await expect(page.getByTestId('approval-banner')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/dashboard/companies');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('listitem', { name: /Ada Byron/ })).toContainText('Member');
  await expectNoSeriousA11yViolations(page);
  const tokens = await passwordSignIn(baseURL!, colleague);
  const teams = await graphql<{ listTeams: { items: { name: string; myRole: string | null }[] } }>(
    baseURL!,
    tokens.accessToken,
    'query { listTeams { items { name myRole } } }',
  );
  expect(teams.listTeams.items).toContainEqual({ name: team, myRole: 'member' });

  // The owner sees the invitation gone from the pending list and the colleague among the members.
  await ownerPage.reload();
  await expect(ownerPage.getByRole('listitem', { name: /Ada Byron/ })).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);

  // The link is single use.
  const again = await browser.newContext({ baseURL });
  const againPage = await again.newPage();
  await againPage.goto(path);
  await expect(againPage.getByTestId('invitation-message')).toHaveText(INVITATION_MESSAGES.used);
  await expectNoSeriousA11yViolations(againPage);

  await Promise.all([ownerContext.close(), context.close(), again.close()]);
});
