// The sign-in e-mail's change with the real AWS SDK: the default pool keeps the verified address in force until
// the new one is verified (Cognito's "keep original attribute value active when an update is pending"), and the
// "this was not me" link of the change, over HTTP as a browser uses it: the page, its CSRF-checked form, the
// revert (old address back and verified, every session ended, a password reset required with its code mailed to
// the old address), its events, and the link's single use and expiry.

import { rmSync } from 'node:fs';
import {
  CognitoIdentityClient,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
} from '@aws-sdk/client-cognito-identity';
import {
  AdminGetUserCommand,
  type AuthenticationResultType,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  DescribeUserPoolCommand,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityEvent, IdentityEventKind } from '@innov/platform';
import type { Config, System } from '@innov/server';
import { startMemorySystem } from '@innov/server/test/memory-system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDefaults } from '../src/defaults.ts';
import { invalidatePool } from '../src/store/pools.ts';
import { adminCreateConfirmedUser, identityDepsOf } from './admin-harness.ts';
import { hiddenField, TestBrowser } from './oauth-browser.ts';

const PASSWORD = 'Corr3ct-Horse!';
const NEW_PASSWORD = 'N3w-Horse-Battery!';

let system: System;
let config: Config;
let dataDir: string;
let url: string;
let clientId: string;
let poolId: string;
let identityPoolId: string;
let sdk: CognitoIdentityProviderClient;
let identity: CognitoIdentityClient;
const heard: IdentityEvent[] = [];
let stopListening: () => void;
// The service's clock runs this far ahead of the wall clock (a link's expiry).
let offset = 0;

beforeAll(async () => {
  const started = await startMemorySystem({
    prefix: 'innov-email-change-',
    services: ['identity', 'data'],
    now: () => new Date(Date.now() + offset),
  });
  ({ system, url, dataDir, config } = started);
  if (!system.data) throw new Error('the data service is not running');
  stopListening = system.data.onIdentityEvent((event) => heard.push(event));
  const amplifyConfig = await (await fetch(`${url}/amplify-config.json`)).json();
  poolId = amplifyConfig.Auth.Cognito.userPoolId;
  clientId = amplifyConfig.Auth.Cognito.userPoolClientId;
  identityPoolId = amplifyConfig.Auth.Cognito.identityPoolId;
  sdk = new CognitoIdentityProviderClient({
    endpoint: `${url}/cognito`,
    region: 'eu-west-2',
    credentials: started.admin,
    maxAttempts: 1,
  });
  identity = new CognitoIdentityClient({
    endpoint: `${url}/cognito-identity`,
    region: 'eu-west-2',
    credentials: started.admin,
    maxAttempts: 1,
  });
});

afterAll(async () => {
  stopListening?.();
  await system?.app.shutdown(1000);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// ---- helpers ----

async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, what: string, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

async function newUser(tag: string): Promise<{ email: string; username: string }> {
  const email = uniqueEmail(tag);
  await adminCreateConfirmedUser(sdk, poolId, email, PASSWORD);
  const got = await sdk.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: email }));
  return { email, username: got.Username as string };
}

