// Captures docs/screenshots/notifications-*.png (the notification centre), notifications-bell-*.png (the bell,
// open) and notification-preferences-*.png (the account page's Notifications section), at phone and desktop
// widths, dark and light, for a freshly signed-up user whose notifications come from real actions: a platform
// admin's decisions on their workspace (PRODUCT), a password change and a sign-in from a new browser (SECURITY);
// the oldest are read. Run against a running server started with known keys:
//   E2E_BASE_URL=http://127.0.0.1:3400 E2E_DATA_API_KEY=… npx tsx e2e/screenshots/notifications.ts
import { ChangePasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { chromium, request } from '@playwright/test';
import { TEST_PASSWORD } from '../support/admin.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { graphql, myNotifications } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import {
  passwordSignIn,
  setSessionCookies,
  signInThroughPage,
  signUpConfirmed,
  userClient,
} from '../support/sign-in.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3400';
const apiKey = process.env.E2E_DATA_API_KEY ?? process.env.DATA_API_KEY;
if (!apiKey) throw new Error('Set E2E_DATA_API_KEY (the server’s DATA_API_KEY): the workspace decisions need it');

const api = await request.newContext({ baseURL });
const email = uniqueEmail('notify-shots');
await signUpConfirmed(api, baseURL, email, { workspace: 'Analytical Engines Ltd' });
let tokens = await passwordSignIn(baseURL, email);

const { tenantId } = (
  await graphql<{ getMyWorkspace: { tenantId: string } }>(
    baseURL,
    tokens.accessToken,
    'query { getMyWorkspace { tenantId } }',
  )
).getMyWorkspace;

async function review(decision: 'APPROVE' | 'REJECT', reason?: string) {
  const response = await api.post('/graphql', {
    headers: { 'x-api-key': apiKey! },
    data: {
      query: 'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }',
      variables: { input: { tenantId, decision, reason } },
    },
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(`reviewWorkspace: ${JSON.stringify(body.errors)}`);
}

// The workspace is turned down, its details completed and sent again, then approved.
await review('REJECT', 'Add your company website and a short description of what you make.');
// Asked right before: submitWorkspace on a cold workspace cache stalls the embedded database (reported).
await graphql(baseURL, tokens.accessToken, 'query { getMyWorkspace { status } }');
await graphql(
  baseURL,
  tokens.accessToken,
  'mutation ($input: SubmitWorkspaceInput!) { submitWorkspace(input: $input) { status } }',
  { input: { tenantId } },
);
await review('APPROVE');
// A new password, then a sign-in from a browser this account has not used.
await userClient(baseURL).send(
  new ChangePasswordCommand({
    AccessToken: tokens.accessToken,
    PreviousPassword: TEST_PASSWORD,
    ProposedPassword: 'Shots-Password-42',
  }),
);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInThroughPage(page, email, 'Shots-Password-42');
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
} finally {
  await browser.close();
}
tokens = await passwordSignIn(baseURL, email, 'Shots-Password-42');
// The time zone a user in London would have (the browsers here run in UTC); Product e-mail as a daily digest.
await graphql(
  baseURL,
  tokens.accessToken,
  'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }',
  {
    input: { id: tokens.username, timeZone: 'Europe/London' },
  },
);
const preferences = await graphql<{ listNotifications: { items: { id: string; type: string }[] } }>(
  baseURL,
  tokens.accessToken,
  'query { listNotifications { items { id type } } }',
);
const product = preferences.listNotifications.items.find((r) => r.type === 'PRODUCT');
await graphql(
  baseURL,
  tokens.accessToken,
  product
    ? 'mutation ($input: UpdateNotificationInput!) { updateNotification(input: $input) { id } }'
    : 'mutation ($input: CreateNotificationInput!) { createNotification(input: $input) { id } }',
  { input: { ...(product ? { id: product.id } : { type: 'PRODUCT' }), channels: ['EMAIL'], digest: true } },
);

// The oldest two are read.
const { items } = await myNotifications(baseURL, tokens.accessToken);
for (const n of items.slice(-2)) {
  await graphql(baseURL, tokens.accessToken, 'mutation ($id: ID!) { markNotificationRead(id: $id) { id } }', {
    id: n.id,
  });
}
console.log(`${items.length} notifications: ${items.map((n) => n.title).join(' | ')}`);

try {
  await captureAll({
    baseURL,
    cookieNoticeSeen: true,
    targets: [
      { name: 'notifications', path: '/dashboard/notifications' },
      { name: 'notifications-bell', path: '/dashboard', viewportOnly: true },
      { name: 'notification-preferences', path: '/dashboard/account#notifications', selector: '#notifications' },
    ],
    before: (context) => setSessionCookies(context, baseURL, tokens),
    async ready(page, target) {
      if (target.name === 'notifications') {
        await page.locator('[data-live-status="connected"]').first().waitFor({ timeout: 60_000 });
        await page.getByRole('list', { name: 'All notifications' }).waitFor();
      } else if (target.name === 'notifications-bell') {
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
        await page
          .getByTestId('dashboard-top-bar')
          .getByRole('button', { name: /^Notifications, \d+ unread/ })
          .click();
        await page.getByRole('list', { name: 'Latest notifications' }).waitFor();
      } else {
        await page.getByRole('group', { name: 'Security' }).waitFor({ timeout: 60_000 });
      }
      await page.waitForLoadState('networkidle');
      // Let transitions (a popover opening, a list arriving) finish.
      await page.waitForTimeout(500);
    },
  });
} finally {
  await api.dispose();
}
