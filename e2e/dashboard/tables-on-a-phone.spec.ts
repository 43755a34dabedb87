// Every table of the dashboard and the back-office on a 390 px phone (issue 30): the page is never wider than the
// phone (nothing to scroll sideways but a table's own named, focusable region), and each row's action (the
// button or link a person acts on the row with) is whole in the window without scrolling anything sideways (a row
// is a card, or its actions stay pinned in view while its table scrolls). Data is made as people make it: one
// owner's workspace (a colleague, an invitation, a team, an open campaign with an idea) for the dashboard; for the
// back-office a pending workspace, one that paid on the hosted checkout and was partly refunded, a newsletter
// subscriber, an enquiry and a survey answer, read by one platform admin. axe on every page.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsPlatformAdmin } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { pendingOwner } from '../support/billing.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { guestGraphql } from '../support/guest-graphql.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { payForPlan } from '../support/payments.ts';
import { setSessionCookies, signInContext } from '../support/sign-in.ts';
import { adminGraphql, approvedWorkspace, joinedMember } from '../support/workspace.ts';
import { pendingWorkspace, uniqueWorkspaceName } from '../workspace/setup.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.setTimeout(180_000);

/**
 * The page fits the phone; every `actions` locator (one row's action each) is wholly in the window once the page is
 * scrolled down to it: only the page scrolls (vertically), never a table's region, so an action that a region holds
 * beyond its right edge counts as out of reach; every `regions` locator (a wide table's scrollable region) lies
 * within the phone's width. Soft, so one run names every page that does not fit; then axe.
 */
async function expectFitsPhone(
  page: Page,
  label: string,
  { actions = [], regions = [] }: { actions?: Locator[]; regions?: Locator[] },
): Promise<void> {
  await expect(page.locator('.MuiSkeleton-root, [role="status"][aria-label^="Loading"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect.soft(scroll, `${label}: the page is no wider than the phone`).toBeLessThanOrEqual(width);
  for (const action of actions) {
    await expect(action).toBeVisible();
    await action.evaluate((el) => {
      const box = el.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2);
    });
    await expect.soft(action, `${label}: a row's action is in reach`).toBeInViewport({ ratio: 1, timeout: 5_000 });
  }
  for (const region of regions) {
    await expect(region).toBeVisible();
    const box = await region.evaluate((el) => {
      const { left, right } = el.getBoundingClientRect();
      return { left, right };
    });
    expect.soft(box.left, `${label}: the table's region starts inside the phone`).toBeGreaterThanOrEqual(0);
    expect.soft(box.right, `${label}: the table's region ends inside the phone`).toBeLessThanOrEqual(width);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page, `${label} at 390 px`);
}

const HOUR = 3_600_000;

test('the dashboard’s tables and lists fit a phone, their rows’ actions in reach', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: uniqueWorkspaceName('Phone Tables'),
    label: 'phone-owner',
    tier: 'CAMPAIGN',
  });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'phone-ada',
    givenName: 'Ada',
    familyName: 'Byron',
  });
  // biome-ignore lint/suspicious/noExplicitAny: the journey reads what the API answers
  const asOwner = <T = any>(query: string, input: Record<string, unknown>) =>
    graphql<T>(baseURL!, setup.owner.tokens.accessToken, query, { input });
  const invited = uniqueEmail('phone-invitee');
  await asOwner('mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }', {
    emails: [invited],
    role: 'member',
  });
  const team = 'Night shift';
  const { createTeam } = await asOwner<{ createTeam: { id: string } }>(
    'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
    { name: team, description: 'Everyone who works after dark.', memberIds: [ada.userId] },
  );
  // An open campaign (its submission phase started an hour ago) with one idea: a day of figures and a ranked idea.
  const start = Date.now() - HOUR;
  const { createCampaign } = await asOwner<{ createCampaign: { id: string } }>(
    'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }',
    {
      title: 'Brighter night shifts',
      brief: 'How might the night shift work in better light?',
      templateId: 'problem-statement',
      audience: 'WORKSPACE',
      phases: [
        { kind: 'SUBMISSION', name: 'Ideas', allowSubmit: true, allowVote: true, allowEvaluate: false },
        { kind: 'REVIEW', name: 'Review', allowSubmit: false, allowVote: true, allowEvaluate: true },
      ].map((p, i) => ({
        ...p,
        allowComment: true,
        showResults: false,
        startsAt: new Date(start + i * 72 * HOUR).toISOString(),
        endsAt: new Date(start + (i + 1) * 72 * HOUR).toISOString(),
      })),
    },
  );
  const campaignId = createCampaign.id;
  await asOwner('mutation ($input: CampaignIdInput!) { publishCampaign(input: $input) { status } }', {
    id: campaignId,
  });
  const idea = 'Daylight lamps over the packing benches';
  const { saveIdeaDraft } = await asOwner<{ saveIdeaDraft: { idea: { id: string } } }>(
    'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
    {
      templateId: 'problem-statement',
      title: idea,
      campaignId,
      content: JSON.stringify({
        problem: 'The packing benches are dim at night.',
        affected: 'The night shift',
        impact: 'Fewer packing mistakes',
      }),
    },
  );
  await asOwner('mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }', {
    id: saveIdeaDraft.idea.id,
  });

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await signInContext(context, baseURL!, setup.owner.email);
  const page = await context.newPage();
  await acknowledgeCookieNotice(page);

  // Members and invitations: the colleague's role and menu, the invitation's Resend and Revoke.
  await page.goto('/dashboard/companies');
  await expectFitsPhone(page, '/dashboard/companies', {
    actions: [
      page.getByRole('combobox', { name: `Role of ${ada.name}` }),
      page.getByRole('button', { name: `Actions for ${ada.name}` }),
      page.getByRole('button', { name: `Revoke the invitation to ${invited}` }),
    ],
  });

  // Teams, and a team's members.
  await page.goto('/dashboard/teams');
  await expectFitsPhone(page, '/dashboard/teams', { actions: [page.getByRole('link', { name: new RegExp(team) })] });
  await page.goto(`/dashboard/teams/${createTeam.id}`);
  await expectFitsPhone(page, '/dashboard/teams/[teamId]', {
    actions: [page.getByRole('button', { name: `Remove ${ada.name} from the team` })],
  });

  // A campaign's participation day by day, as a table: a region of its own, inside the phone.
  await page.goto(`/dashboard/campaigns/${campaignId}`);
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const days = page.getByRole('region', { name: 'Day by day' });
  await expect(days.getByRole('row')).not.toHaveCount(0);
  await expectFitsPhone(page, '/dashboard/campaigns/[campaignId] (participation as a table)', { regions: [days] });

  // The shortlist: each idea's shortlist switch and reviews button.
  await page.goto(`/dashboard/campaigns/${campaignId}/shortlist`);
  await expectFitsPhone(page, '/dashboard/campaigns/[campaignId]/shortlist', {
    actions: [
      // The switch itself (its input is wider than the switch, clipped by it).
      page.getByTestId('shortlist-toggle'),
      page.getByRole('button', { name: `Reviews of ${idea}` }),
    ],
  });
  await context.close();
});