function signIn(email: string, password = PASSWORD) {
  return sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

async function tokensFor(email: string): Promise<AuthenticationResultType> {
  const out = await signIn(email);
  if (!out.AuthenticationResult?.AccessToken) throw new Error(`no tokens: ${out.ChallengeName}`);
  return out.AuthenticationResult;
}

interface Mail {
  subject: string;
  text: string;
  code?: string;
}

async function outbox(to: string): Promise<Mail[]> {
  const res = await fetch(`${url}/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}

/** The newest mail to `to` once there are more than `after` (mail goes through a queue: polled). */
/** The newest message with a code among those sent to `to` after the first `after` (notices carry none). */
async function mailAfter(to: string, after: number): Promise<Mail> {
  return eventually(async () => {
    const list = await outbox(to);
    return list.slice(0, Math.max(0, list.length - after)).find((m) => m.code);
  }, `a mail with a code to ${to}`);
}

async function attributesOf(accessToken: string | undefined): Promise<Record<string, string>> {
  const got = await sdk.send(new GetUserCommand({ AccessToken: accessToken }));
  return Object.fromEntries((got.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
}

async function eventOf(kind: IdentityEventKind, username: string, from: number): Promise<IdentityEvent> {
  return eventually(
    () => heard.slice(from).find((e) => e.kind === kind && e.username === username),
    `${kind} for ${username}`,
  );
}

/** Changes the user's address from `from` to `to` with the code sent to `to`; the EmailChanged event. */
async function changeEmail(tokens: AuthenticationResultType, to: string, username: string): Promise<IdentityEvent> {
  const mailed = (await outbox(to)).length;
  await sdk.send(
    new UpdateUserAttributesCommand({
      AccessToken: tokens.AccessToken,
      UserAttributes: [{ Name: 'email', Value: to }],
    }),
  );
  const { code } = await mailAfter(to, mailed);
  const since = heard.length;
  await sdk.send(
    new VerifyUserAttributeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email', Code: code as string }),
  );
  return eventOf('EmailChanged', username, since);
}

const decode = (html: string) => html.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));

// ---- tests ----

describe('a pending e-mail change', () => {
  it('keeps the old address in force (GetUser, sign-in, tokens, mail) until the code sent to the new one is entered', async () => {
    const user = await newUser('pending');
    const tokens = await tokensFor(user.email);
    const next = uniqueEmail('pending-new');
    const oldMail = (await outbox(user.email)).length;

    const asked = await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken,
        UserAttributes: [{ Name: 'email', Value: next }],
      }),
    );
    // What Amplify turns into CONFIRM_ATTRIBUTE_WITH_CODE.
    expect(asked.CodeDeliveryDetailsList).toEqual([
      { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'p***@e***' },
    ]);
    const { code } = await mailAfter(next, 0);
    expect(code).toMatch(/^\d{6}$/);

    // Everything still knows the old, verified address.
    expect(await attributesOf(tokens.AccessToken)).toMatchObject({ email: user.email, email_verified: 'true' });
    const admin = await sdk.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: user.username }));
    expect(admin.UserAttributes).toContainEqual({ Name: 'email', Value: user.email });
    await expect(signIn(next)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const again = await tokensFor(user.email);
    const claims = JSON.parse(Buffer.from((again.IdToken as string).split('.')[1], 'base64url').toString());
    expect(claims.email).toBe(user.email);
    expect((await outbox(user.email)).length).toBe(oldMail);

    // A new code goes to the waiting address, and only the newest one works.
    await sdk.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email' }),
    );
    const { code: resent } = await mailAfter(next, 1);
    const wrong = resent === '000000' ? '111111' : '000000';
    await expect(
      sdk.send(
        new VerifyUserAttributeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email', Code: wrong }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect(await attributesOf(tokens.AccessToken)).toMatchObject({ email: user.email, email_verified: 'true' });

    await sdk.send(
      new VerifyUserAttributeCommand({
        AccessToken: tokens.AccessToken,
        AttributeName: 'email',
        Code: resent as string,
      }),
    );
    expect(await attributesOf(tokens.AccessToken)).toMatchObject({ email: next, email_verified: 'true' });
    await tokensFor(next);
    await expect(signIn(user.email)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('is dropped by asking for the address in force again, and refused for an address another account holds', async () => {
    const user = await newUser('cancel');
    const other = await newUser('cancel-other');
    const tokens = await tokensFor(user.email);
    await expect(
      sdk.send(
        new UpdateUserAttributesCommand({
          AccessToken: tokens.AccessToken,
          UserAttributes: [{ Name: 'email', Value: other.email }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'AliasExistsException' });

    const next = uniqueEmail('cancel-new');
    await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken,
        UserAttributes: [{ Name: 'email', Value: next }],
      }),
    );
    const { code } = await mailAfter(next, 0);
    const cancelled = await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken,
        UserAttributes: [{ Name: 'email', Value: user.email }],
      }),
    );
    // Nothing to confirm: Amplify's DONE.
    expect(cancelled.CodeDeliveryDetailsList).toBeUndefined();
    // The code of the dropped change is no longer good for anything.
    await expect(
      sdk.send(
        new VerifyUserAttributeCommand({
          AccessToken: tokens.AccessToken,
          AttributeName: 'email',
          Code: code as string,
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect(await attributesOf(tokens.AccessToken)).toMatchObject({ email: user.email, email_verified: 'true' });
    await expect(signIn(next)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('"this was not me"', () => {
  it('restores the old address, ends every session and requires a password reset with the code mailed to the old address', async () => {
    const user = await newUser('revert');
    const tokens = await tokensFor(user.email);
    // An address that is also markup: the page shows it as text.
    const intruder = `<b>x'"&</b>.${uniqueEmail('intruder')}`;
    const changed = await changeEmail(tokens, intruder, user.username);
    const revertUrl = changed.detail?.revertUrl as string;
    expect(revertUrl.startsWith(`${url}/cognito/revert-email?token=`)).toBe(true);
    // The sessions the intruder holds, with identity-pool credentials.
    const theirs = await tokensFor(intruder);
    const logins = { [`cognito-idp.eu-west-2.amazonaws.com/${poolId}`]: theirs.IdToken as string };
    const { IdentityId } = await identity.send(new GetIdCommand({ IdentityPoolId: identityPoolId, Logins: logins }));
    await identity.send(new GetCredentialsForIdentityCommand({ IdentityId, Logins: logins }));

    // The page: what happened, and a form; no change yet.
    const browser = new TestBrowser();
    const page = await browser.get(revertUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).not.toContain('<b>');
    expect(decode(html)).toContain(`changed from ${user.email} to ${intruder}`);
    expect(html).toContain('<form method="post" action="/cognito/revert-email">');
    expect(await attributesOf(theirs.AccessToken)).toMatchObject({ email: intruder });
    const form = { token: hiddenField(html, 'token'), _csrf: hiddenField(html, '_csrf') };

    // Without the page's cookie, or with another page's token, nothing happens.
    const forged = await fetch(`${url}/cognito/revert-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    expect(forged.status).toBe(403);
    expect((await browser.post(`${url}/cognito/revert-email`, { ...form, _csrf: 'x'.repeat(43) })).status).toBe(403);
    expect(await attributesOf(theirs.AccessToken)).toMatchObject({ email: intruder });

    const resetMails = (await outbox(user.email)).length;
    const since = heard.length;
    const done = await browser.post(`${url}/cognito/revert-email`, form);
    expect(done.status).toBe(200);
    const result = decode(await done.text());
    expect(result).toContain('Your e-mail address is restored');
    expect(result).toContain(`href="/auth/forgot-password?${new URLSearchParams({ email: user.email })}"`);

    // The old address is back, verified; the intruder's sessions and credentials are over.
    const admin = await sdk.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: user.username }));
    expect(admin.UserStatus).toBe('RESET_REQUIRED');
    const attributes = Object.fromEntries((admin.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({ email: user.email, email_verified: 'true' });
    for (const access of [tokens.AccessToken, theirs.AccessToken]) {
      await expect(sdk.send(new GetUserCommand({ AccessToken: access }))).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
    }
    await expect(
      sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: clientId,
          AuthParameters: { REFRESH_TOKEN: theirs.RefreshToken as string },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(identity.send(new GetCredentialsForIdentityCommand({ IdentityId, Logins: logins }))).rejects.toThrow();
    await expect(signIn(intruder)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(signIn(user.email)).rejects.toMatchObject({ name: 'PasswordResetRequiredException' });

    // Its events: the address changed back (no further link), everyone signed out.
    const reverted = await eventOf('EmailChanged', user.username, since);
    expect(reverted.detail).toEqual({
      email: user.email,
      previousEmail: intruder,
      reverted: true,
      currentEmail: user.email,
    });
    const signedOut = await eventOf('SignedOut', user.username, since);
    expect(signedOut.detail).toEqual({ scope: 'global', currentEmail: user.email });

    // The reset code went to the old address; with it the owner is back in.
    const { code } = await mailAfter(user.email, resetMails);
    await sdk.send(
      new ConfirmForgotPasswordCommand({
        ClientId: clientId,
        Username: user.email,
        ConfirmationCode: code as string,
        Password: NEW_PASSWORD,
      }),
    );
    await expect(signIn(user.email, NEW_PASSWORD)).resolves.toMatchObject({
      AuthenticationResult: { AccessToken: expect.any(String) },
    });
  });

  it('is single use: a used link, and every other open link of the user, answer 400', async () => {
    const user = await newUser('reuse');
    const tokens = await tokensFor(user.email);
    const first = uniqueEmail('reuse-1');
    const second = uniqueEmail('reuse-2');
    const one = (await changeEmail(tokens, first, user.username)).detail?.revertUrl as string;
    const two = (await changeEmail(tokens, second, user.username)).detail?.revertUrl as string;

    const browser = new TestBrowser();
    const html = await (await browser.get(one)).text();
    const form = { token: hiddenField(html, 'token'), _csrf: hiddenField(html, '_csrf') };
    expect((await browser.post(`${url}/cognito/revert-email`, form)).status).toBe(200);
    const admin = await sdk.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: user.username }));
    expect(admin.UserAttributes).toContainEqual({ Name: 'email', Value: user.email });

    const again = await browser.post(`${url}/cognito/revert-email`, form);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Link already used');
    expect((await browser.get(one)).status).toBe(400);
    // The later change's link (sent to `first`) cannot put `first` back.
    const other = await browser.get(two);
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('Link already used');
  });

  it('expires after 7 days; links never issued, ill-formed or without a token answer 400, other methods 405', async () => {
    const user = await newUser('expiry');
    const tokens = await tokensFor(user.email);
    const revertUrl = (await changeEmail(tokens, uniqueEmail('expiry-new'), user.username)).detail?.revertUrl as string;
    const browser = new TestBrowser();
    const html = await (await browser.get(revertUrl)).text();
    const form = { token: hiddenField(html, 'token'), _csrf: hiddenField(html, '_csrf') };
    offset = 7 * 86_400_000 + 60_000;
    try {
      const expired = await browser.get(revertUrl);
      expect(expired.status).toBe(400);
      expect(await expired.text()).toContain('Link expired');
      expect((await browser.post(`${url}/cognito/revert-email`, form)).status).toBe(400);
    } finally {
      offset = 0;
    }
    const never = await browser.get(`${url}/cognito/revert-email?token=${'A'.repeat(43)}`);
    expect(never.status).toBe(400);
    expect(await never.text()).toContain('Link not valid');
    for (const query of ['', '?token=', '?token=%00', '?token=%ED%A0%80', `?token=${'A'.repeat(42)}%00`, '?x=%00']) {
      expect((await browser.get(`${url}/cognito/revert-email${query}`)).status).toBe(400);
    }
    const nul = await browser.post(`${url}/cognito/revert-email`, { token: '\u0000', _csrf: form._csrf });
    expect(nul.status).toBe(400);
    const notForm = await browser.request(`${url}/cognito/revert-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(notForm.status).toBe(400);
    expect((await browser.request(`${url}/cognito/revert-email`, { method: 'PUT' })).status).toBe(405);
    // Still the changed address: nothing above reverted it.
    const admin = await sdk.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: user.username }));
    expect(admin.UserStatus).toBe('CONFIRMED');
  });
});

