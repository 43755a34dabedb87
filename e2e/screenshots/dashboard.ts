// Captures docs/screenshots/dashboard-*.png: the overview and the account page at phone and desktop widths,
// in the dark and light themes, signed in as a freshly signed-up user (a pending workspace), and, when the
// server's DATA_API_KEY is given, the overview of a workspace a platform admin did not approve. Run against a
// running server started with known control-plane keys:
//   E2E_BASE_URL=http://localhost:3302 DATA_API_KEY=… npx tsx e2e/screenshots/dashboard.ts
import { request } from '@playwright/test';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, setSessionCookies, signUpConfirmed } from '../support/sign-in.ts';
import { captureAll } from './capture.ts';

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
const targets = [
  ...PAGES.map((p) => ({ ...p, tokens })),
  ...(rejected ? [{ name: 'dashboard-rejected', path: '/dashboard', ready: 'Welcome, Grace', tokens: rejected }] : []),
];
try {
  await captureAll({
    baseURL,
    targets,
    before: (context, target) => setSessionCookies(context, baseURL, target.tokens),
    async ready(page, target) {
      await page.getByRole('heading', { level: 1, name: target.ready }).waitFor({ timeout: 60_000 });
      // Sections that load their state (consent, two-step verification) settle first.
      await page.waitForLoadState('networkidle');
    },
  });
} finally {
  await api.dispose();
}
