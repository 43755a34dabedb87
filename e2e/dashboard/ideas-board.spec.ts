// The life of an idea after it is submitted, across browsers: the author looks at their idea's page while
// another member votes and comments on it (mentioning the author) from their own browser, and sees the vote and
// the comment arrive without reloading; an owner declines two other ideas at once from the list, then moves the
// idea on the kanban, once by dragging it with the mouse and once with the keyboard (Space, →, Space), to
// "Selected"; the author's "My innovations" shows it with that stage; the owner deletes a declined idea. The
// workspace is approved and put on the Campaign plan by the back-office, the members join through the owner's
// invitations; the ideas are written through the data API (writing one is ideas-create.spec.ts's journey). axe
// on every page visited.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql, waitForLiveFeed } from '../support/notifications.ts';
import { signInContext } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';

test.setTimeout(300_000);

async function openAs(browser: Browser, baseURL: string, person: TPerson, path: string, width = 1440) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await signInContext(context, baseURL, person.email);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** An idea written and submitted through the data API, as the create page would (Problem statement template). */
async function submittedIdea(baseURL: string, author: TPerson, title: string): Promise<string> {
  const draft = await graphql<{ saveIdeaDraft: { idea: { id: string } } }>(
    baseURL,
    author.tokens.accessToken,
    'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
    {
      input: {
        templateId: 'problem-statement',
        title,
        summary: 'Visitors wait up to 20 minutes at reception because badges are printed one by one.',
        category: 'Facilities',
        tags: ['visitors', 'quick win'],
        content: JSON.stringify({
          problem: 'Visitor badges are printed one at a time at the front desk.',
          affected: 'About 60 visitors a day and the two receptionists.',
          impact: 'Meetings start late; visitors’ first impression of us is a queue.',
        }),
      },
    },
  );
  const id = draft.saveIdeaDraft.idea.id;
  await graphql(
    baseURL,
    author.tokens.accessToken,
    'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }',
    {
      input: { id },
    },
  );
  return id;
}

