// A user's auth events through AdminListUserAuthEvents with the real AWS SDK: sign-up, a password sign-in, a
// wrong password from a browser, an SRP sign-in by aws-amplify that waits for its TOTP code (InProgress, a wrong
// code, then the right one on the same event), newest first and paged; admin sign-ins named by their ContextData;
// forgotten and changed passwords; hosted-UI sign-ins; unknown users and unsigned calls refused.

import { Sha256 } from '@aws-crypto/sha256-js';
import {
  AdminInitiateAuthCommand,
  AdminListUserAuthEventsCommand,
  AssociateSoftwareTokenCommand,
  type AuthEventType,
  ChangePasswordCommand,
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  CreateUserPoolClientCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignatureV4 } from '@smithy/signature-v4';
import { Amplify } from 'aws-amplify';
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeUserAgent } from '../src/auth/auth-events.ts';
import { adminCreateConfirmedUser } from './admin-harness.ts';
import { hiddenField, TestBrowser } from './oauth-browser.ts';
import { PASSWORD, startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

let h: UserHarness;
let sdk: CognitoIdentityProviderClient;

beforeAll(async () => {
  // aws-amplify names a device from navigator; Node's own says "Node.js/<major>".
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'vitest (node)' }, configurable: true });
  h = await startUserHarness({ LOG_LEVEL: 'silent' });
  sdk = h.idp();
  Amplify.configure(h.amplifyConfig as never);
});

afterAll(async () => {
  await signOut().catch(() => {});
  await h?.close();
});

// The service's clock moves a TOTP step forward whenever a test needs a fresh code: each code is accepted once.
let clockOffsetMs = 0;
async function nextCode(secret: string): Promise<string> {
  clockOffsetMs += 30_000;
  h.advance(30_000);
  return generate({ secret, epoch: Math.floor((Date.now() + clockOffsetMs) / 1000) });
}

async function events(username: string, max = 60): Promise<AuthEventType[]> {
  const out = await sdk.send(
    new AdminListUserAuthEventsCommand({ UserPoolId: h.poolId, Username: username, MaxResults: max }),
  );
  return out.AuthEvents ?? [];
}

/** The wire answer of a SigV4-signed call, without the SDK's parsing. */
interface WirePage {
  AuthEvents: { CreationDate: number }[];
  NextToken?: unknown;
}

async function signedCall(operation: string, body: unknown): Promise<{ status: number; json: WirePage }> {
  const signer = new SignatureV4({ service: 'cognito-idp', region: 'eu-west-2', sha256: Sha256, credentials: h.admin });
  const u = new URL(h.url);
  const text = JSON.stringify(body);
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'http:',
    hostname: u.hostname,
    port: Number(u.port),
    path: '/cognito',
    headers: {
      host: u.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: text,
  });
  const res = await fetch(`${h.url}/cognito`, { method: 'POST', headers: signed.headers, body: text });
  return { status: res.status, json: (await res.json()) as WirePage };
}

