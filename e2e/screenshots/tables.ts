// Captures docs/screenshots/tables-*.png: every page whose table changed for phones (issue 30), at phone and desktop
// widths in both themes: the back-office's lists (rows as cards on a phone, "Sort by" and "Order" for the column
// heads; the audit log and a survey's answers in a scrollable region), a payment with its refunds and a user with
// their sign-ins, and, in the dashboard, a campaign's participation as a table and its shortlist. The data is made as
// people make it: workspaces signed up, approved, rejected or left pending by the back-office (the server's
// DATA_API_KEY), one paid on the hosted checkout with the 4242 test card and partly refunded, newsletter subscribers,
// an enquiry, answers to the seed's survey, and an open campaign with ideas from the owner and a colleague. Run it
// against a running server started with known keys:
//   E2E_BASE_URL=http://127.0.0.1:3303 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/tables.ts
// SHOTS_ONLY=tables-admin-users,tables-admin-audit takes only those pictures (the data is made all the same).
import { type Page, request } from '@playwright/test';
import { createPlatformAdmin } from '../support/admin.ts';
import { guestGraphql } from '../support/guest-graphql.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { payForPlan } from '../support/payments.ts';
import { passwordSignIn, type SessionTokens, setSessionCookies, signUpConfirmed } from '../support/sign-in.ts';
import { adminGraphql, approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';
import { captureAll, launchBrowser, themedContext } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3303';
const api = await request.newContext({ baseURL });

const REVIEW = 'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }';

/** The id of the newest workspace of that name in that state (the back-office's own list). */
async function tenantNamed(workspace: string, status = 'PENDING'): Promise<string> {
  const { adminListWorkspaces } = await adminGraphql<{
    adminListWorkspaces: { items: { tenantId: string; workspace: string }[] };
  }>(
    baseURL,
    'query ($input: AdminListInput) { adminListWorkspaces(input: $input) { items { tenantId workspace } } }',
    {
      input: { search: workspace, filters: JSON.stringify({ status }), pageSize: 10 },
    },
  );
  const found = adminListWorkspaces.items.find((w) => w.workspace === workspace);
  if (!found) throw new Error(`no workspace ${workspace}`);
  return found.tenantId;
}

try {
  // Workspaces waiting for approval, and one rejected.
  for (const [givenName, familyName, workspace] of [
    ['Charles', 'Babbage', 'Difference Engines'],
    ['Caroline', 'Herschel', 'Comet Finders'],
    ['Augustus', 'De Morgan', 'Formal Logic Ltd'],
  ] as const)
    await signUpConfirmed(api, baseURL, uniqueEmail(`shots-${givenName.toLowerCase()}`), {
      givenName,
      familyName,
      workspace,
    });
  await adminGraphql(baseURL, REVIEW, {
    input: {
      tenantId: await tenantNamed('Formal Logic Ltd'),
      decision: 'REJECT',
      reason: 'Add your company’s website and address, then submit again.',
    },
  });

  // A workspace that pays for Collaborate on the hosted checkout (the 4242 test card), then is refunded £10 of it.
  const payerEmail = uniqueEmail('shots-katherine');
  await signUpConfirmed(api, baseURL, payerEmail, {
    givenName: 'Katherine',
    familyName: 'Johnson',
    workspace: 'Orbital Mechanics',
  });
  const payerTenant = await tenantNamed('Orbital Mechanics');
  const payerTokens = await passwordSignIn(baseURL, payerEmail);
  {
    const browser = await launchBrowser();
    try {
      const context = await themedContext(browser, baseURL, 'light', 1440, { cookieNoticeSeen: true });
      await setSessionCookies(context, baseURL, payerTokens);
      await payForPlan(await context.newPage(), baseURL, payerTokens);
      await context.close();
    } finally {
      await browser.close();
    }
  }
  let paymentId = '';
  for (let tries = 0; tries < 120 && !paymentId; tries++) {
    const { adminListPayments } = await adminGraphql<{ adminListPayments: { items: { id: string }[] } }>(
      baseURL,
      'query ($input: AdminListInput) { adminListPayments(input: $input) { items { id } } }',
      { input: { filters: JSON.stringify({ tenantId: payerTenant, status: 'PAID' }) } },
    );
    paymentId = adminListPayments.items[0]?.id ?? '';
    if (!paymentId) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!paymentId) throw new Error('the payment was not recorded');
  await adminGraphql(baseURL, 'mutation ($input: RefundPaymentInput!) { refundPayment(input: $input) { id } }', {
    input: { paymentId, amount: 10, reason: 'requested_by_customer' },
  });
  const { adminListUsers } = await adminGraphql<{ adminListUsers: { items: { id: string }[] } }>(
    baseURL,
    'query ($input: AdminListInput) { adminListUsers(input: $input) { items { id } } }',
    { input: { search: payerEmail } },
  );
  const payerId = adminListUsers.items[0]?.id;
  if (!payerId) throw new Error('the payer is not listed');

  // Newsletter subscribers, an enquiry and answers to the seed's survey, as visitors send them.
  for (const who of ['hypatia', 'emmy', 'sofia'])
    await adminGraphql(
      baseURL,
      'mutation ($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { status } }',
      { input: { email: uniqueEmail(`shots-${who}`) } },
    );
  await adminGraphql(baseURL, 'mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }', {
    input: {
      type: 'GENERAL_ENQUIRY',
      name: 'Grace Hopper',
      email: uniqueEmail('shots-enquirer'),
      company: 'Compiler Works',
      message: 'Could your team help us run an innovation campaign across three sites next spring?',
      consent: true,
    },
  });
  const survey = 'survey-innovation-readiness';
  for (const value of [12, 40, 5]) {
    const answered = await guestGraphql(
      baseURL,
      'mutation ($input: AnswerSurveyQuestionInput!) { answerSurveyQuestion(input: $input) { id } }',
      { input: { surveyId: survey, questionId: 'q-team-size', value } },
    );
    if (answered.errors) throw new Error(JSON.stringify(answered.errors));
  }

  // A workspace with an open campaign (started an hour ago) and three ideas from the owner and a colleague.
  const setup = await approvedWorkspace(api, baseURL, {
    workspace: 'Nightingale Cold Stores',
    label: 'shots-tables-owner',
    givenName: 'Greta',
    familyName: 'Moderata',
    tier: 'CAMPAIGN',
  });
  const ada = await joinedMember(api, baseURL, setup, {
    label: 'shots-tables-ada',
    givenName: 'Ada',
    familyName: 'Byron',
  });
  // biome-ignore lint/suspicious/noExplicitAny: the script reads what the API answers
  const call = <T = any>(who: TPerson, query: string, input: Record<string, unknown>) =>
    graphql<T>(baseURL, who.tokens.accessToken, query, { input });
  const HOUR = 3_600_000;
  const start = Date.now() - HOUR;
  const { createCampaign } = await call<{ createCampaign: { id: string } }>(
    setup.owner,
    'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }',
    {
      title: 'Quieter, cheaper nights',
      brief: 'How might the cold stores use less power at night?',
      templateId: 'problem-statement',
      audience: 'WORKSPACE',
      phases: [
        { kind: 'SUBMISSION', name: 'Ideas', allowSubmit: true, allowVote: true, allowEvaluate: false },
        { kind: 'REVIEW', name: 'Expert review', allowSubmit: false, allowVote: true, allowEvaluate: true },
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
  await call(setup.owner, 'mutation ($input: CampaignIdInput!) { publishCampaign(input: $input) { id } }', {
    id: campaignId,
  });
  for (const [who, title] of [
    [ada, 'Motion sensors for the warehouse lights'],
    [ada, 'A night tariff for the chillers'],
    [setup.owner, 'Switch the loading-bay heaters to timers'],
  ] as const) {
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
  }

  // The platform admin whose back-office this is, signed in once (password and texted code).
  const admin = await createPlatformAdmin(baseURL, { givenName: 'Grace', familyName: 'Admin' });
  const adminTokens = await passwordSignIn(baseURL, admin.email);

  interface TTarget {
    name: string;
    path: string;
    tokens: SessionTokens;
    selector?: string;
    /** A button or tab to press once the page is there (the participation's table view, a survey's answers). */
    press?: { role: 'button' | 'tab'; name: string };
  }
  const asAdmin = (name: string, path: string, extra: Partial<TTarget> = {}): TTarget => ({
    name: `tables-${name}`,
    path,
    tokens: adminTokens,
    ...extra,
  });
  const targets: TTarget[] = [
    asAdmin('admin-users', '/admin/users'),
    asAdmin('admin-user', `/admin/users/${encodeURIComponent(payerId)}`),
    asAdmin('admin-workspaces', '/admin/workspaces'),
    asAdmin('admin-content', '/admin/content'),
    asAdmin('admin-surveys', '/admin/surveys'),
    asAdmin('admin-survey-responses', `/admin/surveys/${survey}`, { press: { role: 'tab', name: 'Responses' } }),
    asAdmin('admin-plans', '/admin/plans'),
    asAdmin('admin-codes', '/admin/plans/codes'),
    asAdmin('admin-enquiries', '/admin/enquiries'),
    asAdmin('admin-newsletter', '/admin/newsletter'),
    asAdmin('admin-payments', '/admin/payments'),
    asAdmin('admin-payment', `/admin/payments/${encodeURIComponent(paymentId)}`),
    asAdmin('admin-audit', '/admin/audit'),
    {
      name: 'tables-campaign-participation',
      path: `/dashboard/campaigns/${campaignId}`,
      tokens: setup.owner.tokens,
      selector: 'section:has(h2:text-is("Participation"))',
      press: { role: 'button', name: 'Table' },
    },
    { name: 'tables-shortlist', path: `/dashboard/campaigns/${campaignId}/shortlist`, tokens: setup.owner.tokens },
  ];
  const only = process.env.SHOTS_ONLY?.split(',').filter(Boolean);

  /** The page has its heading and its data: nothing loading, no placeholder, transitions over. */
  async function ready(page: Page, target: TTarget): Promise<void> {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    if (target.press) await page.getByRole(target.press.role, { name: target.press.name, exact: true }).click();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root, .MuiLinearProgress-root'),
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(400);
  }

  await captureAll({
    baseURL,
    targets: targets.filter((t) => !only || only.includes(t.name)),
    cookieNoticeSeen: true,
    before: (context, target) => setSessionCookies(context, baseURL, target.tokens),
    ready,
  });
} finally {
  await api.dispose();
}
