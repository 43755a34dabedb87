// The notification centre through the real clients: a security notice and e-mail for each identity event, driven
// by the identity operations themselves through the AWS SDK (once per event however often it is delivered);
// the centre's list, paging, unread filter and read state (another user's id answers as missing); the live
// onCreate/onUpdate subscription through aws-amplify; preferences and their server rules (SECURITY keeps EMAIL,
// MARKETING's EMAIL follows custom:marketing_update); PRODUCT e-mail turned off; SMS to the phone number; the
// one-click unsubscribe (RFC 8058); an approval decision's transactional mail.
import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmDeviceCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  UpdateDeviceStatusCommand,
  UpdateUserAttributesCommand,
  VerifySoftwareTokenCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DataDeps } from '@innov/data';
import type { IdentityEvent } from '@innov/platform';
import { generateClient } from 'aws-amplify/api';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type NotifyInput, notify, notifyInTransaction } from '../src/notifications/notify.ts';
import { MARKETING_CONSENT_JOB } from '../src/notifications/unsubscribe-by-link.ts';
import { type DataHarness, errorTypes, PASSWORD, settle, startDataHarness, type TestUser } from './harness.ts';

const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

let h: DataHarness;
let sdk: CognitoIdentityProviderClient;
let deps: DataDeps;

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0';

beforeAll(async () => {
  // Node has no global WebSocket before 22; Amplify uses whatever is global (browsers have their own).
  g.WebSocket ??= WebSocket;
  h = await startDataHarness();
  sdk = sdkAs();
  deps = h.system.data?.deps as DataDeps;
});
afterAll(async () => {
  await h?.close();
  g.WebSocket = hadWebSocket;
});

