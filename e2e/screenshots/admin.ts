// Captures docs/screenshots/admin-*.png: every back-office page (the overview, users and a user, workspaces,
// content and a resource, surveys and a survey, plans and codes, enquiries and an enquiry, the newsletter, the audit
// log) at 1440 px in both themes, and the overview at 390 px too, as a platform admin with two-step verification,
// from data made as people make it (sign-ups with workspaces approved, pending and rejected, an enquiry, a newsletter
// subscription; the seed's resources and survey). Run against a running server started with known keys:
//   E2E_BASE_URL=http://127.0.0.1:3301 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/admin.ts
import path from 'node:path';
import { type Page, request } from '@playwright/test';
import { createPlatformAdmin } from '../support/admin.ts';
import { uniqueEmail } from '../support/outbox.ts';
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

/** The id of the newest pending workspace of that name (the back-office's own list). */
async function tenantNamed(workspace: string): Promise<string> {
  const data = await platform<{ adminListWorkspaces: { items: { tenantId: string; workspace: string }[] } }>(
    'query ($input: AdminListInput) { adminListWorkspaces(input: $input) { items { tenantId workspace } } }',
    { input: { search: workspace, filters: JSON.stringify({ status: 'PENDING' }), pageSize: 10 } },
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
      const shown = width === 1440 ? targets : targets.filter((t) => t.phone);
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