function column(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

test('a vote and a comment reach the author live; an owner moves the idea to Selected on the kanban; my innovations shows its stage', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Front Desk Co',
    label: 'board-owner',
    tier: 'CAMPAIGN',
  });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'board-ada',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });
  const bob = await joinedMember(request, baseURL!, setup, {
    label: 'board-bob',
    givenName: 'Bob',
    familyName: 'Kahn',
  });
  const title = 'Print visitor badges in advance';
  const ideaId = await submittedIdea(baseURL!, ada, title);
  const others = ['A quiet room on every floor', 'Standing desks for everyone'];
  const otherIds: string[] = [];
  for (const other of others) otherIds.push(await submittedIdea(baseURL!, bob, other));
  const ideaPath = `/dashboard/ideation/ideas/${ideaId}`;

  // The author on their idea's page: live, and no vote for their own idea.
  const author = await openAs(browser, baseURL!, ada, ideaPath);
  const a = author.page;
  await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(a.getByTestId('answers-view')).toContainText('Visitor badges are printed one at a time');
  await waitForLiveFeed(a);
  await expect(a.getByTestId('vote-button')).toBeDisabled();
  await expect(a.getByText('You cannot vote for your own idea.')).toBeVisible();
  await expect(a.getByTestId('vote-count')).toHaveText('0');
  await expectNoSeriousA11yViolations(a, '/dashboard/ideation/ideas/[ideaId] (author)');

  // Another member, in their own browser: finds it on the board, votes, comments mentioning the author.
  const member = await openAs(browser, baseURL!, bob, '/dashboard/ideation/ideas');
  const b = member.page;
  await expect(b.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible({ timeout: 30_000 });
  const row = b.getByTestId('idea-row').filter({ hasText: title });
  await expect(row).toContainText('Ada Lovelace');
  await expect(row).toContainText('#visitors');
  await expect(b.getByTestId('stage-count-NEW')).toHaveText(/New\s*3/);
  await expectNoSeriousA11yViolations(b, '/dashboard/ideation/ideas (member, list)');
  await row.getByRole('link', { name: title }).click();
  await expect(b.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await b.getByTestId('vote-button').click();
  await expect(b.getByTestId('vote-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByTestId('vote-count')).toHaveText('1');

  const box = b.getByRole('textbox', { name: 'Add a comment' });
  await box.click();
  await box.pressSequentially('Great idea, @Ada');
  const option = b.getByRole('option', { name: 'Ada Lovelace' });
  await expect(option).toBeVisible();
  await expectNoSeriousA11yViolations(b, '/dashboard/ideation/ideas/[ideaId] (mention list)');
  await box.press('Enter');
  await expect(box).toHaveValue(`Great idea, @[Ada Lovelace](user:${ada.userId}) `);
  await box.pressSequentially('the kiosk vendor can do this.');
  await b.getByRole('button', { name: 'Comment', exact: true }).click();
  const posted = b.getByTestId('idea-comment').filter({ hasText: 'the kiosk vendor can do this.' });
  await expect(posted).toBeVisible();
  await expect(posted.locator('[data-mention]')).toHaveText('@Ada Lovelace');
  await expectNoSeriousA11yViolations(b, '/dashboard/ideation/ideas/[ideaId] (member)');

  // The author sees both without reloading.
  await expect(a.getByTestId('vote-count')).toHaveText('1', { timeout: 20_000 });
  const arrived = a.getByTestId('idea-comment').filter({ hasText: 'the kiosk vendor can do this.' });
  await expect(arrived).toBeVisible({ timeout: 20_000 });
  await expect(arrived).toContainText('Bob Kahn');
  await expect(arrived.locator('[data-mention]')).toHaveText('@Ada Lovelace');
  await expect(a.getByTestId('comments-count')).toHaveText('(1)');
  await expectNoSeriousA11yViolations(a, '/dashboard/ideation/ideas/[ideaId] (author, live)');

  // The owner, in the list: selects the other two ideas and declines them together.
  const owner = await openAs(browser, baseURL!, setup.owner, '/dashboard/ideation/ideas');
  const o = owner.page;
  await expect(o.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible({ timeout: 30_000 });
  for (const other of others) await o.getByRole('checkbox', { name: `Select ${other}` }).check();
  await expect(o.getByText('2 ideas selected')).toBeVisible();
  await expectNoSeriousA11yViolations(o, '/dashboard/ideation/ideas (owner, two selected)');
  await o.getByRole('button', { name: 'Move to…' }).click();
  await o.getByRole('menu', { name: 'Move the selected ideas to' }).getByRole('menuitem', { name: 'Declined' }).click();
  await expect(o.getByText('2 ideas moved to Declined')).toBeVisible();
  await expect(o.getByTestId('stage-count-DECLINED')).toHaveText(/Declined\s*2/);
  await expect(o.getByTestId('stage-count-NEW')).toHaveText(/New\s*1/);

  // The kanban: drags the card from New to Under review with the mouse.
  await o.getByRole('button', { name: 'Kanban view' }).click();
  await expect(o).toHaveURL(/view=kanban/);
  await expect(column(o, 'New').getByTestId('kanban-card')).toContainText(title);
  await expect(column(o, 'New').getByTestId('kanban-count')).toHaveText('1');
  await expectNoSeriousA11yViolations(o, '/dashboard/ideation/ideas?view=kanban (owner)');
  const handle = column(o, 'New').getByRole('button', { name: `Drag ${title} to another stage` });
  const from = (await handle.boundingBox())!;
  const to = (await column(o, 'Under review').boundingBox())!;
  await o.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await o.mouse.down();
  await o.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
  await o.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 15 });
  await o.mouse.up();
  await expect(o.getByText(`“${title}” moved to Under review`)).toBeVisible();
  await expect(column(o, 'Under review').getByTestId('kanban-card')).toContainText(title);
  await expect(column(o, 'New').getByTestId('kanban-card')).toHaveCount(0);
  await expect(column(o, 'New').getByTestId('kanban-count')).toHaveText('0');

  // Then with the keyboard: Space picks it up, → goes to the next column, Space drops it there.
  const keyHandle = column(o, 'Under review').getByRole('button', { name: `Drag ${title} to another stage` });
  await keyHandle.focus();
  await o.keyboard.press('Space');
  await expect(keyHandle).toHaveAttribute('aria-pressed', 'true');
  // The arrow keys move between stages once the board knows where the card is, which it says.
  await expect(o.getByText(`${title} is over Under review.`)).toBeAttached();
  await o.keyboard.press('ArrowRight');
  // What a screen reader says once the board has scrolled the next column under the card.
  await expect(o.getByText(`${title} is over Selected.`)).toBeAttached();
  await o.keyboard.press('Space');
  await expect(o.getByText(`“${title}” moved to Selected`)).toBeVisible();
  await expect(column(o, 'Selected').getByTestId('kanban-card')).toContainText(title);
  await expect(column(o, 'Selected').getByTestId('kanban-count')).toHaveText('1');
  await expectNoSeriousA11yViolations(o, '/dashboard/ideation/ideas?view=kanban (moved)');

  // The author's page follows the move live; the stage history records both moves.
  await expect(a.locator('[data-stage="SELECTED"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(a.getByTestId('stage-history')).toContainText('Under review → Selected');
  await expect(a.getByTestId('stage-history')).toContainText('New → Under review');

  // My innovations: the submitted idea with its stage, votes and comments.
  await a.goto('/dashboard/ideation/my-innovations?tab=submitted');
  await expect(a.getByRole('heading', { level: 1, name: 'My innovations' })).toBeVisible({ timeout: 30_000 });
  await expect(a.getByRole('tab', { name: 'Submitted (1)' })).toHaveAttribute('aria-selected', 'true');
  const mine = a.getByTestId('innovation-row').filter({ hasText: title });
  await expect(mine.locator('[data-stage="SELECTED"]')).toHaveText('Selected');
  await expect(mine.getByTestId('idea-votes')).toContainText('1');
  await expect(mine.getByTestId('idea-comments')).toContainText('1');
  await expectNoSeriousA11yViolations(a, '/dashboard/ideation/my-innovations');

  // A moderator deletes a declined idea from its page: it leaves the board.
  await o.goto(`/dashboard/ideation/ideas/${otherIds[0]}`);
  await expect(o.getByRole('heading', { level: 1, name: others[0] })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(o, '/dashboard/ideation/ideas/[ideaId] (owner)');
  await o.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = o.getByRole('dialog', { name: 'Delete this idea?' });
  await expect(confirm).toContainText('as a moderator');
  await confirm.getByRole('button', { name: 'Delete idea' }).click();
  // The toast says so at once, while the list loads (on a slow machine it can be gone before the list is there).
  await expect(o.getByText('Idea deleted')).toBeVisible();
  await expect(o).toHaveURL(/\/dashboard\/ideation\/ideas$/, { timeout: 30_000 });
  await expect(o.getByTestId('stage-count-DECLINED')).toHaveText(/Declined\s*1/);
  await expect(o.getByTestId('idea-row').filter({ hasText: others[0] })).toHaveCount(0);

  await owner.context.close();
  await member.context.close();
  await author.context.close();
});
