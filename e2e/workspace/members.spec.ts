// The company page's people, as an owner manages them: search, a role change, a removal (confirmed), and an
// invitation resent (a new link; the old one stops working) and revoked; the admin made sees the activity.
import { INVITATION_MESSAGES } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail, waitForLink } from '../support/outbox.ts';
import { setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember } from '../support/workspace.ts';
import { readToast, uniqueWorkspaceName } from './setup.ts';

test.setTimeout(150_000);

test('an owner searches members, changes a role, removes a member, resends and revokes an invitation', async ({
  browser,
  request,
  baseURL,
}) => {
  const name = uniqueWorkspaceName('Colossus');
  const setup = await approvedWorkspace(request, baseURL!, { workspace: name, label: 'members-owner' });
  const tommy = await joinedMember(request, baseURL!, setup, {
    label: 'tommy',
    givenName: 'Tommy',
    familyName: 'Flowers',
  });
  await joinedMember(request, baseURL!, setup, { label: 'alan', givenName: 'Alan', familyName: 'Turing' });

  const context = await browser.newContext({ baseURL });
  await setSessionCookies(context, baseURL!, setup.owner.tokens);
  const page = await context.newPage();
  await page.goto('/dashboard/companies#members');
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByTestId('member-row')).toHaveCount(3);
  await members.getByRole('searchbox', { name: 'Search members' }).fill('flow');
  await expect(members.getByTestId('member-row')).toHaveCount(1);
  await expect(members.getByRole('listitem', { name: 'Tommy Flowers' })).toBeVisible();
  await members.getByRole('searchbox', { name: 'Search members' }).fill('');
  await expect(members.getByTestId('member-row')).toHaveCount(3);

  // Tommy becomes an admin.
  await members.getByRole('combobox', { name: 'Role of Tommy Flowers' }).selectOption('admin');
  await readToast(page, 'Tommy Flowers is now Admin');
  await expectNoSeriousA11yViolations(page);

  // Alan is removed, after a confirmation.
  await members.getByRole('button', { name: 'Actions for Alan Turing' }).click();
  await page.getByRole('menuitem', { name: 'Remove from workspace' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Alan Turing?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Alan Turing was removed')).toBeVisible();
  await expect(members.getByRole('listitem', { name: 'Alan Turing' })).toHaveCount(0);

  // An invitation resent kills the old link; revoked, it leaves the list.
  const invitee = uniqueEmail('resend');
  const first = new Date();
  await graphql(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }',
    { input: { emails: [invitee], role: 'member' } },
  );
  const oldLink = new URL(await waitForLink(request, invitee, /\/invitations\//, first)).pathname;
  await page.reload();
  const invitations = page.getByRole('region', { name: 'Invitations' });
  const row = invitations.getByRole('listitem', { name: invitee });
  await expect(row).toContainText('Expires in 7 days');
  const resent = new Date();
  await row.getByRole('button', { name: `Resend the invitation to ${invitee}` }).click();
  await expect(page.getByText(`A new link was sent to ${invitee}`)).toBeVisible();
  const newLink = new URL(await waitForLink(request, invitee, /\/invitations\//, resent)).pathname;
  expect(newLink).not.toBe(oldLink);
  await row.getByRole('button', { name: `Revoke the invitation to ${invitee}` }).click();
  await page
    .getByRole('dialog', { name: `Withdraw the invitation to ${invitee}?` })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(page.getByText(`The invitation to ${invitee} was withdrawn`)).toBeVisible();
  await expect(invitations.getByRole('listitem', { name: invitee })).toHaveCount(0);
  await expect(invitations.getByText('No pending invitations.')).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const landing = await visitor.newPage();
  await landing.goto(oldLink);
  await expect(landing.getByTestId('invitation-message')).toHaveText(INVITATION_MESSAGES.notFound);
  await landing.goto(newLink);
  await expect(landing.getByTestId('invitation-message')).toHaveText(INVITATION_MESSAGES.revoked);

  // Tommy, now an admin, manages people too; the activity tells what happened.
  const tommyContext = await browser.newContext({ baseURL });
  await setSessionCookies(tommyContext, baseURL!, tommy.tokens);
  const tommyPage = await tommyContext.newPage();
  await tommyPage.goto('/dashboard/companies');
  await expect(tommyPage.getByRole('region', { name: 'Invitations' })).toBeVisible();
  const activity = tommyPage.getByRole('list', { name: 'Recent activity' });
  await expect(activity).toContainText("changed Tommy Flowers's role to admin");
  await expect(activity).toContainText('removed Alan Turing');
  await expectNoSeriousA11yViolations(tommyPage);

  await Promise.all([context.close(), visitor.close(), tommyContext.close()]);
});