/** The SDK as a browser would call: its requests carry `userAgent` (identity tells devices by it). */
function sdkAs(userAgent?: string): CognitoIdentityProviderClient {
  const client = new CognitoIdentityProviderClient({
    endpoint: `${h.url}/cognito`,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
  if (userAgent)
    client.middlewareStack.add(
      (next) => async (args) => {
        (args.request as { headers: Record<string, string> }).headers['user-agent'] = userAgent;
        return next(args);
      },
      { step: 'finalizeRequest', name: 'browserUserAgent', priority: 'low' },
    );
  return client;
}

const clientId = () => h.amplifyConfig.Auth.Cognito.userPoolClientId as string;
const poolId = () => h.amplifyConfig.Auth.Cognito.userPoolId as string;

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The message to `to` with this subject, once delivered. */
const mailTo = (to: string, subject: string) =>
  until(async () => (await h.outbox(to)).find((m) => m.subject === subject));

interface Item {
  id: string;
  type: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  owner: string;
  push: boolean | null;
  readAt: string | null;
  createdAt: string;
}
const FIELDS = 'id type kind title body link owner push readAt createdAt';
const LIST = `query ($unreadOnly: Boolean, $limit: Int, $nextToken: String) {
  listMyNotifications(unreadOnly: $unreadOnly, limit: $limit, nextToken: $nextToken) { items { ${FIELDS} } nextToken unreadCount }
}`;
const MARK = `mutation ($id: ID!) { markNotificationRead(id: $id) { ${FIELDS} } }`;
const MARK_ALL = 'mutation { markAllNotificationsRead }';

async function centre(user: TestUser, variables: Record<string, unknown> = {}) {
  const r = await h.as(user, LIST, { limit: 100, ...variables });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.listMyNotifications as { items: Item[]; nextToken: string | null; unreadCount: number };
}

/** A notification as a feature makes one: notify() in a transaction of its own. */
function notifyUser(user: TestUser, input: Omit<NotifyInput, 'recipient'>) {
  return notifyInTransaction(deps, (ctx) => notify(ctx, { recipient: user.username, ...input }));
}

const PREFS = `query { listNotifications(limit: 10) { items { id type channels digest } } }`;
const UPDATE_PREF =
  'mutation ($input: UpdateNotificationInput!) { updateNotification(input: $input) { id type channels digest } }';

async function preference(user: TestUser, type: string) {
  const r = await h.as(user, PREFS);
  return (r.data.listNotifications.items as { id: string; type: string; channels: string[]; digest: boolean }[]).find(
    (p) => p.type === type,
  );
}

async function setChannels(user: TestUser, type: string, channels: string[], extra: Record<string, unknown> = {}) {
  const p = await preference(user, type);
  return h.as(user, UPDATE_PREF, { input: { id: p?.id, channels, ...extra } });
}

const security = async (user: TestUser, kind: string) =>
  until(async () => (await centre(user)).items.find((i) => i.kind === kind));

describe('security notifications from the identity operations', () => {
  it('ChangePassword: "Your password was changed", mailed and in the centre', async () => {
    const user = await h.newUser('pw');
    await sdk.send(
      new ChangePasswordCommand({
        AccessToken: user.accessToken,
        PreviousPassword: PASSWORD,
        ProposedPassword: 'Another-Corr3ct-Horse!',
      }),
    );
    const mail = await mailTo(user.email, 'Your password was changed – Lumenfold');
    expect(mail.text).toMatch(/^Hello,\n\nThe password of your account was changed on \d{1,2} \w+ \d{4}/);
    expect(mail.text).toContain('/auth/forgot-password');
    expect(mail.text).toMatch(/Lumenfold\nhello@lumenfold\.co\.uk$/);
    // Security mail cannot be unsubscribed from.
    expect(mail.headers).toBeUndefined();
    expect(mail.text).not.toContain('Unsubscribe');
    const item = await security(user, 'security.passwordChanged');
    expect(item).toMatchObject({
      type: 'SECURITY',
      title: 'Your password was changed',
      link: '/dashboard/account#security',
      owner: user.username,
      readAt: null,
    });
  });

  it('EmailChanged: the new address and the previous one are told, the previous with "This was not me"; the revert tells "Your sign-in e-mail was restored"', async () => {
    const user = await h.newUser('mail');
    const next = `next.${user.email}`;
    await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: user.accessToken,
        UserAttributes: [{ Name: 'email', Value: next }],
      }),
    );
    // Held until the new address is verified: nothing is said yet.
    const code = await until(async () => (await h.outbox(next)).find((m) => m.code));
    expect((await centre(user)).items.map((i) => i.kind)).toEqual([]);
    await sdk.send(
      new VerifyUserAttributeCommand({ AccessToken: user.accessToken, AttributeName: 'email', Code: code.code }),
    );
    const subject = 'Your sign-in e-mail was changed – Lumenfold';
    const toNew = await mailTo(next, subject);
    expect(toNew.text).toContain(`Your account signs in with ${next} instead of ${user.email}`);
    expect(toNew.text).not.toContain('This was not me');
    const toOld = await mailTo(user.email, subject);
    const revertUrl = toOld.text.match(/This was not me: (\S+)/)?.[1] as string;
    expect(revertUrl).toMatch(new RegExp(`^${h.url}/cognito/revert-email\\?token=`));
    expect(toOld.text).toContain('It works once, for 7 days.');
    expect((await security(user, 'security.emailChanged')).title).toBe('Your sign-in e-mail was changed');
    // The link is a secret of the mail alone: the security activity keeps the change without it.
    const kept = await h.system.database.query<{ details: Record<string, unknown> }>(
      "select details from app.security_events where user_id = $1 and kind = 'EmailChanged'",
      [user.username],
    );
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(JSON.stringify(row.details)).not.toContain('revert-email');
    // The profile follows the address, so later mail goes to the new one.
    const profile = await h.as(user, 'query ($id: ID!) { getUserProfile(id: $id) { email } }', { id: user.username });
    expect(profile.data.getUserProfile.email).toBe(next);

    // "This was not me" on identity's page: the address comes back, and the user is told there.
    const page = await fetch(revertUrl);
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0];
    const html = await page.text();
    const csrf = html.match(/name="_csrf" value="([^"]+)"/)?.[1] as string;
    const token = new URL(revertUrl).searchParams.get('token') as string;
    const posted = await fetch(`${h.url}/cognito/revert-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ token, _csrf: csrf }).toString(),
    });
    expect(posted.status).toBe(200);
    const restored = await mailTo(user.email, 'Your sign-in e-mail was restored – Lumenfold');
    expect(restored.text).toContain(`Your account signs in with ${user.email} again`);
    const signedIn = await h.signIn(user.email).catch(() => null);
    // Signed out everywhere with a password reset required: the notices wait in the centre for the next sign-in.
    expect(signedIn).toBeNull();
    await mailTo(user.email, 'You were signed out everywhere – Lumenfold');
  });

  it('MfaChanged: "Two-step verification turned on", then "turned off"', async () => {
    const user = await h.newUser('mfa');
    const { SecretCode } = await sdk.send(new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }));
    await sdk.send(
      new VerifySoftwareTokenCommand({
        AccessToken: user.accessToken,
        UserCode: await generate({ secret: SecretCode as string, epoch: Math.floor(Date.now() / 1000) }),
      }),
    );
    await sdk.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: user.accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const on = await mailTo(user.email, 'Two-step verification turned on – Lumenfold');
    expect(on.text).toContain('Signing in to your account now asks for a second step');
    await sdk.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: user.accessToken,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const off = await mailTo(user.email, 'Two-step verification turned off – Lumenfold');
    expect(off.text).toContain('asks for your password alone');
    const kinds = (await centre(user)).items.map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(['security.mfaEnabled', 'security.mfaDisabled']));
  });

  it('DeviceRemembered: "A device was remembered", naming it; forgetting it says nothing', async () => {
    const user = await h.newUser('device');
    const out = await sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId(),
        AuthParameters: { USERNAME: user.email, PASSWORD },
      }),
    );
    const tokens = out.AuthenticationResult;
    const deviceKey = tokens?.NewDeviceMetadata?.DeviceKey as string;
    await sdk.send(
      new ConfirmDeviceCommand({
        AccessToken: tokens?.AccessToken,
        DeviceKey: deviceKey,
        DeviceName: 'Work laptop',
        DeviceSecretVerifierConfig: { Salt: Buffer.alloc(16, 1).toString('base64'), PasswordVerifier: 'BQ==' },
      }),
    );
    await sdk.send(
      new UpdateDeviceStatusCommand({
        AccessToken: tokens?.AccessToken,
        DeviceKey: deviceKey,
        DeviceRememberedStatus: 'remembered',
      }),
    );
    const mail = await mailTo(user.email, 'A device was remembered – Lumenfold');
    expect(mail.text).toContain('"Work laptop" was remembered');
    await sdk.send(
      new UpdateDeviceStatusCommand({
        AccessToken: tokens?.AccessToken,
        DeviceKey: deviceKey,
        DeviceRememberedStatus: 'not_remembered',
      }),
    );
    await security(user, 'security.deviceRemembered');
    expect((await centre(user)).items.filter((i) => i.kind === 'security.deviceRemembered')).toHaveLength(1);
  });

  it('NewDeviceSignIn: "New sign-in from Firefox on Windows"; the same browser again says nothing', async () => {
    const user = await h.newUser('newdevice');
    const signInWith = (ua: string) =>
      sdkAs(ua).send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId(),
          AuthParameters: { USERNAME: user.email, PASSWORD },
        }),
      );
    await signInWith(CHROME_LINUX);
    await signInWith(FIREFOX_WINDOWS);
    await signInWith(FIREFOX_WINDOWS);
    const mail = await mailTo(user.email, 'New sign-in from Firefox on Windows – Lumenfold');
    expect(mail.text).toMatch(/signed in to from Firefox on Windows \(address 127\.0\.0\.1\) on /);
    const firefox = (await centre(user)).items.filter((i) => i.title === 'New sign-in from Firefox on Windows');
    expect(firefox).toHaveLength(1);
    expect(firefox[0].kind).toBe('security.newDevice');
  });

  it('GlobalSignOut: "You were signed out everywhere"; a single sign-out (RevokeToken) says nothing', async () => {
    const user = await h.newUser('signout');
    await sdk.send(new GlobalSignOutCommand({ AccessToken: user.accessToken }));
    const mail = await mailTo(user.email, 'You were signed out everywhere – Lumenfold');
    expect(mail.text).toContain('Every session of your account was signed out');
    const again = await h.signIn(user.email);
    expect((await security(again, 'security.signedOutEverywhere')).type).toBe('SECURITY');
  });

  it('an event delivered twice notifies once', async () => {
    const user = await h.newUser('twice');
    const event: IdentityEvent = {
      id: `twice-${user.username}`,
      kind: 'SignedOut',
      userPoolId: poolId(),
      username: user.username,
      sub: user.username,
      at: new Date().toISOString(),
      detail: { scope: 'global', currentEmail: user.email },
    };
    await h.system.data?.handleIdentityEvent(event);
    await h.system.data?.handleIdentityEvent(event);
    await mailTo(user.email, 'You were signed out everywhere – Lumenfold');
    const mails = (await h.outbox(user.email)).filter((m) => m.subject.startsWith('You were signed out'));
    expect(mails).toHaveLength(1);
    expect((await centre(user)).items.filter((i) => i.kind === 'security.signedOutEverywhere')).toHaveLength(1);
  });
});

describe('the centre', () => {
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    alice = await h.newUser('alice');
    bob = await h.newUser('bob');
    // E-mail off, so the centre alone shows them.
    expect((await setChannels(alice, 'PRODUCT', [])).errors).toBeUndefined();
    for (let i = 1; i <= 5; i++) {
      await notifyUser(alice, { type: 'PRODUCT', kind: 'test.item', title: `Item ${i}`, link: `/dashboard#${i}` });
      // Newest first is by the time of creation (milliseconds): two written within one millisecond have no order.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
  });

  it('lists newest first, pages by nextToken, counts the unread', async () => {
    const first = await centre(alice, { limit: 2 });
    expect(first.items.map((i) => i.title)).toEqual(['Item 5', 'Item 4']);
    expect(first.unreadCount).toBe(5);
    const second = await centre(alice, { limit: 2, nextToken: first.nextToken });
    expect(second.items.map((i) => i.title)).toEqual(['Item 3', 'Item 2']);
    const third = await centre(alice, { limit: 2, nextToken: second.nextToken });
    expect(third.items.map((i) => i.title)).toEqual(['Item 1']);
    expect(third.nextToken).toBeNull();
    // A token belongs to its query: the unread list refuses the full list's.
    const mixed = await h.as(alice, LIST, { unreadOnly: true, limit: 2, nextToken: first.nextToken });
    expect(errorTypes(mixed)).toEqual(['ValidationError']);
    expect(errorTypes(await h.as(alice, LIST, { limit: 0 }))).toEqual(['ValidationError']);
    expect(errorTypes(await h.as(alice, LIST, { nextToken: 'junk' }))).toEqual(['ValidationError']);
    // Bob has none of them.
    expect(await centre(bob)).toEqual({ items: [], nextToken: null, unreadCount: 0 });
  });

  it("marks one read (idempotently), filters the unread, marks all; another user's id answers as missing", async () => {
    const { items } = await centre(alice);
    const item4 = items.find((i) => i.title === 'Item 4') as Item;
    const read = await h.as(alice, MARK, { id: item4.id });
    expect(read.data.markNotificationRead.readAt).toBeTruthy();
    const again = await h.as(alice, MARK, { id: item4.id });
    expect(again.data.markNotificationRead.readAt).toBe(read.data.markNotificationRead.readAt);

    const unread = await centre(alice, { unreadOnly: true });
    expect(unread.items.map((i) => i.title)).toEqual(['Item 5', 'Item 3', 'Item 2', 'Item 1']);
    expect(unread.unreadCount).toBe(4);

    const item3 = items.find((i) => i.title === 'Item 3') as Item;
    const theirs = await h.as(bob, MARK, { id: item3.id });
    expect(theirs).toEqual({ data: { markNotificationRead: null } });
    expect(await h.as(bob, MARK, { id: 'no-such-id' })).toEqual({ data: { markNotificationRead: null } });
    const got = await h.as(bob, 'query ($id: ID!) { getNotificationEvent(id: $id) { id } }', { id: item3.id });
    expect(got.data.getNotificationEvent).toBeNull();
    expect(errorTypes(await h.as(bob, MARK, { id: 'bad id!' }))).toEqual(['ValidationError']);
    expect((await centre(alice)).unreadCount).toBe(4);

    expect((await h.as(bob, MARK_ALL)).data.markAllNotificationsRead).toBe(0);
    expect((await h.as(alice, MARK_ALL)).data.markAllNotificationsRead).toBe(4);
    expect((await h.as(alice, MARK_ALL)).data.markAllNotificationsRead).toBe(0);
    expect((await centre(alice)).unreadCount).toBe(0);
    expect((await centre(alice, { unreadOnly: true })).items).toEqual([]);
  });

  it("is the signed-in user's own: no client creates, changes or deletes an event; guests are refused", async () => {
    const create = await h.as(alice, 'mutation { createNotificationEvent(input: { title: "x" }) { id } }');
    expect(create.errors?.[0].message).toMatch(/Cannot query field "createNotificationEvent"/);
    const del = await h.as(alice, 'mutation { deleteNotificationEvent(input: { id: "x" }) { id } }');
    expect(del.errors?.[0].message).toMatch(/Cannot query field "deleteNotificationEvent"/);
    const guest = await settle(generateClient().graphql({ query: LIST, authMode: 'iam' } as never));
    expect(errorTypes(guest)).toEqual(['Unauthorized']);
  });
});

