// Federated sign-in end to end over TLS (e2e/playwright.tls.config.ts): a real OpenID Connect provider
// (oidc-provider) started on loopback is registered in the default pool with the AWS SDK; its button appears on
// /auth/login and /auth/sign-up; signing in there creates the federated user and lands on the dashboard, and
// signing out goes through the hosted /logout.
import {
  type CognitoIdentityProviderClient,
  CreateIdentityProviderCommand,
  DeleteIdentityProviderCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Page, test } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../../services/identity/test/oidc-provider-harness.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { tlsAdminClient, tlsGetJson } from '../support/tls-admin.ts';

const PROVIDER = 'InnovID';

let op: TestOidcProvider;
let admin: CognitoIdentityProviderClient;
let poolId: string;

test.beforeAll(async ({ baseURL }) => {
  // Only e2e/playwright.tls.config.ts runs this file: aws-amplify builds hosted-UI addresses with https.
  if (!baseURL?.startsWith('https://')) throw new Error('Run with e2e/playwright.tls.config.ts (HTTPS=1)');
  const config = await tlsGetJson<{ Auth: { Cognito: { userPoolId: string } } }>(`${baseURL}/amplify-config.json`);
  poolId = config.Auth.Cognito.userPoolId;
  op = await startOidcProvider(`${baseURL}/oauth2/idpresponse`);
  admin = tlsAdminClient(baseURL);
  await admin.send(
    new CreateIdentityProviderCommand({
      UserPoolId: poolId,
      ProviderName: PROVIDER,
      ProviderType: 'OIDC',
      ProviderDetails: {
        client_id: op.clientId,
        client_secret: op.clientSecret,
        attributes_request_method: 'GET',
        oidc_issuer: op.issuer,
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: {
        email: 'email',
        email_verified: 'email_verified',
        given_name: 'given_name',
        family_name: 'family_name',
      },
    }),
  );
});

test.afterAll(async () => {
  if (admin && poolId)
    await admin.send(new DeleteIdentityProviderCommand({ UserPoolId: poolId, ProviderName: PROVIDER }));
  await op?.close();
});

/** The provider's own pages: any login name (the account id) and password, then consent. */
async function signInAtProvider(page: Page, accountId: string) {
  await page.waitForURL((url) => url.href.startsWith(op.issuer));
  await page.locator('input[name="login"]').fill(accountId);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: 'Continue' }).click();
}

test('signs in through the OpenID Connect provider, lands on returnTo, and signs out through the hosted logout', async ({
  page,
}) => {
  const accountId = `e2e-${Date.now()}`;
  op.accounts.set(accountId, {
    email: uniqueEmail('federated'),
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  });

  await page.goto('/auth/sign-up');
  await expect(page.getByRole('button', { name: `Sign up with ${PROVIDER}` })).toBeVisible();

  await page.goto('/auth/login?returnTo=%2Fdashboard%2Fnotifications');
  const button = page.getByRole('button', { name: `Continue with ${PROVIDER}` });
  await expect(button).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await button.click();
  await signInAtProvider(page, accountId);

  // The hosted UI hands the code to /auth/callback; Amplify exchanges it and the custom state says where to go.
  await page.waitForURL('**/dashboard/notifications', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  const cookies = await page.context().cookies();
  const idToken = cookies.find((c) => c.name.endsWith('.idToken'))?.value ?? '';
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8'));
  expect(claims['cognito:username']).toBe(`${PROVIDER}_${accountId}`);
  expect(claims.identities[0]).toMatchObject({ providerName: PROVIDER, providerType: 'OIDC', userId: accountId });

  // Sign-out after a federated sign-in passes through the hosted /logout with the client id and redirect URL.
  const logoutRequest = page.waitForRequest((req) => new URL(req.url()).pathname === '/logout');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  const logout = new URL((await logoutRequest).url());
  expect(logout.searchParams.get('client_id')).toBeTruthy();
  expect(logout.searchParams.get('logout_uri')).toMatch(/^https:\/\/localhost:\d+\/$/);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/dashboard');
  await page.waitForURL('**/auth/login**');
});
