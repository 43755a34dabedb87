// Captures docs/screenshots/dashboard-*.png: the overview and the account page at phone and desktop widths,
// in the dark and light themes, signed in as a freshly signed-up user (a pending workspace), and, when the
// server's DATA_API_KEY is given, the overview of a workspace a platform admin did not approve. Run against a
// running server started with known control-plane keys:
//   E2E_BASE_URL=http://localhost:3302 DATA_API_KEY=… npx tsx e2e/screenshots/dashboard.ts
import path from 'node:path';
import { request } from '@playwright/test';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, setSessionCookies, signUpConfirmed } from '../support/sign-in.ts';
import { launchBrowser, MODES, outDir, themedContext, WIDTHS } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210';
const PAGES = [
  { name: 'dashboard', path: '/dashboard', ready: 'Welcome, Grace' },
  { name: 'dashboard-account', path: '/dashboard/account', ready: 'Account' },
];

const api = await request.newContext({ baseURL });
const email = uniqueEmail('screens');
await signUpConfirmed(api, baseURL, email, { workspace: 'Analytical Engines Ltd' });
const tokens = await passwordSignIn(baseURL, email);
// A failed sign-in, so the account page's security activity shows both outcomes.
await passwordSignIn(baseURL, email, 'Not-The-Passw0rd!').catch(() => undefined);
const apiKey = process.env.DATA_API_KEY;
let rejected: typeof tokens | undefined;
if (apiKey) {
  const other = uniqueEmail('screens-rejected');
  await signUpConfirmed(api, baseURL, other, { workspace: 'Difference Engines Ltd' });
  rejected = await passwordSignIn(baseURL, other);
  const gql = async (query: string, variables: Record<string, unknown>, auth: Record<string, string>) =>
    (await api.post('/graphql', { data: { query, variables }, headers: auth })).json();
  const mine = await gql('query { getMyWorkspace { tenantId } }', {}, { authorization: rejected.accessToken });
  await gql(
    'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }',
    {
      input: {
        tenantId: mine.data.getMyWorkspace.tenantId,
        decision: 'REJECT',
        reason: 'Add your company website and a short description of what you make.',
      },
    },
    { 'x-api-key': apiKey },
  );
}
const browser = await launchBrowser();
try {
  for (const mode of MODES) {
    for (const width of WIDTHS) {
      const context = await themedContext(browser, baseURL, mode, width);
      const page = await context.newPage();
      const targets = [
        ...PAGES.map((p) => ({ ...p, tokens })),
        ...(rejected
          ? [{ name: 'dashboard-rejected', path: '/dashboard', ready: 'Welcome, Grace', tokens: rejected }]
          : []),
      ];
      for (const target of targets) {
        await setSessionCookies(context, baseURL, target.tokens);
        await page.goto(target.path);
        await page.getByRole('heading', { level: 1, name: target.ready }).waitFor({ timeout: 60_000 });
        await page.locator('html[data-settings-initialized="true"]').waitFor();
        // Sections that load their state (consent, two-step verification) settle first.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
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
