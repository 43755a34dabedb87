// Sessions for the dashboard journeys, set up the way Amplify keeps them: tokens from the identity service
// (the AWS SDK's InitiateAuth, as any client would sign in) written into the browser's cookies under Amplify's
// names, so the journeys under test start signed in without depending on the sign-in pages.
// Also: a full sign-up through the SDK (with the code from the outbox), which creates the user's profile and
// workspace as the pages' sign-up does.
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { amplifyConfig, phoneOf, TEST_PASSWORD, textedCode } from './admin.ts';
import { waitForCode } from './outbox.ts';

export function userClient(baseURL: string): CognitoIdentityProviderClient {
  // User-plane operations are not signed by a real client; the SDK wants credentials all the same.
  return new CognitoIdentityProviderClient({
    region: 'eu-west-2',
    endpoint: new URL('/cognito', baseURL).toString(),
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
  });
}

export interface SessionTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  username: string;
  clientId: string;
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * Signs in with the password flow and returns the tokens (throws the service's error when refused). A user with
 * two-step verification by text message (platform admins) is asked for the code, read from the outbox.
 */
export async function passwordSignIn(baseURL: string, email: string, password = TEST_PASSWORD): Promise<SessionTokens> {
  const { Auth } = await amplifyConfig(baseURL);
  const clientId = Auth.Cognito.userPoolClientId;
  const since = new Date();
  let out = await userClient(baseURL).send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (out.ChallengeName === 'SMS_MFA') {
    const phone = await phoneOf(baseURL, email);
    if (!phone) throw new Error(`${email} is asked for a texted code but has no phone number`);
    out = await userClient(baseURL).send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SMS_MFA',
        Session: out.Session,
        ChallengeResponses: {
          USERNAME: out.ChallengeParameters?.USER_ID_FOR_SRP ?? email,
          SMS_MFA_CODE: await textedCode(baseURL, phone, since),
        },
      }),
    );
  }
  const r = out.AuthenticationResult;
  if (!r?.AccessToken || !r.IdToken || !r.RefreshToken) throw new Error(`No tokens (challenge ${out.ChallengeName})`);
  return {
    accessToken: r.AccessToken,
    idToken: r.IdToken,
    refreshToken: r.RefreshToken,
    username: String(claims(r.AccessToken).username),
    clientId,
  };
}

/** Amplify's cookie names for a session of `clientId`. */
export function sessionCookieNames(clientId: string, username: string) {
  const base = `CognitoIdentityServiceProvider.${clientId}`;
  return {
    lastAuthUser: `${base}.LastAuthUser`,
    accessToken: `${base}.${username}.accessToken`,
    idToken: `${base}.${username}.idToken`,
    refreshToken: `${base}.${username}.refreshToken`,
    clockDrift: `${base}.${username}.clockDrift`,
  };
}

/** Amplify's session cookies for `tokens`, as its cookie storage writes them, ready for a browser's cookie jar. */
export function sessionCookies(baseURL: string, tokens: SessionTokens) {
  const names = sessionCookieNames(tokens.clientId, tokens.username);
  const values: [string, string][] = [
    [names.lastAuthUser, tokens.username],
    [names.accessToken, tokens.accessToken],
    [names.idToken, tokens.idToken],
    [names.refreshToken, tokens.refreshToken],
    [names.clockDrift, '0'],
  ];
  return values.map(([name, value]) => ({
    name,
    value,
    url: baseURL,
    sameSite: 'Lax' as const,
    expires: Date.now() / 1000 + 86_400,
  }));
}

/** Puts the session into the browser context's cookies, as Amplify's cookie storage would. */
export async function setSessionCookies(context: BrowserContext, baseURL: string, tokens: SessionTokens) {
  await context.addCookies(sessionCookies(baseURL, tokens));
}

/** Signs the browser context in as `email`. */
export async function signInContext(context: BrowserContext, baseURL: string, email: string, password = TEST_PASSWORD) {
  const tokens = await passwordSignIn(baseURL, email, password);
  await setSessionCookies(context, baseURL, tokens);
  return tokens;
}

/**
 * Signs up and confirms a user through the identity service (the confirmation creates their profile and a new,
 * pending workspace), as the sign-up page would.
 */
export async function signUpConfirmed(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  options: { password?: string; givenName?: string; familyName?: string; workspace?: string } = {},
): Promise<void> {
  const { Auth } = await amplifyConfig(baseURL);
  const client = userClient(baseURL);
  const since = new Date();
  await client.send(
    new SignUpCommand({
      ClientId: Auth.Cognito.userPoolClientId,
      Username: email,
      Password: options.password ?? TEST_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: options.givenName ?? 'Grace' },
        { Name: 'family_name', Value: options.familyName ?? 'Hopper' },
        { Name: 'custom:terms_of_service', Value: 'true' },
        { Name: 'custom:marketing_update', Value: 'false' },
      ],
    }),
  );
  const code = await waitForCode(request, email, since);
  await client.send(
    new ConfirmSignUpCommand({
      ClientId: Auth.Cognito.userPoolClientId,
      Username: email,
      ConfirmationCode: code,
      ClientMetadata: options.workspace ? { workspace: options.workspace } : undefined,
    }),
  );
}

/** Signs in through the login page, as a person would, and waits for the page it leads to. */
export async function signInThroughPage(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