describe('the default pool', () => {
  it('holds e-mail changes from its creation, and one an earlier version made gets the setting once', async () => {
    const described = await sdk.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
    expect(described.UserPool?.UserAttributeUpdateSettings).toEqual({
      AttributesRequireVerificationBeforeUpdate: ['email'],
    });
    const deps = identityDepsOf(system, config, dataDir);
    const setting = async () => {
      const [row] = await system.database.query<{ s: unknown }>(
        "select config->'UserAttributeUpdateSettings' as s from identity.user_pools where id = $1",
        [poolId],
      );
      return row?.s;
    };
    const setSetting = (value: string[]) =>
      system.database.query(
        `update identity.user_pools
            set config = config || jsonb_build_object('UserAttributeUpdateSettings',
                  jsonb_build_object('AttributesRequireVerificationBeforeUpdate', $2::jsonb))
          where id = $1`,
        [poolId, JSON.stringify(value)],
      );
    // A start on a database another process set up: ensureDefaults keeps what it learnt per database object.
    const restart = () => ensureDefaults({ ...deps, database: Object.create(system.database) });
    try {
      // The data folder as an earlier version left it: no setting, and this upgrade not recorded.
      await system.database.query(
        "update identity.user_pools set config = config - 'UserAttributeUpdateSettings' where id = $1",
        [poolId],
      );
      await system.database.query(
        "update identity.settings set value = value - 'user-pool-email-update-requires-verification' where key = 'defaults-upgrades'",
      );
      await restart();
      expect(await setting()).toEqual({ AttributesRequireVerificationBeforeUpdate: ['email'] });
      // An operator who turns it off afterwards is not overruled at the next start.
      await setSetting([]);
      await restart();
      expect(await setting()).toEqual({ AttributesRequireVerificationBeforeUpdate: [] });
    } finally {
      await setSetting(['email']);
      invalidatePool(deps, poolId);
    }
  });
});