describe('delivery by preference', () => {
  it('a PRODUCT event with e-mail off creates no mail but shows in the centre; with PUSH on it is flagged push', async () => {
    const user = await h.newUser('quiet');
    expect((await setChannels(user, 'PRODUCT', ['PUSH'])).data.updateNotification.channels).toEqual(['PUSH']);
    const before = (await h.outbox(user.email)).length;
    await notifyUser(user, { type: 'PRODUCT', kind: 'test.quiet', title: 'Nothing to mail' });
    const { items } = await centre(user);
    expect(items[0]).toMatchObject({ title: 'Nothing to mail', type: 'PRODUCT', push: true, readAt: null });
    expect(await h.outbox(user.email)).toHaveLength(before);
  });

  it('PRODUCT e-mail on: mailed at once with the one-click unsubscribe; SMS goes to the phone number identity has', async () => {
    const user = await h.newUser('loud');
    const phone = `+4477009${String(Date.now()).slice(-5)}`;
    await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: user.accessToken,
        UserAttributes: [{ Name: 'phone_number', Value: phone }],
      }),
    );
    expect((await setChannels(user, 'PRODUCT', ['EMAIL', 'SMS'])).errors).toBeUndefined();
    await notifyUser(user, {
      type: 'PRODUCT',
      kind: 'test.loud',
      title: 'Your export is ready',
      body: 'The file is waiting for you.',
      link: '/dashboard',
    });
    const mail = await mailTo(user.email, 'Your export is ready – Lumenfold');
    expect(mail.text).toContain('Your export is ready\n\nThe file is waiting for you.');
    expect(mail.text).toContain(`Open it in Lumenfold: ${h.url}/dashboard`);
    expect(mail.text).toMatch(
      /Unsubscribe with one click: http:\/\/127\.0\.0\.1:\d+\/notifications\/unsubscribe\?token=/,
    );
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/notifications\/unsubscribe\?token=\S+>$/,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [sms] = await until(async () => (await h.outbox(phone)).filter((m) => m.channel === 'sms'));
    expect(sms.text).toBe(`Lumenfold: Your export is ready ${h.url}/dashboard`);
  });

  it("server rules: SECURITY keeps EMAIL, MARKETING's EMAIL follows custom:marketing_update, digest is PRODUCT's", async () => {
    const user = await h.newUser('rules');
    const sec = await setChannels(user, 'SECURITY', ['PUSH']);
    expect(sec.data.updateNotification.channels.sort()).toEqual(['EMAIL', 'PUSH']);
    // Without consent, MARKETING's EMAIL cannot be switched on here; PUSH and SMS can.
    const mkt = await setChannels(user, 'MARKETING', ['EMAIL', 'SMS']);
    expect(mkt.data.updateNotification.channels).toEqual(['SMS']);
    const digest = await setChannels(user, 'SECURITY', ['EMAIL'], { digest: true });
    expect(digest.errors?.[0].message).toContain('input.digest: only PRODUCT e-mail can come as a daily digest');

    // The marketing switch (identity's attribute) turns MARKETING e-mail on and off.
    await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: user.accessToken,
        UserAttributes: [{ Name: 'custom:marketing_update', Value: 'true' }],
      }),
    );
    expect((await preference(user, 'MARKETING'))?.channels.sort()).toEqual(['EMAIL', 'SMS']);
    expect((await setChannels(user, 'MARKETING', [])).data.updateNotification.channels).toEqual(['EMAIL']);
    await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: user.accessToken,
        UserAttributes: [{ Name: 'custom:marketing_update', Value: 'false' }],
      }),
    );
    expect((await preference(user, 'MARKETING'))?.channels).toEqual([]);
  });

  it("unsubscribe by the RFC 8058 one-click POST: PRODUCT e-mail goes off; MARKETING also turns identity's consent off", async () => {
    const user = await h.newUser('unsub');
    await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: user.accessToken,
        UserAttributes: [{ Name: 'custom:marketing_update', Value: 'true' }],
      }),
    );
    await notifyUser(user, { type: 'PRODUCT', kind: 'test.product', title: 'Product news one' });
    const product = await mailTo(user.email, 'Product news one – Lumenfold');
    const url = (product.headers?.['List-Unsubscribe'] ?? '').slice(1, -1);
    expect(product.text).toContain(`Unsubscribe with one click: ${url}`);

    // The link itself shows a page with a button and changes nothing (mail scanners follow links).
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    expect((await preference(user, 'PRODUCT'))?.channels).toEqual(['EMAIL']);

    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    expect((await preference(user, 'PRODUCT'))?.channels).toEqual([]);
    await notifyUser(user, { type: 'PRODUCT', kind: 'test.product', title: 'Product news two' });
    expect((await centre(user)).items[0].title).toBe('Product news two');
    expect((await h.outbox(user.email)).some((m) => m.subject.startsWith('Product news two'))).toBe(false);

    await notifyUser(user, { type: 'MARKETING', kind: 'test.marketing', title: 'Spring offer' });
    const marketing = await mailTo(user.email, 'Spring offer – Lumenfold');
    expect(marketing.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const marketingUrl = (marketing.headers?.['List-Unsubscribe'] ?? '').slice(1, -1);
    expect(marketingUrl).not.toBe(url);
    const off = await fetch(marketingUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(off.status).toBe(200);
    expect((await preference(user, 'MARKETING'))?.channels).toEqual([]);
    await h.system.jobs.idle(MARKETING_CONSENT_JOB);
    const identityUser = await h.idp.send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: user.username }));
    expect(identityUser.UserAttributes?.find((a) => a.Name === 'custom:marketing_update')?.Value).toBe('false');
  });

  it('the unsubscribe link answers bad input with a 4xx page, never a 5xx, and changes nothing', async () => {
    const user = await h.newUser('unsub-bad');
    await notifyUser(user, { type: 'PRODUCT', kind: 'test.product', title: 'Keep me' });
    const url = ((await mailTo(user.email, 'Keep me – Lumenfold')).headers?.['List-Unsubscribe'] ?? '').slice(1, -1);
    const token = new URL(url).searchParams.get('token') as string;
    const base = `${h.url}/notifications/unsubscribe`;
    const [type, owner, mac] = token.split('.');
    const refused: [string, RequestInit | undefined, number][] = [
      [base, { method: 'POST' }, 400],
      [`${base}?token=${token.slice(0, -2)}`, { method: 'POST' }, 400],
      [`${base}?token=SECURITY.${owner}.${mac}`, { method: 'POST' }, 400],
      [`${base}?token=MARKETING.${owner}.${mac}`, { method: 'POST' }, 400],
      [`${base}?token=${type}.${Buffer.from('someone-else').toString('base64url')}.${mac}`, { method: 'POST' }, 400],
      [`${base}?token=%00`, undefined, 400],
      [`${base}?token=${'A'.repeat(5_000)}`, undefined, 400],
      [base, { method: 'POST', body: `token=${encodeURIComponent(token)}%00` }, 400],
      [base, { method: 'POST', body: 'x'.repeat(10_000) }, 413],
      [url, { method: 'PUT' }, 405],
    ];
    for (const [target, init, status] of refused) {
      const res = await fetch(target, init);
      await res.arrayBuffer();
      expect(`${init?.method ?? 'GET'} ${target.slice(0, 100)}: ${res.status}`).toBe(
        `${init?.method ?? 'GET'} ${target.slice(0, 100)}: ${status}`,
      );
    }
    expect((await preference(user, 'PRODUCT'))?.channels).toEqual(['EMAIL']);
    // The token in the form body instead of the URL does it too.
    const inBody = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${encodeURIComponent(token)}`,
    });
    expect(inBody.status).toBe(200);
    expect((await preference(user, 'PRODUCT'))?.channels).toEqual([]);
  });
});

describe('realtime', () => {
  interface Observable {
    subscribe(o: { next(v: unknown): void; error(e: unknown): void }): { unsubscribe(): void };
  }

  it('onCreate and onUpdate reach the recipient live through aws-amplify, and no one else', async () => {
    const carol = await h.newUser('carol');
    const dave = await h.newUser('dave');
    const client = (user: TestUser) =>
      generateClient({
        endpoint: `${h.url.replace('http://', 'ws://')}/graphql`,
        authMode: 'lambda',
        authToken: user.accessToken,
      });
    const seen: { who: string; field: string; value: Item }[] = [];
    const subs: { unsubscribe(): void }[] = [];
    for (const [who, user] of [
      ['carol', carol],
      ['dave', dave],
    ] as const)
      for (const field of ['onCreateNotificationEvent', 'onUpdateNotificationEvent']) {
        const observable = client(user).graphql({
          query: `subscription { ${field} { ${FIELDS} } }`,
          authMode: 'lambda',
          authToken: user.accessToken,
        }) as unknown as Observable;
        subs.push(
          observable.subscribe({
            next: (v) => seen.push({ who, field, value: (v as { data: Record<string, Item> }).data[field] }),
            error: (e) => seen.push({ who, field: 'error', value: e as Item }),
          }),
        );
      }
    try {
      // The subscriptions are open once a probe event gets through to Carol.
      await until(async () => {
        await notifyUser(carol, { type: 'PRODUCT', kind: 'test.probe', title: 'Probe' });
        return seen.some((s) => s.who === 'carol' && s.value?.title === 'Probe');
      });
      const made = await notifyUser(carol, { type: 'SECURITY', kind: 'test.live', title: 'Live one' });
      await until(async () => seen.some((s) => s.field === 'onCreateNotificationEvent' && s.value?.id === made?.id));
      await h.as(carol, MARK, { id: made?.id });
      await until(async () => seen.some((s) => s.field === 'onUpdateNotificationEvent' && s.value?.id === made?.id));
      const update = seen.find((s) => s.field === 'onUpdateNotificationEvent' && s.value?.id === made?.id);
      expect(update?.value.readAt).toBeTruthy();
      expect(seen.filter((s) => s.who === 'dave')).toEqual([]);
    } finally {
      for (const s of subs) s.unsubscribe();
    }
  });
});

describe('transactional mail', () => {
  it('an approval decision is a notification whose e-mail goes at once, whatever the preferences', async () => {
    const owner = await h.newUser('owner');
    const admin = await h.makeAdmin(await h.newUser('admin'));
    expect((await setChannels(owner, 'PRODUCT', [], { digest: true })).errors).toBeUndefined();
    const mine = await h.as(owner, '{ getMyWorkspace { tenantId } }');
    const review = await h.as(
      admin,
      'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }',
      { input: { tenantId: mine.data.getMyWorkspace.tenantId, decision: 'APPROVE' } },
    );
    expect(review.data.reviewWorkspace.status).toBe('ACTIVE');
    const mail = await mailTo(owner.email, 'Your workspace is active – Lumenfold');
    expect(mail.text).toContain('has been approved');
    // Transactional mail offers no unsubscribe: it is not a kind of mail one stops.
    expect(mail.headers).toBeUndefined();
    const [item] = (await centre(owner)).items;
    expect(item).toMatchObject({ kind: 'workspace.approved', type: 'PRODUCT', link: '/dashboard' });
  });
});
