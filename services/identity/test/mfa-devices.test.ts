// Multi-factor authentication and remembered devices with the real clients: aws-amplify v6 (setUpTOTP,
// verifyTOTPSetup, updateMFAPreference, signIn/confirmSignIn through every MFA step, rememberDevice, fetchDevices,
// forgetDevice) and the AWS SDK (challenge parameters, lockout, admin operations, unknown devices).

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminForgetDeviceCommand,
  AdminGetDeviceCommand,
  AdminGetUserCommand,
  AdminListDevicesCommand,
  AdminSetUserMFAPreferenceCommand,
  type CognitoIdentityProviderClient,
  GetUserCommand,
  GetUserPoolMfaConfigCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchDevices,
  fetchMFAPreference,
  forgetDevice,
  rememberDevice,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

let h: UserHarness;
let sdk: CognitoIdentityProviderClient;
let phoneCounter = 0;

beforeAll(async () => {
  // aws-amplify names the device from navigator when it confirms it (ConfirmDevice); Node's own navigator says
  // "Node.js/<major>", so the test names it for a predictable device name.
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'vitest (node)' }, configurable: true });
  h = await startUserHarness();
  sdk = h.idp();
  Amplify.configure(h.amplifyConfig as never);
});
afterAll(async () => {
  await signOut().catch(() => {});
  await h?.close();
});

// The service's clock is moved forward a step whenever a test needs a fresh code: each code is accepted once.
let clockOffsetMs = 0;
const nowSeconds = () => Math.floor((Date.now() + clockOffsetMs) / 1000);
const totp = (secret: string) => generate({ secret, epoch: nowSeconds() });
function nextCode(secret: string) {
  clockOffsetMs += 30_000;
  h.advance(30_000);
  return totp(secret);
}

function uniquePhone(): string {
  phoneCounter += 1;
  return `+4477${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}${phoneCounter}`.slice(
    0,
    13,
  );
}

async function registered(email: string) {
  await signUp({ username: email, password: PASSWORD, options: { userAttributes: { email } } });
  await confirmSignUp({ username: email, confirmationCode: (await h.lastMail(email))!.code! });
}

/** A signed-up user with a verified authenticator app, TOTP preferred; signed out at the end. */
async function withTotp(email: string): Promise<string> {
  await registered(email);
  const first = await signIn({ username: email, password: PASSWORD });
  expect(first.isSignedIn).toBe(true);
  const setup = await setUpTOTP();
  const secret = setup.sharedSecret;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(setup.getSetupUri('Innovation', email).toString()).toContain(`secret=${secret}`);
  await verifyTOTPSetup({ code: await totp(secret) });
  await updateMFAPreference({ totp: 'PREFERRED' });
  expect(await fetchMFAPreference()).toEqual({ preferred: 'TOTP', enabled: ['TOTP'] });
  await signOut();
  return secret;
}

/** Phone number set and verified with the SMS code from the outbox. */
async function verifyPhone(phone: string) {
  await updateUserAttributes({ userAttributes: { phone_number: phone } });
  await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
  const sms = await h.lastMail(phone);
  expect(sms?.code).toMatch(/^\d{6}$/);
  await confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: sms!.code! });
}

