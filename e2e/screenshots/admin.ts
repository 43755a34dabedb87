// Captures docs/screenshots/admin-*.png: every back-office page (the overview, users and a user, workspaces,
// content and a resource, surveys and a survey, plans and codes, enquiries and an enquiry, the newsletter, payments
// and a payment, the audit log) at 1440 px in both themes, and the overview at 390 px too, as a platform admin with two-step verification,
// from data made as people make it (sign-ups with workspaces approved, pending and rejected, an enquiry, a newsletter
// subscription; a plan paid on the hosted checkout with the 4242 test card and partly refunded; the seed's
// resources and survey). Run against a running server started with known keys:
//   E2E_BASE_URL=http://127.0.0.1:3301 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/admin.ts
// SHOTS_ONLY=admin-payments,admin-payments-detail takes only those pictures (the data is made all the same).
import path from 'node:path';
import { type Page, request } from '@playwright/test';
import { createPlatformAdmin } from '../support/admin.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { payForPlan } from '../support/payments.ts';
import { passwordSignIn, setSessionCookies, signUpConfirmed } from '../support/sign-in.ts';
import { launchBrowser, MODES, outDir, themedContext } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3301';
const apiKey = process.env.E2E_DATA_API_KEY ?? process.env.DATA_API_KEY;
if (!apiKey) throw new Error('Set E2E_DATA_API_KEY (the server’s DATA_API_KEY): the data is made with it');
const api = await request.newContext({ baseURL });

/** A call with the API key (the platform acting as the back-office does), answering its data. */
async function platform<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
  const response = await api.post('/graphql', { headers: { 'x-api-key': apiKey! }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

async function signedUp(givenName: string, familyName: string, workspace: string): Promise<void> {
  await signUpConfirmed(api, baseURL, uniqueEmail(`shots-${givenName.toLowerCase()}`), {
    givenName,
    familyName,
    workspace,
  });
}

const REVIEW = 'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }';
const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tier } }';

/** The id of the newest workspace of that name in that state (pending by default; the back-office's own list). */
async function tenantNamed(workspace: string, status = 'PENDING'): Promise<string> {
  const data = await platform<{ adminListWorkspaces: { items: { tenantId: string; workspace: string }[] } }>(
    'query ($input: AdminListInput) { adminListWorkspaces(input: $input) { items { tenantId workspace } } }',
    { input: { search: workspace, filters: JSON.stringify({ status }), pageSize: 10 } },
  );
  const found = data.adminListWorkspaces.items.find((w) => w.workspace === workspace);
  if (!found) throw new Error(`no workspace ${workspace}`);
  return found.tenantId;
}

// Workspaces in each state, with their owners.
const workspaces = [
  { given: 'Ada', family: 'Lovelace', name: 'Analytical Engines', state: 'ACTIVE', tier: 'COLLABORATE' },
  { given: 'Charles', family: 'Babbage', name: 'Difference Engines', state: 'PENDING' },
  { given: 'Mary', family: 'Somerville', name: 'Connexion Sciences', state: 'ACTIVE', tier: 'CAMPAIGN' },
  { given: 'Augustus', family: 'De Morgan', name: 'Formal Logic Ltd', state: 'REJECTED' },
  { given: 'Caroline', family: 'Herschel', name: 'Comet Finders', state: 'PENDING' },
] as const;
for (const w of workspaces) {
  await signedUp(w.given, w.family, w.name);
  const tenantId = await tenantNamed(w.name);
  if (w.state === 'ACTIVE') {
    await platform(REVIEW, { input: { tenantId, decision: 'APPROVE' } });
    if ('tier' in w) await platform(PLAN, { input: { tenantId, tier: w.tier } });
  } else if (w.state === 'REJECTED') {
    await platform(REVIEW, {
      input: { tenantId, decision: 'REJECT', reason: 'Add your company’s website and address, then submit again.' },
    });
  }
}

// One workspace granted Bespoke: its own limits (teams unlimited) and features.
await platform(PLAN, {
  input: {
    tenantId: await tenantNamed('Connexion Sciences', 'ACTIVE'),
    tier: 'BESPOKE_USER_PRICING',
    entitlements: JSON.stringify({
      features: ['teams', 'ideas', 'campaigns', 'evaluation'],
      seats: 120,
      storageGb: 200,
      teams: null,
      activeCampaigns: 15,
    }),
  },
});

