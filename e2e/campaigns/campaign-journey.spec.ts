// A campaign from start to results, through the real pages (issue 28): an owner creates a campaign with the
// workspace's custom template, a team audience, anonymity and pre-moderation, a moderator, and publishes it, then
// opens it by hand; a member of the team submits an anonymous idea from the campaign's call to action; the
// moderator approves it from the pre-moderation queue, and the team sees it on the campaign's board as Anonymous;
// the owner closes the campaign and publishes its results; the participant finds the results in their
// notifications and on the campaign's page. The workspace is approved and put on the Campaign plan by the
// back-office; the colleagues join through the owner's invitations; the team and the template are made through
// the data API (their own pages have journeys of their own). axe on every page visited.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { signInContext } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';

test.setTimeout(300_000);

async function openAs(browser: Browser, baseURL: string, person: TPerson, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await signInContext(context, baseURL, person.email);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

const CAMPAIGN = 'Cut the night-time load';
const IDEA = 'Switch the compressors off at night';

async function campaignHeading(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN })).toBeVisible({ timeout: 30_000 });
}

test('an owner runs a team campaign: an anonymous idea, approved from the queue, and its results', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Tidewater Works',
    label: 'campaign-owner',
    tier: 'CAMPAIGN',
  });
  const tess = await joinedMember(request, baseURL!, setup, {
    label: 'campaign-tess',
    givenName: 'Tess',
    familyName: 'Teamwright',
  });
  const kit = await joinedMember(request, baseURL!, setup, {
    label: 'campaign-kit',
    givenName: 'Kit',
    familyName: 'Colleague',
  });
  const mo = await joinedMember(request, baseURL!, setup, {
    label: 'campaign-mo',
    givenName: 'Mo',
    familyName: 'Moderato',
  });
  const asOwner = (query: string, input: Record<string, unknown>) =>
    graphql(baseURL!, setup.owner.tokens.accessToken, query, { input });
  await asOwner('mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }', {
    name: 'Night shift',
    memberIds: [tess.userId, kit.userId],
  });
  await asOwner('mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }', {
    name: 'Energy saving',
    fields: [{ id: 'saving', type: 'LONG_TEXT', label: 'What does it save?', required: true }],
  });

  // The owner: the campaigns page, then the form.
  const owner = await openAs(browser, baseURL!, setup.owner, '/dashboard/campaigns');
  let page = owner.page;
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns (none yet)');
  await page.getByRole('main').getByRole('link', { name: 'New campaign' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(CAMPAIGN);
  await page
    .getByRole('textbox', { name: 'Brief (Markdown)' })
    .fill('How might we use **less electricity** between 22:00 and 06:00?');
  await page.getByRole('combobox', { name: 'Idea template' }).click();
  await page.getByRole('option', { name: 'Energy saving (custom)' }).click();
  await page.getByRole('radio', { name: /Chosen teams/ }).check();
  await page.getByRole('combobox', { name: 'Teams' }).click();
  await page.getByRole('option', { name: 'Night shift' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Allow anonymous ideas' }).check();
  await page.getByRole('switch', { name: 'Approve ideas before they show' }).check();
  const moderators = page.getByRole('combobox', { name: 'Moderators (optional)' });
  await moderators.fill('Mo');
  await page.getByRole('option', { name: /Mo Moderato/ }).click();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/new');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  // Its page: scheduled (the first phase starts at the next hour); the owner opens it now.
  await expect(page).toHaveURL(/\/dashboard\/campaigns\/(?!new$)[^/?]+$/, { timeout: 30_000 });
  const campaignPath = new URL(page.url()).pathname;
  await campaignHeading(page);
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/[id] (scheduled)');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Open now…' }).click();
  const openDialog = page.getByRole('dialog', { name: 'Open the campaign now?' });
  await expectNoSeriousA11yViolations(page, 'open-now dialog');
  await openDialog.getByRole('button', { name: 'Open now' }).click();
  await expect(openDialog).toBeHidden();
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();

  // Tess, in the team: from the campaign's call to action to an anonymous idea on its template.
  const member = await openAs(browser, baseURL!, tess, campaignPath);
  page = member.page;
  await campaignHeading(page);
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/[id] (team member)');
  const share = page.getByRole('link', { name: 'Submit an idea' });
  await expect(share).toBeVisible();
  await share.click();
  await expect(page).toHaveURL(/\/dashboard\/ideation\/create\?campaign=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share an idea' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Energy saving' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(IDEA);
  await page.getByRole('textbox', { name: 'What does it save?' }).fill('Nobody uses compressed air at night.');
  await page.getByRole('switch', { name: 'Submit anonymously' }).check();
  await expect(page.getByTestId('draft-status')).toHaveText(/^Saved at \d\d:\d\d$/, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/create?campaign=');
  await page.getByRole('button', { name: 'Submit idea' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ideation\/ideas\/[^/?]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: IDEA })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Waiting for approval').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/ideas/[id] (waiting for approval)');

  // Mo approves it from the queue.
  const moderator = await openAs(browser, baseURL!, mo, `${campaignPath}?tab=moderation`);
  page = moderator.page;
  await campaignHeading(page);
  const queue = page.getByTestId('queue-PENDING');
  await expect(queue.getByText(IDEA)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/[id]?tab=moderation');
  await queue
    .getByRole('group', { name: `Moderate “${IDEA}”` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText(`“${IDEA}” is on the board now`)).toBeVisible();
  await expect(queue.getByText(IDEA)).toHaveCount(0);
  await moderator.context.close();

  // On the campaign's board: its author reads it as hers, posted anonymously; the rest of the team as Anonymous's.
  const ideaItem = (p: Page) => p.getByRole('list', { name: 'Ideas' }).getByRole('listitem').filter({ hasText: IDEA });
  page = member.page;
  await page.goto(`${campaignPath}?tab=ideas`);
  await campaignHeading(page);
  await expect(ideaItem(page)).toContainText('Tess Teamwright (anonymous)', { timeout: 30_000 });
  const colleague = await openAs(browser, baseURL!, kit, `${campaignPath}?tab=ideas`);
  await campaignHeading(colleague.page);
  await expect(ideaItem(colleague.page)).toContainText('Anonymous', { timeout: 30_000 });
  await expect(ideaItem(colleague.page)).not.toContainText('Tess');
  await expectNoSeriousA11yViolations(colleague.page, '/dashboard/campaigns/[id]?tab=ideas');
  await colleague.context.close();

  // The owner closes the campaign and publishes its results.
  page = owner.page;
  await page.reload();
  await campaignHeading(page);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Close campaign…' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close the campaign now?' });
  await closeDialog.getByRole('button', { name: 'Close campaign' }).click();
  await expect(closeDialog).toBeHidden();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Results' }).click();
  await page.getByRole('button', { name: 'Publish results' }).first().click();
  const resultsDialog = page.getByRole('dialog', { name: 'Publish the results' });
  await resultsDialog.getByRole('textbox', { name: 'Announcement' }).fill('Timers go on the compressors next week.');
  await resultsDialog.getByRole('checkbox', { name: new RegExp(IDEA) }).check();
  await expectNoSeriousA11yViolations(page, 'publish-results dialog');
  await resultsDialog.getByRole('button', { name: 'Publish results' }).click();
  await expect(resultsDialog).toBeHidden();
  await expect(page.getByTestId('results-announcement')).toContainText('Timers go on the compressors next week.');
  await owner.context.close();

  // Tess, a participant, is told, and reads the results on the campaign's page.
  page = member.page;
  await page.goto('/dashboard/notifications');
  const told = page
    .getByRole('list', { name: 'All notifications' })
    .getByRole('listitem')
    .filter({
      hasText: `Results of ${CAMPAIGN}`,
    });
  await expect(told).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, '/dashboard/notifications (results)');
  await told.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${campaignPath}(\\?tab=results)?$`), { timeout: 30_000 });
  await campaignHeading(page);
  await expect(page.getByTestId('results-announcement')).toContainText('Timers go on the compressors next week.');
  await expect(page.getByRole('main').getByText(IDEA).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/[id]?tab=results');
  await member.context.close();
});