describe('TOTP', () => {
  it('sets up an authenticator, then signs in with its code; wrong and reused codes are refused', async () => {
    const email = uniqueEmail('totp');
    const secret = await withTotp(email);

    const r = await signIn({ username: email, password: PASSWORD });
    expect(r.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const good = await nextCode(secret);
    await expect(confirmSignIn({ challengeResponse: good === '000000' ? '111111' : '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const done = await confirmSignIn({ challengeResponse: good });
    expect(done.isSignedIn).toBe(true);
    const user = await sdk.send(
      new GetUserCommand({ AccessToken: (await fetchAuthSession()).tokens!.accessToken.toString() }),
    );
    expect(user.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    await signOut();

    // The same code again, still inside the ±1 step window: spent. A later one works.
    expect((await signIn({ username: email, password: PASSWORD })).nextStep.signInStep).toBe(
      'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    );
    await expect(confirmSignIn({ challengeResponse: good })).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect((await confirmSignIn({ challengeResponse: await nextCode(secret) })).isSignedIn).toBe(true);
    await signOut();
  });

  it('challenges with Cognito parameters, and wrong codes lock the account like wrong passwords', async () => {
    const email = uniqueEmail('totp-lock');
    const secret = await withTotp(email);
    const start = await sdk.send(
      new InitiateAuthCommand({
        ClientId: h.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    expect(start.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(start.Session).toBeTruthy();
    const userId = start.ChallengeParameters?.USER_ID_FOR_SRP;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    const answer = (code: string) =>
      sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId: h.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: start.Session,
          ChallengeResponses: { USERNAME: userId!, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
    const good = await nextCode(secret);
    const wrong = good === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      await expect(answer(wrong)).rejects.toMatchObject({ name: 'CodeMismatchException' });
    }
    await expect(answer(good)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('MFA_SETUP when the pool requires MFA: the sign-in sets up TOTP (CONTINUE_SIGN_IN_WITH_TOTP_SETUP)', async () => {
    const email = uniqueEmail('setup');
    await registered(email);
    const admin = h.idp();
    await admin.send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: h.poolId,
        MfaConfiguration: 'ON',
        SoftwareTokenMfaConfiguration: { Enabled: true },
      }),
    );
    try {
      const config = await admin.send(new GetUserPoolMfaConfigCommand({ UserPoolId: h.poolId }));
      expect(config.MfaConfiguration).toBe('ON');
      expect(config.SoftwareTokenMfaConfiguration?.Enabled).toBe(true);
      expect(config.SmsMfaConfiguration).toBeUndefined();

      const raw = await h.call('InitiateAuth', {
        ClientId: h.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      });
      expect(raw.body.ChallengeName).toBe('MFA_SETUP');
      // A JSON-encoded string, as Cognito sends it (aws-amplify JSON.parses it).
      expect((raw.body.ChallengeParameters as Record<string, string>).MFAS_CAN_SETUP).toBe('["SOFTWARE_TOKEN_MFA"]');

      const r = await signIn({ username: email, password: PASSWORD });
      expect(r.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
      const secret =
        r.nextStep.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? r.nextStep.totpSetupDetails.sharedSecret : '';
      await expect(
        confirmSignIn({ challengeResponse: '000000' === (await totp(secret)) ? '111111' : '000000' }),
      ).rejects.toMatchObject({
        name: 'EnableSoftwareTokenMFAException',
      });
      const done = await confirmSignIn({ challengeResponse: await totp(secret) });
      expect(done.isSignedIn).toBe(true);
      expect(await fetchMFAPreference()).toEqual({ preferred: 'TOTP', enabled: ['TOTP'] });
      await signOut();
      // From now on the code is asked for.
      expect((await signIn({ username: email, password: PASSWORD })).nextStep.signInStep).toBe(
        'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
      );
      expect((await confirmSignIn({ challengeResponse: await nextCode(secret) })).isSignedIn).toBe(true);
      await signOut();
    } finally {
      await admin.send(
        new SetUserPoolMfaConfigCommand({
          UserPoolId: h.poolId,
          MfaConfiguration: 'OPTIONAL',
          SoftwareTokenMfaConfiguration: { Enabled: true },
          SmsMfaConfiguration: {},
        }),
      );
    }
    const restored = await admin.send(new GetUserPoolMfaConfigCommand({ UserPoolId: h.poolId }));
    expect(restored.MfaConfiguration).toBe('OPTIONAL');
    expect(restored.SmsMfaConfiguration).toBeDefined();
  });
});

describe('SMS', () => {
  it('verifies the phone by SMS code, then signs in with the code sent by SMS', async () => {
    const email = uniqueEmail('sms');
    const phone = uniquePhone();
    await registered(email);
    await signIn({ username: email, password: PASSWORD });
    await verifyPhone(phone);
    await updateMFAPreference({ sms: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: 'SMS', enabled: ['SMS'] });
    await signOut();

    const r = await signIn({ username: email, password: PASSWORD });
    expect(r.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    if (r.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_SMS_CODE') return;
    expect(r.nextStep.codeDeliveryDetails).toEqual({
      deliveryMedium: 'SMS',
      destination: `+*******${phone.slice(-4)}`,
    });
    const sms = await h.lastMail(phone);
    expect(sms?.code).toMatch(/^\d{6}$/);
    await expect(
      confirmSignIn({ challengeResponse: sms!.code === '000000' ? '111111' : '000000' }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect((await confirmSignIn({ challengeResponse: sms!.code! })).isSignedIn).toBe(true);
    await signOut();

    // The admin view carries the same settings.
    const admin = await h.idp().send(new AdminGetUserCommand({ UserPoolId: h.poolId, Username: email }));
    expect(admin.PreferredMfaSetting).toBe('SMS_MFA');
    expect(admin.MFAOptions).toEqual([{ DeliveryMedium: 'SMS', AttributeName: 'phone_number' }]);
  });

  it('refuses SMS MFA without a phone number', async () => {
    const email = uniqueEmail('nophone');
    await registered(email);
    await signIn({ username: email, password: PASSWORD });
    await expect(updateMFAPreference({ sms: 'ENABLED' })).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await signOut();
  });
});

describe('SMS provider', () => {
  it('sends texts to SMS_WEBHOOK_URL when configured (not the outbox), and a failing provider is CodeDeliveryFailureException', async () => {
    const email = uniqueEmail('sms-provider');
    const phone = uniquePhone();
    await registered(email);
    await signIn({ username: email, password: PASSWORD });
    await verifyPhone(phone);
    await updateMFAPreference({ sms: 'PREFERRED' });
    await signOut();
    const before = await h.lastMail(phone);

    const received: { to: string; text: string; auth?: string }[] = [];
    let status = 202;
    const provider = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ ...(JSON.parse(body) as { to: string; text: string }), auth: req.headers.authorization });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    process.env.SMS_WEBHOOK_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sms`;
    process.env.SMS_WEBHOOK_TOKEN = 'provider-token';
    const start = () =>
      sdk.send(
        new InitiateAuthCommand({
          ClientId: h.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD },
        }),
      );
    try {
      const r = await start();
      expect(r.ChallengeName).toBe('SMS_MFA');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ to: phone, auth: 'Bearer provider-token' });
      const code = /\d{6}/.exec(received[0]!.text)?.[0];
      expect(code).toBeDefined();
      expect((await h.lastMail(phone))?.code).toBe(before?.code);
      const done = await sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId: h.clientId,
          ChallengeName: 'SMS_MFA',
          Session: r.Session,
          ChallengeResponses: { USERNAME: r.ChallengeParameters!.USER_ID_FOR_SRP!, SMS_MFA_CODE: code! },
        }),
      );
      expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
      status = 500;
      await expect(start()).rejects.toMatchObject({ name: 'CodeDeliveryFailureException' });
    } finally {
      delete process.env.SMS_WEBHOOK_URL;
      delete process.env.SMS_WEBHOOK_TOKEN;
      provider.close();
    }
  });
});

describe('MFA selection', () => {
  it('offers both factors when neither is preferred (CONTINUE_SIGN_IN_WITH_MFA_SELECTION)', async () => {
    const email = uniqueEmail('select');
    const secret = await withTotp(email);
    await signIn({ username: email, password: PASSWORD }).then((r) =>
      r.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE'
        ? nextCode(secret).then((c) => confirmSignIn({ challengeResponse: c }))
        : r,
    );
    const phone = uniquePhone();
    await verifyPhone(phone);
    await updateMFAPreference({ sms: 'ENABLED', totp: 'NOT_PREFERRED' });
    const pref = await fetchMFAPreference();
    expect(pref.preferred).toBeUndefined();
    expect(pref.enabled?.sort()).toEqual(['SMS', 'TOTP']);
    await signOut();

    const raw = await h.call('InitiateAuth', {
      ClientId: h.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    });
    expect(raw.body.ChallengeName).toBe('SELECT_MFA_TYPE');
    expect((raw.body.ChallengeParameters as Record<string, string>).MFAS_CAN_CHOOSE).toBe(
      '["SMS_MFA","SOFTWARE_TOKEN_MFA"]',
    );

    const r = await signIn({ username: email, password: PASSWORD });
    expect(r.nextStep).toEqual({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] });
    const sms = await confirmSignIn({ challengeResponse: 'SMS' });
    expect(sms.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    expect((await confirmSignIn({ challengeResponse: (await h.lastMail(phone))!.code! })).isSignedIn).toBe(true);
    await signOut();

    await signIn({ username: email, password: PASSWORD });
    expect((await confirmSignIn({ challengeResponse: 'TOTP' })).nextStep.signInStep).toBe(
      'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    );
    expect((await confirmSignIn({ challengeResponse: await nextCode(secret) })).isSignedIn).toBe(true);
    await signOut();
  });
});

describe('remembered devices', () => {
  it('a remembered device signs in with device SRP and skips MFA; a forgotten one does not', async () => {
    const email = uniqueEmail('device');
    const secret = await withTotp(email);
    const r = await signIn({ username: email, password: PASSWORD });
    expect(r.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect((await confirmSignIn({ challengeResponse: await nextCode(secret) })).isSignedIn).toBe(true);
    await rememberDevice();
    const devices = await fetchDevices();
    const current = devices.find((d) => d.attributes['dev:device_remembered_status'] === 'remembered');
    expect(current?.id).toMatch(/^eu-west-2_[0-9a-f-]{36}$/);
    expect(current?.name).toBe('vitest (node)');
    expect(current?.lastAuthenticatedDate).toBeInstanceOf(Date);
    await signOut();

    // Next sign-in: PASSWORD_VERIFIER → DEVICE_SRP_AUTH → DEVICE_PASSWORD_VERIFIER → tokens, no TOTP.
    const again = await signIn({ username: email, password: PASSWORD });
    expect(again.isSignedIn).toBe(true);
    const session = await fetchAuthSession();
    expect(session.tokens?.idToken?.payload.email).toBe(email);
    // Refresh on the device (DeviceKey sent with the refresh token).
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.accessToken).toBeDefined();

    const adminList = await h.idp().send(new AdminListDevicesCommand({ UserPoolId: h.poolId, Username: email }));
    const listed = adminList.Devices?.find((d) => d.DeviceKey === current!.id);
    expect(listed?.DeviceAttributes).toContainEqual({ Name: 'dev:device_remembered_status', Value: 'remembered' });
    const one = await h
      .idp()
      .send(new AdminGetDeviceCommand({ UserPoolId: h.poolId, Username: email, DeviceKey: current!.id }));
    expect(one.Device?.DeviceKey).toBe(current!.id);

    await forgetDevice();
    expect((await fetchDevices()).some((d) => d.id === current!.id)).toBe(false);
    await signOut();
    const afterForget = await signIn({ username: email, password: PASSWORD });
    expect(afterForget.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect((await confirmSignIn({ challengeResponse: await nextCode(secret) })).isSignedIn).toBe(true);
    await signOut();
  });

  it("a device forgotten elsewhere: 'Device does not exist.', the client drops its keys and retries", async () => {
    const email = uniqueEmail('gone');
    await registered(email);
    expect((await signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
    await rememberDevice();
    const [device] = await fetchDevices();
    await signOut();
    await h.idp().send(new AdminForgetDeviceCommand({ UserPoolId: h.poolId, Username: email, DeviceKey: device!.id }));
    // aws-amplify sends the stale DEVICE_KEY, gets ResourceNotFoundException, clears it and signs in again.
    expect((await signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
    await signOut();

    await expect(
      sdk.send(
        new InitiateAuthCommand({
          ClientId: h.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD, DEVICE_KEY: 'eu-west-2_00000000-0000-4000-8000-000000000000' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException', message: 'Device does not exist.' });
    await expect(
      h.idp().send(
        new AdminGetDeviceCommand({
          UserPoolId: h.poolId,
          Username: email,
          DeviceKey: 'eu-west-2_00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException', message: 'Device does not exist.' });
  });

  it('AdminSetUserMFAPreference turns a factor off', async () => {
    const email = uniqueEmail('admin-mfa');
    await withTotp(email);
    await h.idp().send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: h.poolId,
        Username: email,
        SoftwareTokenMfaSettings: { Enabled: false },
      }),
    );
    const user = await h.idp().send(new AdminGetUserCommand({ UserPoolId: h.poolId, Username: email }));
    expect(user.UserMFASettingList).toBeUndefined();
    expect(user.PreferredMfaSetting).toBeUndefined();
    expect((await signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
    await signOut();
  });
});