test('the back-office’s tables fit a phone, their rows’ actions in reach', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A workspace waiting for approval, and one that paid for Collaborate on the hosted checkout (which approves it).
  const pendingName = uniqueWorkspaceName('Phone Pending');
  await pendingWorkspace(request, baseURL!, pendingName);
  const payingName = uniqueWorkspaceName('Phone Paying');
  const { owner: payer } = await pendingOwner(request, baseURL!, { workspace: payingName, label: 'phone-payer' });
  const payerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await setSessionCookies(payerContext, baseURL!, payer.tokens);
  const payerPage = await payerContext.newPage();
  await acknowledgeCookieNotice(payerPage);
  await payForPlan(payerPage, baseURL!, payer.tokens);
  await payerContext.close();

  // A newsletter subscriber, an enquiry and an answer to the open survey, as visitors send them.
  const subscriber = uniqueEmail('phone-subscriber');
  await adminGraphql(
    baseURL!,
    'mutation ($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { status } }',
    { input: { email: subscriber } },
  );
  const enquirer = `Phone Enquirer ${Date.now().toString(36)}`;
  await adminGraphql(baseURL!, 'mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }', {
    input: {
      type: 'GENERAL_ENQUIRY',
      name: enquirer,
      email: uniqueEmail('phone-enquirer'),
      message: 'Could we see the back-office on a phone?',
      consent: true,
    },
  });
  const survey = 'survey-innovation-readiness';
  const answered = await guestGraphql(
    baseURL!,
    'mutation ($input: AnswerSurveyQuestionInput!) { answerSurveyQuestion(input: $input) { id } }',
    { input: { surveyId: survey, questionId: 'q-team-size', value: 12 } },
  );
  expect(answered.errors).toBeUndefined();

  // The payment, once the provider's webhook recorded it, refunded in part.
  let paymentId = '';
  await expect(async () => {
    const { adminListPayments } = await adminGraphql<{ adminListPayments: { items: { id: string }[] } }>(
      baseURL!,
      'query ($input: AdminListInput) { adminListPayments(input: $input) { items { id } } }',
      { input: { search: payingName, filters: JSON.stringify({ status: 'PAID' }) } },
    );
    paymentId = adminListPayments.items[0]?.id ?? '';
    expect(paymentId).not.toBe('');
  }).toPass({ timeout: 60_000 });
  await adminGraphql(baseURL!, 'mutation ($input: RefundPaymentInput!) { refundPayment(input: $input) { id } }', {
    input: { paymentId, amount: 10, reason: 'requested_by_customer' },
  });

  await acknowledgeCookieNotice(page);
  await signInAsPlatformAdmin(page, baseURL!);
  const q = (text: string) => `?q=${encodeURIComponent(text)}`;

  await page.goto(`/admin/workspaces${q('Phone P')}`);
  await expectFitsPhone(page, '/admin/workspaces', {
    actions: [
      page.getByRole('button', { name: `Approve ${pendingName}` }),
      page.getByRole('button', { name: `Reject ${pendingName}` }),
      page.getByRole('button', { name: `Deactivate ${payingName}` }),
      page.getByRole('button', { name: `Change the plan of ${payingName}` }),
    ],
  });

  await page.goto(`/admin/users${q(payer.email)}`);
  const payerLink = page.getByRole('link', { name: payer.name });
  await expectFitsPhone(page, '/admin/users', { actions: [payerLink] });
  await payerLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(payer.name);
  await expectFitsPhone(page, '/admin/users/[userId]', {
    regions: [page.getByRole('region', { name: 'Sign-in history' })],
  });

  await page.goto(`/admin/payments${q(payingName)}`);
  await expectFitsPhone(page, '/admin/payments', { actions: [page.getByRole('link', { name: /^Payment of / })] });
  await page.goto('/admin/plans');
  await expectFitsPhone(page, '/admin/plans', { actions: [page.getByRole('button', { name: /^Edit / }).first()] });
  await page.goto('/admin/plans/codes');
  await expectFitsPhone(page, '/admin/plans/codes', {
    actions: [page.getByRole('button', { name: /^Edit / }).first()],
  });

  await page.goto(`/admin/newsletter${q(subscriber)}`);
  await expectFitsPhone(page, '/admin/newsletter', {
    actions: [page.getByRole('button', { name: `Delete ${subscriber}` })],
  });

  await page.goto(`/admin/enquiries${q(enquirer)}`);
  await expectFitsPhone(page, '/admin/enquiries', { actions: [page.getByRole('link', { name: enquirer })] });

  await page.goto(`/admin/content${q('Innovation Launchpad')}`);
  await expectFitsPhone(page, '/admin/content', {
    actions: [page.getByRole('link', { name: 'Lumenfold opens its Innovation Launchpad in Shoreditch' })],
  });

  await page.goto('/admin/surveys');
  await expectFitsPhone(page, '/admin/surveys', {
    actions: [page.getByRole('link', { name: 'How ready is your organisation to innovate?' })],
  });
  await page.goto(`/admin/surveys/${survey}`);
  await page.getByRole('tab', { name: 'Responses' }).click();
  // The table's own region (the section around it has the same name).
  const responses = page.locator('[role="region"][aria-label="Responses"]');
  await expect(responses.getByRole('row').filter({ hasText: 'Guest' })).not.toHaveCount(0);
  await expectFitsPhone(page, '/admin/surveys/[surveyId] (responses)', { regions: [responses] });

  await page.goto('/admin/audit');
  await expectFitsPhone(page, '/admin/audit', { regions: [page.getByRole('region', { name: 'Audit log' })] });

  await page.goto(`/admin/payments/${encodeURIComponent(paymentId)}`);
  await expect(page.getByRole('table', { name: 'Refunds' })).toContainText('£10.00');
  await expectFitsPhone(page, '/admin/payments/[paymentId]', {
    actions: [page.getByRole('button', { name: 'Refund', exact: true })],
    regions: [page.getByRole('region', { name: 'Refunds table' })],
  });
});
