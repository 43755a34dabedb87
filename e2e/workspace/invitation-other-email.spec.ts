// An invitation opened by someone signed in with another e-mail address: the page says so, in the words the
// server uses, and offers no way to accept it; the server refuses it too.
import { INVITATION_MESSAGES } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { createUser } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail, waitForLink } from '../support/outbox.ts';
import { signInContext } from '../support/sign-in.ts';
import { approvedWorkspace } from '../support/workspace.ts';
import { uniqueWorkspaceName } from './setup.ts';

test.setTimeout(120_000);

test('an invitation opened with another e-mail address is refused with a clear message', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const name = uniqueWorkspaceName('Jacquard Looms');
  const setup = await approvedWorkspace(request, baseURL!, { workspace: name, label: 'inviter-mismatch' });
  const invited = uniqueEmail('invited');
  const since = new Date();
  await graphql(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }',
    { input: { emails: [invited], role: 'admin' } },
  );
  const path = new URL(await waitForLink(request, invited, /\/invitations\//, since)).pathname;

  const someoneElse = uniqueEmail('someone-else');
  await createUser(baseURL!, someoneElse, { givenName: 'Sam', familyName: 'Else' });
  const tokens = await signInContext(context, baseURL!, someoneElse);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${name}` })).toBeVisible();
  await expect(page.getByTestId('invitation-message')).toHaveText(INVITATION_MESSAGES.otherEmail);
  await expect(page.getByText(`You are signed in as ${someoneElse}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in with another account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The server says the same to a client that tries anyway.
  const token = path.split('/').pop();
  await expect(
    graphql(
      baseURL!,
      tokens.accessToken,
      'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId } }',
      { input: { token } },
    ),
  ).rejects.toThrow(INVITATION_MESSAGES.otherEmail);
});
