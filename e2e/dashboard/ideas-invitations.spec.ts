// Co-author invitations in "My innovations": an author invites a member to co-author a submitted idea and a
// draft (through the data API; the invite picker is the idea page's own journey); the member opens My
// innovations, is pointed from the notice to the Invitations tab, accepts one invitation there and declines the
// other, and finds the accepted idea under Co-authored. The workspace is approved and put on the Campaign plan by
// the back-office, the members join through the owner's invitations. axe on the page with invitations and empty.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { signInContext } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';

test.setTimeout(240_000);

/** A draft written through the data API as the create page saves it (Problem statement template). */
async function draftIdea(baseURL: string, author: TPerson, title: string): Promise<string> {
  const draft = await graphql<{ saveIdeaDraft: { idea: { id: string } } }>(
    baseURL,
    author.tokens.accessToken,
    'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
    {
      input: {
        templateId: 'problem-statement',
        title,
        summary: 'Parcels pile up at reception with nobody told they arrived.',
        content: JSON.stringify({
          problem: 'Parcels are left at the front desk without a note to their addressee.',
          affected: 'Everyone who orders equipment, and the receptionists.',
          impact: 'Parcels wait for days; some get lost.',
        }),
      },
    },
  );
  return draft.saveIdeaDraft.idea.id;
}

async function invite(baseURL: string, author: TPerson, ideaId: string, coAuthor: TPerson) {
  await graphql(
    baseURL,
    author.tokens.accessToken,
    'mutation ($input: InviteCoAuthorsInput!) { inviteCoAuthors(input: $input) { idea { id } } }',
    { input: { ideaId, userIds: [coAuthor.userId] } },
  );
}

test('a co-author answers invitations from My innovations; the accepted idea moves to Co-authored', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Parcel Room Ltd',
    label: 'invite-owner',
    tier: 'CAMPAIGN',
  });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'invite-ada',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });
  const bob = await joinedMember(request, baseURL!, setup, {
    label: 'invite-bob',
    givenName: 'Bob',
    familyName: 'Kahn',
  });
  const submittedTitle = 'Text people when their parcel arrives';
  const draftTitle = 'Parcel lockers in the lobby';
  const submittedId = await draftIdea(baseURL!, ada, submittedTitle);
  await graphql(
    baseURL!,
    ada.tokens.accessToken,
    'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }',
    { input: { id: submittedId } },
  );
  const draftId = await draftIdea(baseURL!, ada, draftTitle);
  await invite(baseURL!, ada, submittedId, bob);
  await invite(baseURL!, ada, draftId, bob);

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await signInContext(context, baseURL!, bob.email);
  const page = await context.newPage();
  await page.goto('/dashboard/ideation/my-innovations');
  await expect(page.getByRole('heading', { level: 1, name: 'My innovations' })).toBeVisible({ timeout: 30_000 });

  // The notice on the Drafts tab points to the Invitations tab, whose badge counts them.
  const notice = page.getByTestId('coauthor-invitations');
  await expect(notice).toContainText('You have 2 co-author invitations');
  await expect(page.getByTestId('invitations-badge')).toHaveText('2');
  await notice.getByRole('button', { name: 'Answer' }).click();
  await expect(page).toHaveURL(/\?tab=invitations$/);
  await expect(page.getByRole('tab', { name: /^Invitations/ })).toHaveAttribute('aria-selected', 'true');
  await expect(notice).toHaveCount(0);
  const rows = page.getByTestId('innovation-row');
  await expect(rows).toHaveCount(2);
  const submittedRow = rows.filter({ hasText: submittedTitle });
  await expect(submittedRow).toContainText('Invited by Ada Lovelace');
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/my-innovations?tab=invitations');

  // Accept the submitted idea: it leaves the invitations and the count follows.
  await submittedRow.getByRole('button', { name: `Accept the invitation to co-author “${submittedTitle}”` }).click();
  await expect(page.getByText(`You co-author “${submittedTitle}” now`)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('invitations-badge')).toHaveText('1');

  // Decline the draft: no invitation is left.
  await rows
    .filter({ hasText: draftTitle })
    .getByRole('button', { name: `Decline the invitation to co-author “${draftTitle}”` })
    .click();
  await expect(page.getByText('Invitation declined')).toBeVisible();
  await expect(page.getByText('No invitations waiting.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Invitations (0)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/my-innovations?tab=invitations (empty)');

  // The accepted idea is under Co-authored; the declined draft is out of sight.
  await page.getByRole('tab', { name: 'Co-authored (1)' }).click();
  await expect(page).toHaveURL(/\?tab=coauthored$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(submittedTitle);
  await expect(rows.first()).toContainText('Ada Lovelace');
  await page.getByRole('tab', { name: 'Drafts (0)' }).click();
  await expect(page.getByText('No drafts.')).toBeVisible();

  await context.close();
});