/** Signs a user up through the API and confirms them with the mailed code. */
async function signedUp(email: string): Promise<string> {
  const out = await sdk.send(
    new SignUpCommand({
      ClientId: h.clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  const code = (await h.lastMail(email))?.code as string;
  await sdk.send(new ConfirmSignUpCommand({ ClientId: h.clientId, Username: email, ConfirmationCode: code }));
  return out.UserSub as string;
}

const password = (ok: boolean) => ({ ChallengeName: 'Password', ChallengeResponse: ok ? 'Success' : 'Failure' });
const mfa = (ok: boolean) => ({ ChallengeName: 'Mfa', ChallengeResponse: ok ? 'Success' : 'Failure' });

describe('AdminListUserAuthEvents', () => {
  it('lists sign-up, a failed password, and an SRP sign-in through its TOTP code, newest first and paged', async () => {
    const email = uniqueEmail('auth-events');
    const username = await signedUp(email);

    // A password sign-in, which sets up an authenticator app and turns TOTP on.
    const first = await sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: h.clientId,
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    const accessToken = first.AuthenticationResult?.AccessToken as string;
    const { SecretCode } = await sdk.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    const secret = SecretCode as string;
    await sdk.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: await nextCode(secret) }));
    await sdk.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );

    // A wrong password from a browser.
    const wrong = await fetch(`${h.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        'user-agent': CHROME_LINUX,
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: h.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'Wr0ng-password!' },
      }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ __type: 'NotAuthorizedException' });

    // SRP with aws-amplify: the password leaves the sign-in InProgress until the TOTP code.
    const started = await signIn({ username: email, password: PASSWORD });
    expect(started.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const [pending] = await events(email, 1);
    expect(pending).toMatchObject({
      EventType: 'SignIn',
      EventResponse: 'InProgress',
      ChallengeResponses: [password(true)],
    });

    const good = await nextCode(secret);
    await expect(confirmSignIn({ challengeResponse: good === '000000' ? '111111' : '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const [failed] = await events(email, 1);
    expect(failed).toMatchObject({
      EventId: pending.EventId,
      EventResponse: 'Fail',
      ChallengeResponses: [password(true), mfa(false)],
    });

    expect((await confirmSignIn({ challengeResponse: good })).isSignedIn).toBe(true);
    await signOut();

    const all = await events(username);
    expect(all.map((e) => [e.EventType, e.EventResponse, e.ChallengeResponses])).toEqual([
      ['SignIn', 'Pass', [password(true), mfa(true)]],
      ['SignIn', 'Fail', [password(false)]],
      ['SignIn', 'Pass', [password(true)]],
      ['SignUp', 'Pass', []],
    ]);
    // The MFA answer finished the event its password began.
    expect(all[0]?.EventId).toBe(pending.EventId);
    expect(new Set(all.map((e) => e.EventId)).size).toBe(4);
    for (const e of all) {
      expect(typeof e.EventId).toBe('string');
      expect(e.CreationDate).toBeInstanceOf(Date);
      expect(e.EventContextData?.IpAddress).toBe('127.0.0.1');
      expect(typeof e.EventContextData?.DeviceName).toBe('string');
      expect(e.EventContextData?.DeviceName?.length).toBeGreaterThan(0);
      expect(e.EventContextData?.DeviceName?.length).toBeLessThanOrEqual(128);
      expect(e.EventRisk).toEqual({ RiskDecision: 'NoRisk', CompromisedCredentialsDetected: false });
    }
    expect(all[1]?.EventContextData?.DeviceName).toBe('Chrome on Linux');
    const times = all.map((e) => (e.CreationDate as Date).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // On the wire: CreationDate is epoch seconds, as Cognito sends it.
    const wire = await signedCall('AdminListUserAuthEvents', { UserPoolId: h.poolId, Username: email, MaxResults: 2 });
    expect(wire.status).toBe(200);
    expect(typeof wire.json.AuthEvents[0].CreationDate).toBe('number');
    expect(Math.abs(wire.json.AuthEvents[0].CreationDate - Date.now() / 1000)).toBeLessThan(600 + clockOffsetMs / 1000);
    expect(typeof wire.json.NextToken).toBe('string');

    // One at a time: the same events in the same order, then no NextToken.
    const paged: AuthEventType[] = [];
    let token: string | undefined;
    do {
      const page = await sdk.send(
        new AdminListUserAuthEventsCommand({ UserPoolId: h.poolId, Username: email, MaxResults: 1, NextToken: token }),
      );
      expect(page.AuthEvents).toHaveLength(1);
      paged.push(...(page.AuthEvents ?? []));
      token = page.NextToken;
    } while (token && paged.length < 10);
    expect(paged.map((e) => e.EventId)).toEqual(all.map((e) => e.EventId));

    // The default page is 10.
    const defaults = await sdk.send(new AdminListUserAuthEventsCommand({ UserPoolId: h.poolId, Username: email }));
    expect(defaults.AuthEvents).toHaveLength(4);
    expect(defaults.NextToken).toBeUndefined();
  });

  it('names admin sign-ins by their ContextData, and a refresh is not a sign-in', async () => {
    const client = await sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: h.poolId,
        ClientName: 'auth-events-admin',
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const clientId = client.UserPoolClient?.ClientId as string;
    const email = uniqueEmail('auth-events-admin');
    await adminCreateConfirmedUser(sdk, h.poolId, email, PASSWORD);
    const contextData = {
      IpAddress: '203.0.113.7',
      ServerName: 'app.example.com',
      ServerPath: '/sign-in',
      HttpHeaders: [{ headerName: 'User-Agent', headerValue: FIREFOX_WINDOWS }],
    };
    await expect(
      sdk.send(
        new AdminInitiateAuthCommand({
          UserPoolId: h.poolId,
          ClientId: clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: 'Wr0ng-password!' },
          ContextData: contextData,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const ok = await sdk.send(
      new AdminInitiateAuthCommand({
        UserPoolId: h.poolId,
        ClientId: clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    await sdk.send(
      new AdminInitiateAuthCommand({
        UserPoolId: h.poolId,
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: ok.AuthenticationResult?.RefreshToken as string },
      }),
    );
    const all = await events(email);
    expect(all.map((e) => [e.EventType, e.EventResponse, e.ChallengeResponses])).toEqual([
      ['SignIn', 'Pass', [password(true)]],
      ['SignIn', 'Fail', [password(false)]],
    ]);
    expect(all[1]?.EventContextData).toEqual({ IpAddress: '203.0.113.7', DeviceName: 'Firefox on Windows' });
    // Without ContextData, the back end's own request.
    expect(all[0]?.EventContextData?.IpAddress).toBe('127.0.0.1');
  });

  it('records forgotten and changed passwords', async () => {
    const email = uniqueEmail('auth-events-password');
    await signedUp(email);
    await sdk.send(new ForgotPasswordCommand({ ClientId: h.clientId, Username: email }));
    const code = (await h.lastMail(email))?.code as string;
    await expect(
      sdk.send(
        new ConfirmForgotPasswordCommand({
          ClientId: h.clientId,
          Username: email,
          ConfirmationCode: code === '000000' ? '111111' : '000000',
          Password: 'N3w-Horse-Battery!',
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await sdk.send(
      new ConfirmForgotPasswordCommand({
        ClientId: h.clientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'N3w-Horse-Battery!',
      }),
    );
    const signedIn = await sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: h.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'N3w-Horse-Battery!' },
      }),
    );
    const accessToken = signedIn.AuthenticationResult?.AccessToken as string;
    await expect(
      sdk.send(
        new ChangePasswordCommand({
          AccessToken: accessToken,
          PreviousPassword: 'Wr0ng-password!',
          ProposedPassword: PASSWORD,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await sdk.send(
      new ChangePasswordCommand({
        AccessToken: accessToken,
        PreviousPassword: 'N3w-Horse-Battery!',
        ProposedPassword: PASSWORD,
      }),
    );
    const all = await events(email);
    expect(all.map((e) => [e.EventType, e.EventResponse, e.ChallengeResponses])).toEqual([
      ['PasswordChange', 'Pass', [password(true)]],
      ['PasswordChange', 'Fail', [password(false)]],
      ['SignIn', 'Pass', [password(true)]],
      ['PasswordChange', 'Pass', []],
      ['PasswordChange', 'Fail', []],
      ['ForgotPassword', 'Pass', []],
      ['SignUp', 'Pass', []],
    ]);
  });

  it('records hosted-UI sign-ins with the browser named', async () => {
    const callback = 'https://app.example.com/callback';
    const client = await sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: h.poolId,
        ClientName: 'auth-events-hosted',
        AllowedOAuthFlowsUserPoolClient: true,
        AllowedOAuthFlows: ['code'],
        AllowedOAuthScopes: ['openid', 'email'],
        CallbackURLs: [callback],
        SupportedIdentityProviders: ['COGNITO'],
      }),
    );
    const clientId = client.UserPoolClient?.ClientId as string;
    const email = uniqueEmail('auth-events-hosted');
    await signedUp(email);
    const browser = new TestBrowser();
    const login = async (pw: string) => {
      const query = new URLSearchParams({
        client_id: clientId,
        redirect_uri: callback,
        response_type: 'code',
        scope: 'openid email',
        state: 's',
      });
      const page = await browser.get(`${h.url}/login?${query}`);
      expect(page.status).toBe(200);
      const form = new URLSearchParams(query);
      form.set('_csrf', hiddenField(await page.text(), '_csrf'));
      form.set('username', email);
      form.set('password', pw);
      return browser.request(`${h.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': SAFARI_IPHONE },
        body: form,
      });
    };
    expect((await login('Wr0ng-password!')).status).toBe(400);
    const done = await login(PASSWORD);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toContain(callback);
    const all = await events(email, 2);
    expect(all.map((e) => [e.EventType, e.EventResponse, e.ChallengeResponses, e.EventContextData])).toEqual([
      ['SignIn', 'Pass', [password(true)], { IpAddress: '127.0.0.1', DeviceName: 'Safari on iOS' }],
      ['SignIn', 'Fail', [password(false)], { IpAddress: '127.0.0.1', DeviceName: 'Safari on iOS' }],
    ]);
  });

  it('refuses unknown users, bad input and unsigned calls', async () => {
    await expect(
      sdk.send(new AdminListUserAuthEventsCommand({ UserPoolId: h.poolId, Username: 'nobody@example.com' })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    const email = uniqueEmail('auth-events-refused');
    await signedUp(email);
    await expect(
      sdk.send(new AdminListUserAuthEventsCommand({ UserPoolId: h.poolId, Username: email, MaxResults: 61 })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(
      sdk.send(new AdminListUserAuthEventsCommand({ UserPoolId: h.poolId, Username: email, MaxResults: 0 })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(
      sdk.send(new AdminListUserAuthEventsCommand({ UserPoolId: h.poolId, Username: email, NextToken: 'forged' })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    const unsigned = await h.call('AdminListUserAuthEvents', { UserPoolId: h.poolId, Username: email });
    expect(unsigned.status).toBe(403);
    expect(unsigned.body).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
  });

  it("keeps 90 days: older events are not listed and are pruned when the user's next event is written", async () => {
    const email = uniqueEmail('auth-events-retention');
    const username = await signedUp(email);
    expect((await events(email)).map((e) => e.EventType)).toEqual(['SignUp']);
    h.advance(91 * 86_400_000);
    clockOffsetMs += 91 * 86_400_000;
    expect(await events(email)).toEqual([]);
    const stored = async () =>
      (
        await h.system.database.query<{ n: number | string }>(
          'select count(*) as n from identity.auth_events where pool_id = $1 and username = $2',
          [h.poolId, username],
        )
      )[0]?.n;
    expect(Number(await stored())).toBe(1);
    await sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: h.clientId,
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    expect((await events(email)).map((e) => e.EventType)).toEqual(['SignIn']);
    expect(Number(await stored())).toBe(1);
  });

  it('names devices from user agents', () => {
    expect(describeUserAgent(CHROME_LINUX)).toBe('Chrome on Linux');
    expect(describeUserAgent(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(describeUserAgent(SAFARI_IPHONE)).toBe('Safari on iOS');
    // Headless Chrome (automation, Playwright) names itself HeadlessChrome: still Chrome, not Safari.
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      ),
    ).toBe('Edge on macOS');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(describeUserAgent('aws-sdk-js/3.1169.0 ua/2.1 os/linux#6.8.0 lang/js md/nodejs#26.0.0')).toBe(
      'AWS SDK for JavaScript on Linux',
    );
    expect(describeUserAgent('node')).toBe('Node.js');
    expect(describeUserAgent('')).toBeUndefined();
    const long = describeUserAgent(`curl/8.5.0 ${'x'.repeat(300)}`);
    expect(long?.length).toBe(128);
  });
});