// An enquiry and newsletter subscribers, as visitors send them.
await platform('mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }', {
  input: {
    type: 'GENERAL_ENQUIRY',
    name: 'Grace Hopper',
    email: uniqueEmail('shots-enquirer'),
    company: 'Compiler Works',
    message: 'Could your team help us run an innovation campaign across three sites next spring?',
    consent: true,
  },
});
for (const who of ['hypatia', 'emmy', 'sofia'])
  await platform('mutation ($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { status } }', {
    input: { email: uniqueEmail(`shots-${who}`) },
  });

// A workspace that pays for Collaborate on the hosted checkout (the 4242 test card), then is refunded £10 of it.
const payerEmail = uniqueEmail('shots-katherine');
await signUpConfirmed(api, baseURL, payerEmail, {
  givenName: 'Katherine',
  familyName: 'Johnson',
  workspace: 'Orbital Mechanics',
});
// Pending: the card approves it.
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
/** The workspace's paid payment, once the provider's webhook has recorded it. */
async function paidPayment(tenantId: string): Promise<string> {
  for (let tries = 0; tries < 120; tries++) {
    const data = await platform<{ adminListPayments: { items: { id: string }[] } }>(
      'query ($input: AdminListInput) { adminListPayments(input: $input) { items { id } } }',
      { input: { filters: JSON.stringify({ tenantId, status: 'PAID' }) } },
    );
    const id = data.adminListPayments.items[0]?.id;
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the payment was not recorded');
}
const paymentId = await paidPayment(payerTenant);
await platform('mutation ($input: RefundPaymentInput!) { refundPayment(input: $input) { id } }', {
  input: { paymentId, amount: 10, reason: 'requested_by_customer' },
});

/** The first item's id of a back-office list. */
async function firstId(field: string, idField = 'id'): Promise<string> {
  const data = await platform<Record<string, { items: Record<string, string>[] }>>(
    `query { ${field}(input: { pageSize: 10 }) { items { ${idField} } } }`,
  );
  const id = data[field]?.items[0]?.[idField];
  if (!id) throw new Error(`${field} is empty`);
  return id;
}

// The platform admin whose pages these are, signed in once (password and texted code) for every picture.
const admin = await createPlatformAdmin(baseURL, { givenName: 'Grace', familyName: 'Admin' });
const tokens = await passwordSignIn(baseURL, admin.email);

const targets = [
  { name: 'admin-overview', path: '/admin', phone: true },
  { name: 'admin-users', path: '/admin/users' },
  { name: 'admin-user', path: `/admin/users/${await firstId('adminListUsers')}` },
  { name: 'admin-workspaces', path: '/admin/workspaces' },
  { name: 'admin-content', path: '/admin/content' },
  { name: 'admin-resource', path: `/admin/content/${await firstId('adminListResources')}` },
  { name: 'admin-surveys', path: '/admin/surveys' },
  { name: 'admin-survey', path: `/admin/surveys/${await firstId('adminListSurveys')}` },
  { name: 'admin-plans', path: '/admin/plans' },
  { name: 'admin-enquiries', path: '/admin/enquiries' },
  { name: 'admin-enquiry', path: `/admin/enquiries/${await firstId('adminListEnquiries')}` },
  { name: 'admin-newsletter', path: '/admin/newsletter' },
  { name: 'admin-payments', path: '/admin/payments' },
  { name: 'admin-payments-detail', path: `/admin/payments/${encodeURIComponent(paymentId)}` },
  { name: 'admin-audit', path: '/admin/audit' },
];

/** The page has its heading and its data: nothing loading, no placeholder, the charts drawn. */
async function ready(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root, .MuiLinearProgress-root'),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // Chart and dialog transitions finish.
  await page.waitForTimeout(400);
}

const browser = await launchBrowser();
try {
  for (const mode of MODES) {
    for (const width of [1440, 390]) {
      const only = process.env.SHOTS_ONLY?.split(',').filter(Boolean);
      const shown = (width === 1440 ? targets : targets.filter((t) => t.phone)).filter(
        (t) => !only || only.includes(t.name),
      );
      const context = await themedContext(browser, baseURL, mode, width, { cookieNoticeSeen: true });
      await setSessionCookies(context, baseURL, tokens);
      const page = await context.newPage();
      for (const target of shown) {
        await page.goto(target.path, { timeout: 240_000, waitUntil: 'domcontentloaded' });
        await page.locator('html[data-settings-initialized="true"]').waitFor();
        await ready(page);
        const file = path.join(outDir, `${target.name}-${mode}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await api.dispose();
}
