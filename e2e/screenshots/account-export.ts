// Captures docs/screenshots/account-export-*.png (issue 30): the account page's "Export your data" section with an
// export made and ready to download (its expiry, the one-an-hour rule with when the next request is possible), at
// phone and desktop widths, dark and light. A user signed up as a visitor would; the export is asked for through
// the data API and made by the running system's job. Run against a running server:
//   E2E_BASE_URL=http://127.0.0.1:3400 npx tsx e2e/screenshots/account-export.ts
import type { DataExportState } from '@innov/contracts';
import { request } from '@playwright/test';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, setSessionCookies, signUpConfirmed } from '../support/sign-in.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3400';
const api = await request.newContext({ baseURL });
const email = uniqueEmail('export-shots');
await signUpConfirmed(api, baseURL, email, {
  givenName: 'Ada',
  familyName: 'Lovelace',
  workspace: 'Analytical Engines Ltd',
});
const tokens = await passwordSignIn(baseURL, email);

const SELECTION = 'id status createdAt expiresAt size url nextRequestAt';
await graphql(baseURL, tokens.accessToken, `mutation { requestDataExport { ${SELECTION} } }`);
// Made by the data-export job within seconds.
const deadline = Date.now() + 60_000;
for (;;) {
  const { getMyDataExport: state } = await graphql<{ getMyDataExport: DataExportState | null }>(
    baseURL,
    tokens.accessToken,
    `query { getMyDataExport { ${SELECTION} } }`,
  );
  if (state?.status === 'READY') break;
  if (Date.now() > deadline) throw new Error(`The export is still ${state?.status} after a minute`);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

try {
  await captureAll({
    baseURL,
    cookieNoticeSeen: true,
    targets: [{ name: 'account-export', path: '/dashboard/account', selector: '#data-export' }],
    before: (context) => setSessionCookies(context, baseURL, tokens),
    async ready(page) {
      // Reached without the #data-export link, whose focused heading would show its focus ring in the picture.
      await page.getByTestId('data-export-ready').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    },
  });
} finally {
  await api.dispose();
}
