// The dashboard's server-side gate: signed-out visitors (no session, forged or foreign tokens) are sent to the
// login page with the page they asked for as returnTo, before any dashboard HTML is sent.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { amplifyConfig, createUser } from '../support/admin.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, sessionCookieNames, setSessionCookies } from '../support/sign-in.ts';

test.setTimeout(120_000);

function cookieHeader(pairs: Record<string, string>) {
  return Object.entries(pairs)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

test('a signed-out visitor asking for /dashboard/account is redirected to the login page, with no dashboard HTML', async ({
  request,
  page,
}) => {
  const response = await request.get('/dashboard/account', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers().location ?? '', 'http://x');
  expect(`${location.pathname}${location.search}`).toBe('/auth/login?returnTo=%2Fdashboard%2Faccount');
  const body = await response.text();
  expect(body).not.toContain('<html');
  expect(body).not.toContain('Account');

  // The query survives the round trip.
  const withQuery = await request.get('/dashboard?from=mail', { maxRedirects: 0 });
  expect(withQuery.headers().location).toContain('/auth/login?returnTo=%2Fdashboard%3Ffrom%3Dmail');

  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdashboard%2Faccount$/, { timeout: 30_000 });
});

test('forged, foreign and expired-without-refresh tokens do not open the dashboard', async ({ request, baseURL }) => {
  const email = uniqueEmail('gate');
  await createUser(baseURL!, email);
  const tokens = await passwordSignIn(baseURL!, email);
  const names = sessionCookieNames(tokens.clientId, tokens.username);
  const [header, payload] = tokens.accessToken.split('.');
  // The real claims with a made-up signature.
  const forged = `${header}.${payload}.${Buffer.from(randomUUID()).toString('base64url')}`;
  const cases: Record<string, string>[] = [
    { [names.lastAuthUser]: tokens.username, [names.accessToken]: forged },
    { [names.lastAuthUser]: tokens.username, [names.refreshToken]: tokens.refreshToken },
    // Genuine tokens, stored under another user's name.
    {
      [names.lastAuthUser]: 'someone-else',
      [`CognitoIdentityServiceProvider.${tokens.clientId}.someone-else.accessToken`]: tokens.accessToken,
    },
    // The ID token where the access token belongs (wrong token_use).
    { [names.lastAuthUser]: tokens.username, [names.accessToken]: tokens.idToken },
  ];
  for (const cookies of cases) {
    const response = await request.get('/dashboard', { maxRedirects: 0, headers: { cookie: cookieHeader(cookies) } });
    expect(response.status(), JSON.stringify(Object.keys(cookies))).toBe(307);
  }

  const ok = await request.get('/dashboard', {
    maxRedirects: 0,
    headers: {
      cookie: cookieHeader({
        [names.lastAuthUser]: tokens.username,
        [names.accessToken]: tokens.accessToken,
        [names.idToken]: tokens.idToken,
        [names.refreshToken]: tokens.refreshToken,
      }),
    },
  });
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toContain('no-store');
  const { Auth } = await amplifyConfig(baseURL!);
  expect(Auth.Cognito.userPoolClientId).toBe(tokens.clientId);
});

test('a signed-in user opens the dashboard; the page shows who they are', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('gate-ok');
  await createUser(baseURL!, email, { givenName: 'Ada', familyName: 'Lovelace' });
  await setSessionCookies(context, baseURL!, await passwordSignIn(baseURL!, email));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible({ timeout: 30_000 });
});
