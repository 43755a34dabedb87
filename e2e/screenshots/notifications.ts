// Captures docs/screenshots/notifications-*.png: the dashboard's notifications page with live records, at
// phone and desktop widths, dark and light. Run against a running server started with known admin keys:
//   E2E_BASE_URL=http://localhost:3305 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… npx tsx e2e/screenshots/notifications.ts
import { createUser } from '../support/admin.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, setSessionCookies } from '../support/sign-in.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3305';

const email = uniqueEmail('shots');
await createUser(baseURL, email);
const tokens = await passwordSignIn(baseURL, email);
for (const [type, channels] of [
  ['SECURITY', ['EMAIL', 'SMS']],
  ['PRODUCT', ['PUSH']],
] as const) {
  await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: tokens.accessToken },
    body: JSON.stringify({
      query: 'mutation C($input: CreateNotificationInput!) { createNotification(input: $input) { id } }',
      variables: { input: { type, channels } },
    }),
  });
}

await captureAll({
  baseURL,
  targets: [{ name: 'notifications', path: '/dashboard/notifications' }],
  before: (context) => setSessionCookies(context, baseURL, tokens),
  async ready(page) {
    await page.locator('[data-live-status="connected"]').first().waitFor({ timeout: 30_000 });
    await page.getByRole('table', { name: 'Your notifications' }).waitFor();
  },
});
