// Evaluation and merging through the real pages (issue 29): an evaluator finds their review task in My campaigns,
// follows it to the review page and scores two ideas on the campaign's weighted scorecard; the moderator opens the
// shortlist, sees both ranked by their weighted average, shortlists the top one and moves it to Selected; then opens
// a duplicate idea, merges it into the top one, lands on that idea with the merge note, and finds the duplicate's
// author among its co-authors; the duplicate's own page leads there too. The workspace is approved and put on the
// Campaign plan by the back-office; the colleagues join through the owner's invitations; the campaign (open in its
// review phase), the ideas, the scorecard and the evaluator are made through the data API (the campaign form, the
// idea form and the evaluation setup have journeys and tests of their own). axe on every page and dialog visited.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { signInContext } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';

test.setTimeout(180_000);

async function openAs(browser: Browser, baseURL: string, person: TPerson, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await signInContext(context, baseURL, person.email);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

const CAMPAIGN = 'Quieter, cheaper nights';
const TOP = 'Motion sensors for the warehouse lights';
const SECOND = 'A night tariff for the chillers';
const DUPLICATE = 'Switch the warehouse lights off when nobody is there';
const HOUR = 3_600_000;

/** SUBMISSION (started an hour ago), REVIEW, SELECTION: three days each, with each kind's default rules. */
function phases() {
  const start = Date.now() - HOUR;
  const spec = [
    { kind: 'SUBMISSION', name: 'Ideas', allowSubmit: true, allowVote: true, allowEvaluate: false },
    { kind: 'REVIEW', name: 'Expert review', allowSubmit: false, allowVote: true, allowEvaluate: true },
    { kind: 'SELECTION', name: 'Selection', allowSubmit: false, allowVote: false, allowEvaluate: true },
  ];
  return spec.map((p, i) => ({
    ...p,
    allowComment: true,
    showResults: false,
    startsAt: new Date(start + i * 72 * HOUR).toISOString(),
    endsAt: new Date(start + (i + 1) * 72 * HOUR).toISOString(),
  }));
}

test('an evaluator scores two ideas, the moderator shortlists and selects the best, and merges a duplicate into it', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Nightingale Cold Stores',
    label: 'evaluation-owner',
    givenName: 'Greta',
    familyName: 'Moderata',
    tier: 'CAMPAIGN',
  });
  // The colleagues join side by side (each through their own invitation e-mail).
  const [eve, ada, cal] = (await Promise.all(
    (
      [
        ['evaluation-eve', 'Eve', 'Valuator'],
        ['evaluation-ada', 'Ada', 'Author'],
        ['evaluation-cal', 'Cal', 'Duplicato'],
      ] as const
    ).map(([label, givenName, familyName]) => joinedMember(request, baseURL!, setup, { label, givenName, familyName })),
  )) as [TPerson, TPerson, TPerson];
  // biome-ignore lint/suspicious/noExplicitAny: the journey reads what the API answers
  const call = <T = any>(who: TPerson, query: string, input: Record<string, unknown>) =>
    graphql<T>(baseURL!, who.tokens.accessToken, query, { input });

  const { createCampaign } = await call<{ createCampaign: { id: string } }>(
    setup.owner,
    'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }',
    {
      title: CAMPAIGN,
      brief: 'How might the cold stores use less power at night?',
      templateId: 'problem-statement',
      audience: 'WORKSPACE',
      phases: phases(),
    },
  );
  const campaignId = createCampaign.id;
  const campaignPath = `/dashboard/campaigns/${campaignId}`;
  const { publishCampaign } = await call<{ publishCampaign: { status: string } }>(
    setup.owner,
    'mutation ($input: CampaignIdInput!) { publishCampaign(input: $input) { status } }',
    { id: campaignId },
  );
  expect(publishCampaign.status).toBe('OPEN');
  const submitted = async (who: TPerson, title: string) => {
    const { saveIdeaDraft } = await call<{ saveIdeaDraft: { idea: { id: string } } }>(
      who,
      'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
      {
        templateId: 'problem-statement',
        title,
        campaignId,
        content: JSON.stringify({
          problem: 'The lights and chillers run at full power all night.',
          affected: 'The night shift and the power bill',
          impact: 'A smaller bill',
        }),
      },
    );
    await call(who, 'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }', {
      id: saveIdeaDraft.idea.id,
    });
    return saveIdeaDraft.idea.id;
  };
  const [topId, secondId, duplicateId] = await Promise.all([
    submitted(ada, TOP),
    submitted(ada, SECOND),
    submitted(cal, DUPLICATE),
  ]);
  // The review phase: ideas are in, the evaluation starts.
  await call(setup.owner, 'mutation ($input: CampaignIdInput!) { advanceCampaignPhase(input: $input) { id } }', {
    id: campaignId,
  });
  await call(
    setup.owner,
    'mutation ($input: UpdateCampaignScorecardInput!) { updateCampaignScorecard(input: $input) { campaignId } }',
    {
      campaignId,
      scale: 5,
      criteria: [
        { name: 'Impact', guidance: 'How much power it saves', weight: 3 },
        { name: 'Feasibility', guidance: 'How easily we can do it this year', weight: 1 },
      ],
    },
  );
  await call(
    setup.owner,
    'mutation ($input: AssignCampaignEvaluatorsInput!) { assignCampaignEvaluators(input: $input) { userId } }',
    { campaignId, userIds: [eve.userId], dueAt: new Date(Date.now() + 48 * HOUR).toISOString() },
  );

  // Eve: her review tasks in My campaigns, one per idea.
  const evaluator = await openAs(browser, baseURL!, eve, '/dashboard/campaigns/my-campaigns');
  let page: Page = evaluator.page;
  await expect(page.getByRole('heading', { level: 1, name: 'My campaigns' })).toBeVisible({ timeout: 30_000 });
  const tasks = page.getByRole('list', { name: 'My tasks' });
  const reviewTop = tasks.getByRole('link', { name: `Review: Review “${TOP}”` });
  await expect(reviewTop).toBeVisible({ timeout: 30_000 });
  await expect(tasks.getByRole('link', { name: `Review: Review “${SECOND}”` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/my-campaigns (review tasks)');
  await reviewTop.click();
  await expect(page).toHaveURL(new RegExp(`${campaignPath}/review\\?idea=${topId}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Review ideas' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('review-idea-title')).toHaveText(TOP);
  await expect(page.getByTestId('review-progress')).toHaveText(/0 of 3/);

  /** Scores the idea shown, with a comment, and submits; waits for the review to count. */
  const score = async (impact: string, feasibility: string, comment: string, preview: string) => {
    const form = page.getByRole('form', { name: 'Your review' });
    await form.getByRole('radiogroup', { name: 'Impact' }).getByRole('radio', { name: impact, exact: true }).check();
    await form
      .getByRole('radiogroup', { name: 'Feasibility' })
      .getByRole('radio', { name: feasibility, exact: true })
      .check();
    await form.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await expect(form.getByTestId('review-score-preview')).toContainText(preview);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('button', { name: 'Update review' })).toBeVisible();
    await expect(page.getByTestId('review-section')).toContainText('Submitted');
  };
  await expect(page.getByRole('form', { name: 'Your review' })).toBeVisible();
  await expect(page.getByTestId('other-reviews-hidden')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/[id]/review?idea= (to review)');
  // Impact 5 (weight 3), Feasibility 4 (weight 1): (15 + 4) / 4.
  await score('5', '4', 'Pays for itself within a year.', '4.75');
  const queue = page.getByRole('list', { name: 'Ideas to review' });
  await expect(page.getByTestId('review-progress')).toHaveText(/1 of 3/);
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/[id]/review?idea= (submitted)');

  await queue.getByRole('link').filter({ hasText: SECOND }).click();
  await expect(page).toHaveURL(new RegExp(`review\\?idea=${secondId}$`));
  await expect(page.getByTestId('review-idea-title')).toHaveText(SECOND);
  // Impact 3, Feasibility 2: (9 + 2) / 4.
  await score('3', '2', 'Worth asking the supplier, but the saving is small.', '2.75');
  await expect(page.getByTestId('review-progress')).toHaveText(/2 of 3/);
  await evaluator.context.close();

  // Greta, who moderates every campaign of her workspace: from the campaign's header to its shortlist.
  const moderator = await openAs(browser, baseURL!, setup.owner, campaignPath);
  page = moderator.page;
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('main').getByRole('link', { name: 'Shortlist' }).click();
  await expect(page).toHaveURL(new RegExp(`${campaignPath}/shortlist$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeVisible({ timeout: 30_000 });
  const rows = page.getByRole('table', { name: 'Ideas ranked by score' }).getByTestId('shortlist-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(TOP);
  await expect(rows.nth(0).getByTestId('shortlist-rank')).toHaveText(/1$/);
  await expect(rows.nth(0).getByTestId('shortlist-average')).toHaveText('4.75');
  await expect(rows.nth(1)).toContainText(SECOND);
  await expect(rows.nth(1).getByTestId('shortlist-rank')).toHaveText(/2$/);
  await expect(rows.nth(1).getByTestId('shortlist-average')).toHaveText('2.75');
  await expect(rows.nth(2)).toContainText(DUPLICATE);
  await expect(rows.nth(2).getByTestId('shortlist-rank')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/[id]/shortlist');

  // The switch follows the server: it turns on once the idea is on the shortlist.
  await page.getByRole('switch', { name: `Shortlist ${TOP}` }).click();
  await expect(page.getByText(`“${TOP}” added to the shortlist`)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Shortlist ${TOP}` })).toBeChecked();
  await expect(page.getByRole('switch', { name: `Shortlist ${SECOND}` })).not.toBeChecked();
  await expect(page.getByRole('heading', { name: '1 idea shortlisted' })).toBeVisible();
  await page.getByRole('button', { name: 'Move shortlisted to Selected' }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Move 1 idea to Selected?' });
  await expect(moveDialog).toContainText(TOP);
  await expectNoSeriousA11yViolations(page, 'move-to-selected dialog');
  await moveDialog.getByRole('button', { name: 'Move to Selected' }).click();
  await expect(moveDialog).toBeHidden();
  await expect(page.getByTestId('shortlist-status')).toHaveText('All of them are in Selected.');
  await expect(rows.nth(0)).toContainText('Selected');
  await expect(rows.nth(1)).not.toContainText('Selected');
  await expectNoSeriousA11yViolations(page, '/dashboard/campaigns/[id]/shortlist (selected)');

  // The duplicate, opened from the shortlist, merged into the selected idea.
  await rows.nth(2).getByRole('link', { name: DUPLICATE }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ideation/ideas/${duplicateId}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: DUPLICATE })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/ideas/[id] (duplicate)');
  await page.getByRole('button', { name: 'Merge into another idea' }).click();
  const mergeDialog = page.getByRole('dialog', { name: 'Merge into another idea' });
  await mergeDialog.getByRole('combobox', { name: 'Merge into' }).fill('Motion sensors');
  await page.getByRole('option', { name: new RegExp(TOP) }).click();
  await expect(mergeDialog.getByRole('combobox', { name: 'Merge into' })).toHaveValue(TOP);
  await mergeDialog
    .getByRole('textbox', { name: 'Note' })
    .fill('Both switch the lights off when the aisles are empty.');
  await expectNoSeriousA11yViolations(page, 'merge dialog');
  await mergeDialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ideation/ideas/${topId}\\?mergedFrom=${duplicateId}$`), {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: TOP })).toBeVisible({ timeout: 30_000 });
  const mergeAlert = page.getByTestId('merge-alert');
  await expect(mergeAlert).toContainText(`“${DUPLICATE}” was merged into this idea`);
  await expect(mergeAlert).toContainText('Both switch the lights off when the aisles are empty.');
  await expect(mergeAlert.getByRole('button', { name: 'Undo merge' })).toBeVisible();
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('listitem').filter({ hasText: 'Cal Duplicato' })).toContainText('Co-author');
  await expect(people.getByRole('listitem').filter({ hasText: 'Ada Author' })).toContainText('Author');
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/ideas/[id]?mergedFrom= (merged into)');

  // The duplicate's own address leads to the idea it joined.
  await page.goto(`/dashboard/ideation/ideas/${duplicateId}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/ideation/ideas/${topId}\\?mergedFrom=${duplicateId}$`), {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: TOP })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('merge-alert')).toContainText(`“${DUPLICATE}” was merged into this idea`);
  await moderator.context.close();
});
