// Identity events reach the data service: the system runs identity and data in one process, and each test makes
// a real Cognito call with the AWS SDK (or the OAuth endpoint) and waits for the event the data service hears,
// checking its kind, user (username and sub) and detail.

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminForgetDeviceCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateDeviceStatusCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  AssociateSoftwareTokenCommand,
  type AuthenticationResultType,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmDeviceCommand,
  ConfirmForgotPasswordCommand,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  DeleteGroupCommand,
  DeleteUserAttributesCommand,
  DeleteUserCommand,
  ForgetDeviceCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  UpdateDeviceStatusCommand,
  UpdateUserAttributesCommand,
  VerifySoftwareTokenCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityEvent, IdentityEventKind } from '@innov/platform';
import type { System } from '@innov/server';
import { startMemorySystem } from '@innov/server/test/memory-system';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityDeps } from '../src/deps.ts';
import { getPool, updatePool } from '../src/store/pools.ts';
import type { UserPoolConfig } from '../src/store/types.ts';
import { adminCreateConfirmedUser } from './admin-harness.ts';
import { hiddenField, TestBrowser } from './oauth-browser.ts';

const PASSWORD = 'Corr3ct-Horse!';
const NEW_PASSWORD = 'N3w-Horse-Battery!';

let system: System;
let dataDir: string;
let url: string;
let clientId: string;
let poolId: string;
let sdk: CognitoIdentityProviderClient;
const heard: IdentityEvent[] = [];
let stopListening: () => void;
let admin: { accessKeyId: string; secretAccessKey: string };

beforeAll(async () => {
  const started = await startMemorySystem({ prefix: 'innov-identity-events-', services: ['identity', 'data'] });
  ({ system, url, dataDir, admin } = started);
  if (!system.data) throw new Error('the data service is not running');
  stopListening = system.data.onIdentityEvent((event) => heard.push(event));
  const amplifyConfig = await (await fetch(`${url}/amplify-config.json`)).json();
  poolId = amplifyConfig.Auth.Cognito.userPoolId;
  clientId = amplifyConfig.Auth.Cognito.userPoolClientId;
  sdk = new CognitoIdentityProviderClient({
    endpoint: `${url}/cognito`,
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

/** Polls `check` until it returns a value, for at most `ms`. */
async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, what: string, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Account {
  email: string;
  username: string;
  sub: string;
}

/** Runs `action`, then waits for the first `kind` event about `user` that arrived after it started. */
async function expectEvent(
  kind: IdentityEventKind,
  user: Account,
  action: () => Promise<unknown>,
): Promise<IdentityEvent> {
  const from = heard.length;
  await action();
  const event = await eventually(
    () => heard.slice(from).find((e) => e.kind === kind && e.username === user.username),
    `${kind} for ${user.email}`,
  );
  expect(event).toMatchObject({ kind, userPoolId: poolId, username: user.username, sub: user.sub });
  expect(Number.isNaN(Date.parse(event.at))).toBe(false);
  return event;
}

/** Events of `kind` about `user` heard since index `from` (after the calls that would have caused them). */
async function eventsSince(from: number, kind: IdentityEventKind, user: Account): Promise<IdentityEvent[]> {
  // A fence: an event caused later by another user arrives after anything this user's calls caused.
  const fence = await newUser('fence');
  await expectEvent('UserDisabled', fence, () =>
    sdk.send(new AdminDisableUserCommand({ UserPoolId: poolId, Username: fence.username })),
  );
  return heard.slice(from).filter((e) => e.kind === kind && e.username === user.username);
}

let counter = 0;
async function newUser(tag: string): Promise<Account> {
  counter += 1;
  const email = `${tag}.${process.pid}.${Date.now()}.${counter}@example.com`;
  await adminCreateConfirmedUser(sdk, poolId, email, PASSWORD);
  const got = await sdk.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: email }));
  const sub = got.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!got.Username || !sub) throw new Error('user not created');
  return { email, username: got.Username, sub };
}

async function signIn(user: Account, password = PASSWORD): Promise<AuthenticationResultType> {
  const out = await sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: password },
    }),
  );
  if (!out.AuthenticationResult?.AccessToken) throw new Error(`no tokens: ${out.ChallengeName}`);
  return out.AuthenticationResult;
}

/** The newest code mailed to an address (mail may be delivered by a queue: polled). */
async function mailedCode(to: string, after = 0): Promise<string> {
  return eventually(async () => {
    const res = await fetch(`${url}/dev/outbox?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as { code?: string }[];
    // Newest first; security notices to the same address carry no code.
    return list.slice(0, Math.max(0, list.length - after)).find((m) => m.code)?.code;
  }, `a code mailed to ${to}`);
}

async function mailCount(to: string): Promise<number> {
  const res = await fetch(`${url}/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as unknown[]).length;
}

/** Merges settings into the default pool's configuration; returns what puts the old one back. */
async function patchPool(patch: Partial<UserPoolConfig>): Promise<() => Promise<void>> {
  const deps = { database: system.database, now: () => new Date() } as unknown as IdentityDeps;
  const pool = await getPool(deps, poolId);
  if (!pool) throw new Error('no default pool');
  await updatePool(deps, poolId, { name: pool.name, config: { ...pool.config, ...patch } });
  return async () => {
    await updatePool(deps, poolId, { name: pool.name, config: pool.config });
  };
}

/** A device verifier config as aws-amplify makes it (base64 of salt and verifier bytes). */
function deviceVerifier() {
  return { Salt: randomBytes(16).toString('base64'), PasswordVerifier: Buffer.from([0x05]).toString('base64') };
}

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const CHROME_LINUX_NEWER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const EDGE_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';
const OPERA_ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 OPR/90.0.0.0';

/** The SDK as a browser would call: its requests carry `userAgent` (not signed, as SigV4 leaves it). */
function sdkAs(userAgent: string): CognitoIdentityProviderClient {
  const client = new CognitoIdentityProviderClient({
    endpoint: `${url}/cognito`,
    region: 'eu-west-2',
    credentials: admin,
    maxAttempts: 1,
  });
  client.middlewareStack.add(
    (next) => async (args) => {
      (args.request as { headers: Record<string, string> }).headers['user-agent'] = userAgent;
      return next(args);
    },
    { step: 'finalizeRequest', name: 'browserUserAgent', priority: 'low' },
  );
  return client;
}

async function signInAs(userAgent: string, user: Account, extra: Record<string, string> = {}) {
  const out = await sdkAs(userAgent).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: PASSWORD, ...extra },
    }),
  );
  if (!out.AuthenticationResult?.AccessToken) throw new Error(`no tokens: ${out.ChallengeName}`);
  return out.AuthenticationResult;
}

// ---- one test per kind ----

describe('identity events', () => {
  it('SignedOut: GlobalSignOut and AdminUserGlobalSignOut (scope global)', async () => {
    const user = await newUser('signout');
    const tokens = await signIn(user);
    const own = await expectEvent('SignedOut', user, () =>
      sdk.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken })),
    );
    expect(own.detail).toEqual({ scope: 'global', currentEmail: user.email });
    const byAdmin = await expectEvent('SignedOut', user, () =>
      sdk.send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId, Username: user.email })),
    );
    expect(byAdmin.detail).toEqual({ scope: 'global', currentEmail: user.email });
  });

  it('TokenRevoked: RevokeToken and POST /oauth2/revoke (scope token, the client id)', async () => {
    const user = await newUser('revoke');
    const first = await signIn(user);
    const byApi = await expectEvent('TokenRevoked', user, () =>
      sdk.send(new RevokeTokenCommand({ Token: first.RefreshToken, ClientId: clientId })),
    );
    expect(byApi.detail).toEqual({ scope: 'token', clientId, currentEmail: user.email });

    const second = await signIn(user);
    const byOAuth = await expectEvent('TokenRevoked', user, async () => {
      const res = await fetch(`${url}/oauth2/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: second.RefreshToken as string, client_id: clientId }),
      });
      expect(res.status).toBe(200);
    });
    expect(byOAuth.detail).toEqual({ scope: 'token', clientId, currentEmail: user.email });

    // Revoking it again changes nothing and says nothing.
    const from = heard.length;
    await sdk.send(new RevokeTokenCommand({ Token: second.RefreshToken, ClientId: clientId }));
    expect(await eventsSince(from, 'TokenRevoked', user)).toEqual([]);
  });

  it('PasswordChanged: ChangePassword, ConfirmForgotPassword, AdminSetUserPassword and NEW_PASSWORD_REQUIRED', async () => {
    const user = await newUser('password');
    const tokens = await signIn(user);
    const changed = await expectEvent('PasswordChanged', user, () =>
      sdk.send(
        new ChangePasswordCommand({
          AccessToken: tokens.AccessToken,
          PreviousPassword: PASSWORD,
          ProposedPassword: NEW_PASSWORD,
        }),
      ),
    );
    expect(changed.detail).toEqual({ via: 'ChangePassword', currentEmail: user.email });

    const mailed = await mailCount(user.email);
    await sdk.send(new ForgotPasswordCommand({ ClientId: clientId, Username: user.email }));
    const code = await mailedCode(user.email, mailed);
    const reset = await expectEvent('PasswordChanged', user, () =>
      sdk.send(
        new ConfirmForgotPasswordCommand({
          ClientId: clientId,
          Username: user.email,
          ConfirmationCode: code,
          Password: PASSWORD,
        }),
      ),
    );
    expect(reset.detail).toEqual({ via: 'ConfirmForgotPassword', currentEmail: user.email });

    const temporary = await expectEvent('PasswordChanged', user, () =>
      sdk.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: poolId,
          Username: user.email,
          Password: 'Temp-0rary!pass',
          Permanent: false,
        }),
      ),
    );
    expect(temporary.detail).toEqual({ via: 'AdminSetUserPassword', permanent: false, currentEmail: user.email });

    const start = await sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: 'Temp-0rary!pass' },
      }),
    );
    expect(start.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await expectEvent('PasswordChanged', user, async () => {
      const out = await sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId: clientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: start.Session,
          ChallengeResponses: { USERNAME: user.username, NEW_PASSWORD: PASSWORD },
        }),
      );
      expect(out.AuthenticationResult?.AccessToken).toBeTruthy();
    });
    expect(answered.detail).toEqual({
      via: 'RespondToAuthChallenge',
      challenge: 'NEW_PASSWORD_REQUIRED',
      currentEmail: user.email,
    });
  });

  it('MfaChanged: SetUserMFAPreference, AdminSetUserMFAPreference and VerifySoftwareToken (factors, preferred)', async () => {
    const user = await newUser('mfa');
    const tokens = await signIn(user);
    const { SecretCode } = await sdk.send(new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken }));
    // Registering an authenticator does not turn TOTP on (SetUserMFAPreference does): no event yet.
    const from = heard.length;
    await sdk.send(
      new VerifySoftwareTokenCommand({
        AccessToken: tokens.AccessToken,
        UserCode: await generate({ secret: SecretCode as string, epoch: Math.floor(Date.now() / 1000) }),
      }),
    );
    const enabled = await expectEvent('MfaChanged', user, () =>
      sdk.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: tokens.AccessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      ),
    );
    expect(heard.slice(from).filter((e) => e.kind === 'MfaChanged' && e.username === user.username)).toHaveLength(1);
    expect(enabled.detail).toEqual({
      enabled: true,
      factors: ['SOFTWARE_TOKEN_MFA'],
      preferred: 'SOFTWARE_TOKEN_MFA',
      operation: 'SetUserMFAPreference',
      currentEmail: user.email,
    });

    // A new authenticator replacing the one in use: TOTP stays on with it.
    const again = await sdk.send(new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken }));
    const newCode = await generate({ secret: again.SecretCode as string, epoch: Math.floor(Date.now() / 1000) });
    const replaced = await expectEvent('MfaChanged', user, () =>
      sdk.send(new VerifySoftwareTokenCommand({ AccessToken: tokens.AccessToken, UserCode: newCode })),
    );
    expect(replaced.detail).toEqual({
      enabled: true,
      factors: ['SOFTWARE_TOKEN_MFA'],
      preferred: 'SOFTWARE_TOKEN_MFA',
      operation: 'VerifySoftwareToken',
      currentEmail: user.email,
    });

    const disabled = await expectEvent('MfaChanged', user, () =>
      sdk.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: poolId,
          Username: user.email,
          SoftwareTokenMfaSettings: { Enabled: false },
        }),
      ),
    );
    expect(disabled.detail).toEqual({
      enabled: false,
      factors: [],
      preferred: null,
      operation: 'AdminSetUserMFAPreference',
      currentEmail: user.email,
    });
  });

  it('DeviceRemembered: UpdateDeviceStatus and AdminUpdateDeviceStatus, ForgetDevice and AdminForgetDevice', async () => {
    const user = await newUser('device');
    const tokens = await signIn(user);
    const deviceKey = tokens.NewDeviceMetadata?.DeviceKey as string;
    expect(deviceKey).toBeTruthy();
    // The default pool remembers a device only when the user asks: confirming it remembers nothing yet.
    const from = heard.length;
    const confirmed = await sdk.send(
      new ConfirmDeviceCommand({
        AccessToken: tokens.AccessToken,
        DeviceKey: deviceKey,
        DeviceName: 'vitest',
        DeviceSecretVerifierConfig: deviceVerifier(),
      }),
    );
    expect(confirmed.UserConfirmationNecessary).toBe(true);

    const remembered = await expectEvent('DeviceRemembered', user, () =>
      sdk.send(
        new UpdateDeviceStatusCommand({
          AccessToken: tokens.AccessToken,
          DeviceKey: deviceKey,
          DeviceRememberedStatus: 'remembered',
        }),
      ),
    );
    expect(remembered.detail).toEqual({ deviceKey, deviceName: 'vitest', remembered: true, currentEmail: user.email });
    expect(heard.slice(from).filter((e) => e.kind === 'DeviceRemembered' && e.username === user.username)).toEqual([
      remembered,
    ]);

    const unremembered = await expectEvent('DeviceRemembered', user, () =>
      sdk.send(
        new AdminUpdateDeviceStatusCommand({
          UserPoolId: poolId,
          Username: user.email,
          DeviceKey: deviceKey,
          DeviceRememberedStatus: 'not_remembered',
        }),
      ),
    );
    expect(unremembered.detail).toEqual({
      deviceKey,
      deviceName: 'vitest',
      remembered: false,
      currentEmail: user.email,
    });

    const again = await expectEvent('DeviceRemembered', user, () =>
      sdk.send(
        new AdminUpdateDeviceStatusCommand({
          UserPoolId: poolId,
          Username: user.email,
          DeviceKey: deviceKey,
          DeviceRememberedStatus: 'remembered',
        }),
      ),
    );
    expect(again.detail).toEqual({ deviceKey, deviceName: 'vitest', remembered: true, currentEmail: user.email });
    const forgotten = await expectEvent('DeviceRemembered', user, () =>
      sdk.send(new ForgetDeviceCommand({ AccessToken: tokens.AccessToken, DeviceKey: deviceKey })),
    );
    expect(forgotten.detail).toEqual({
      deviceKey,
      deviceName: 'vitest',
      remembered: false,
      forgotten: true,
      currentEmail: user.email,
    });

    // An administrator forgetting a remembered device.
    const other = await signIn(user);
    const otherKey = other.NewDeviceMetadata?.DeviceKey as string;
    await sdk.send(
      new ConfirmDeviceCommand({
        AccessToken: other.AccessToken,
        DeviceKey: otherKey,
        DeviceSecretVerifierConfig: deviceVerifier(),
      }),
    );
    await sdk.send(
      new UpdateDeviceStatusCommand({
        AccessToken: other.AccessToken,
        DeviceKey: otherKey,
        DeviceRememberedStatus: 'remembered',
      }),
    );
    const byAdmin = await expectEvent('DeviceRemembered', user, async () => {
      // Wait for the `remembered` event first so the one after the forget is the forget's.
      await eventually(
        () => heard.find((e) => e.kind === 'DeviceRemembered' && e.detail?.deviceKey === otherKey),
        'the second device remembered',
      );
      await sdk.send(new AdminForgetDeviceCommand({ UserPoolId: poolId, Username: user.email, DeviceKey: otherKey }));
    });
    // Confirmed without a name: none to tell.
    expect(byAdmin.detail).toEqual({
      deviceKey: otherKey,
      remembered: false,
      forgotten: true,
      currentEmail: user.email,
    });
  });

  it('UserDisabled: AdminDisableUser', async () => {
    const user = await newUser('disable');
    const event = await expectEvent('UserDisabled', user, () =>
      sdk.send(new AdminDisableUserCommand({ UserPoolId: poolId, Username: user.email })),
    );
    expect(event.detail).toEqual({ currentEmail: user.email });
  });

  it('UserEnabled: AdminEnableUser', async () => {
    const user = await newUser('enable');
    await sdk.send(new AdminDisableUserCommand({ UserPoolId: poolId, Username: user.email }));
    const event = await expectEvent('UserEnabled', user, () =>
      sdk.send(new AdminEnableUserCommand({ UserPoolId: poolId, Username: user.email })),
    );
    expect(event.detail).toEqual({ currentEmail: user.email });
    await signIn(user);
  });

  it('GroupsChanged: AdminAddUserToGroup and AdminRemoveUserFromGroup (every group after, the one added or removed)', async () => {
    const user = await newUser('groups');
    const added = await expectEvent('GroupsChanged', user, () =>
      sdk.send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: user.email, GroupName: 'admins' })),
    );
    expect(added.detail).toEqual({ groups: ['admins'], added: 'admins', currentEmail: user.email });
    // Already in it: nothing changed, nothing said.
    const from = heard.length;
    await sdk.send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: user.email, GroupName: 'admins' }));
    const removed = await expectEvent('GroupsChanged', user, () =>
      sdk.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: poolId, Username: user.email, GroupName: 'admins' })),
    );
    expect(removed.detail).toEqual({ groups: [], removed: 'admins', currentEmail: user.email });
    expect(heard.slice(from).filter((e) => e.kind === 'GroupsChanged' && e.username === user.username)).toHaveLength(1);

    // A group deleted takes its members out of it.
    await sdk.send(new CreateGroupCommand({ UserPoolId: poolId, GroupName: 'short-lived' }));
    await sdk.send(
      new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: user.email, GroupName: 'short-lived' }),
    );
    const gone = await expectEvent('GroupsChanged', user, () =>
      sdk.send(new DeleteGroupCommand({ UserPoolId: poolId, GroupName: 'short-lived' })),
    );
    expect(gone.detail).toEqual({ groups: [], removed: 'short-lived', currentEmail: user.email });
  });

  it('the back-office’s IdentityAdmin acts by sub with the admin operations’ code and events', async () => {
    const admin = system.identity?.callers.admin;
    if (!admin) throw new Error('the identity service is not running');
    const user = await newUser('back-office');
    expect(await admin.getAccount('no-such-sub')).toBeNull();
    expect(await admin.getAccount(user.sub)).toMatchObject({
      username: user.username,
      sub: user.sub,
      email: user.email,
      status: 'CONFIRMED',
      enabled: true,
      mfaEnabled: false,
      mfaFactors: [],
      groups: [],
    });

    const added = await expectEvent('GroupsChanged', user, () => admin.addToGroup(user.sub, 'reviewers'));
    expect(added.detail).toMatchObject({ groups: ['reviewers'], added: 'reviewers' });
    const { Groups } = await sdk.send(new AdminListGroupsForUserCommand({ UserPoolId: poolId, Username: user.email }));
    expect(Groups?.map((g) => g.GroupName)).toEqual(['reviewers']);
    await expectEvent('GroupsChanged', user, () => admin.removeFromGroup(user.sub, 'reviewers'));

    await expectEvent('UserDisabled', user, () => admin.disableUser(user.sub));
    expect((await admin.getAccount(user.sub))?.enabled).toBe(false);
    await expectEvent('UserEnabled', user, () => admin.enableUser(user.sub));
    await signIn(user);
    expect(await admin.listDevices(user.sub, 10)).toEqual([]);

    // The password check counts a wrong one toward the lockout, as a sign-in would: five lock the account.
    expect(await admin.verifyPassword(user.sub, PASSWORD)).toBe(true);
    for (let i = 0; i < 5; i++) expect(await admin.verifyPassword(user.sub, 'Wr0ng-Horse!')).toBe(false);
    expect(await admin.verifyPassword(user.sub, PASSWORD)).toBe(false);
    await expect(
      sdk.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' });

    await expectEvent('SignedOut', user, () => admin.signOutEverywhere(user.sub));
    await admin.resetPassword(user.sub);
    expect((await admin.getAccount(user.sub))?.status).toBe('RESET_REQUIRED');
    await expectEvent('UserDeleted', user, () => admin.deleteUser(user.sub));
    expect(await admin.getAccount(user.sub)).toBeNull();
    await expect(admin.disableUser(user.sub)).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });

  it('UserDeleted: DeleteUser and AdminDeleteUser', async () => {
    const self = await newUser('delete-self');
    const tokens = await signIn(self);
    const own = await expectEvent('UserDeleted', self, () =>
      sdk.send(new DeleteUserCommand({ AccessToken: tokens.AccessToken })),
    );
    // The user is gone: the address they had.
    expect(own.detail).toEqual({ operation: 'DeleteUser', currentEmail: self.email });

    const other = await newUser('delete-admin');
    const byAdmin = await expectEvent('UserDeleted', other, () =>
      sdk.send(new AdminDeleteUserCommand({ UserPoolId: poolId, Username: other.email })),
    );
    expect(byAdmin.detail).toEqual({ operation: 'AdminDeleteUser', currentEmail: other.email });
  });

  it('EmailChanged: at VerifyUserAttribute of a held change (with its revert link), AdminUpdateUserAttributes, and at once in a pool that holds nothing', async () => {
    const user = await newUser('email');
    const tokens = await signIn(user);
    // The default pool keeps the verified address until the new one is verified: the change happens at
    // VerifyUserAttribute.
    const held = `held.${user.email}`;
    const mailed = await mailCount(held);
    const heldFrom = heard.length;
    await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken,
        UserAttributes: [{ Name: 'email', Value: held }],
      }),
    );
    const code = await mailedCode(held, mailed);
    expect(await eventsSince(heldFrom, 'EmailChanged', user)).toEqual([]);
    const verified = await expectEvent('EmailChanged', user, () =>
      sdk.send(new VerifyUserAttributeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email', Code: code })),
    );
    expect(verified.detail).toEqual({
      email: held,
      previousEmail: user.email,
      revertUrl: expect.stringMatching(new RegExp(`^${url}/cognito/revert-email\\?token=[A-Za-z0-9_-]{43}$`)),
      currentEmail: held,
    });

    // Verifying the address in place changes nothing.
    const againFrom = heard.length;
    const before = await mailCount(held);
    await sdk.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email' }),
    );
    const again = await mailedCode(held, before);
    await sdk.send(
      new VerifyUserAttributeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email', Code: again }),
    );
    expect(await eventsSince(againFrom, 'EmailChanged', user)).toEqual([]);

    // An administrator's change (verified in the same call) has no revert link: theirs to answer for.
    const second = `admin.${user.email}`;
    const byAdmin = await expectEvent('EmailChanged', user, () =>
      sdk.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: poolId,
          Username: user.username,
          UserAttributes: [
            { Name: 'email', Value: second },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      ),
    );
    expect(byAdmin.detail).toEqual({ email: second, previousEmail: held, currentEmail: second });

    // Writing the same address again is no change.
    const from = heard.length;
    await sdk.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: poolId,
        Username: user.username,
        UserAttributes: [{ Name: 'email', Value: second }],
      }),
    );
    expect(await eventsSince(from, 'EmailChanged', user)).toEqual([]);

    // A pool that holds nothing changes the address at once (unverified), with the link all the same.
    const restore = await patchPool({ UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [] } });
    try {
      const third = `moved.${user.email}`;
      const own = await expectEvent('EmailChanged', user, () =>
        sdk.send(
          new UpdateUserAttributesCommand({
            AccessToken: tokens.AccessToken,
            UserAttributes: [{ Name: 'email', Value: third }],
          }),
        ),
      );
      expect(own.detail).toMatchObject({ email: third, previousEmail: second, currentEmail: third });
      expect(own.detail?.revertUrl).toMatch(/\/cognito\/revert-email\?token=/);
    } finally {
      await restore();
    }
  });

  it('AttributesChanged: UpdateUserAttributes, AdminUpdateUserAttributes, DeleteUserAttributes and the callers', async () => {
    const user = await newUser('attributes');
    const tokens = await signIn(user);
    const own = await expectEvent('AttributesChanged', user, () =>
      sdk.send(
        new UpdateUserAttributesCommand({
          AccessToken: tokens.AccessToken,
          UserAttributes: [
            { Name: 'custom:marketing_update', Value: 'true' },
            { Name: 'given_name', Value: 'Ada' },
          ],
        }),
      ),
    );
    expect(own.detail).toMatchObject({ attributes: { 'custom:marketing_update': 'true', given_name: 'Ada' } });

    const byAdmin = await expectEvent('AttributesChanged', user, () =>
      sdk.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: poolId,
          Username: user.username,
          UserAttributes: [
            { Name: 'custom:marketing_update', Value: 'false' },
            { Name: 'given_name', Value: 'Ada' },
          ],
        }),
      ),
    );
    // Only what changed.
    expect(byAdmin.detail).toMatchObject({ attributes: { 'custom:marketing_update': 'false' } });
    expect(byAdmin.detail?.attributes).toEqual({ 'custom:marketing_update': 'false' });

    const removed = await expectEvent('AttributesChanged', user, () =>
      sdk.send(
        new DeleteUserAttributesCommand({ AccessToken: tokens.AccessToken, UserAttributeNames: ['given_name'] }),
      ),
    );
    expect(removed.detail?.attributes).toEqual({ given_name: null });

    // The data service's door (an unsubscribe link turning marketing off) announces alike.
    const callers = system.identity?.callers;
    if (!callers) throw new Error('the identity service is not running');
    const viaCallers = await expectEvent('AttributesChanged', user, async () => {
      await callers.updateUserAttributes(user.sub, { 'custom:marketing_update': 'true' });
    });
    expect(viaCallers.detail?.attributes).toEqual({ 'custom:marketing_update': 'true' });
    const got = await sdk.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: user.username }));
    expect(got.UserAttributes).toContainEqual({ Name: 'custom:marketing_update', Value: 'true' });
    // Verified attributes change only through their verification; an unknown sub is refused.
    await expect(callers.updateUserAttributes(user.sub, { email: `x.${user.email}` })).rejects.toThrow(/verification/);
    await expect(callers.updateUserAttributes('no-such-sub', { given_name: 'X' })).rejects.toThrow(/does not exist/);

    // Writing the same values and the e-mail alone announce nothing.
    const from = heard.length;
    await callers.updateUserAttributes(user.sub, { 'custom:marketing_update': 'true' });
    await sdk.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: poolId,
        Username: user.username,
        UserAttributes: [
          { Name: 'email', Value: `other.${user.email}` },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(await eventsSince(from, 'AttributesChanged', user)).toEqual([]);
  });

  it('NewDeviceSignIn: a sign-in from a browser or system not seen before (API, admin, hosted page); not the first, a failed one, a refresh or a known device key', async () => {
    const user = await newUser('new-device');
    const quiet = heard.length;
    // The first sign-in of all is no news; nor the same browser again (another version of it), a failed
    // sign-in or a refresh from elsewhere.
    const first = await signInAs(CHROME_LINUX, user);
    await signInAs(CHROME_LINUX_NEWER, user);
    await expect(
      sdkAs(FIREFOX_WINDOWS).send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: user.email, PASSWORD: 'Wr0ng-password!' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await sdkAs(SAFARI_IPHONE).send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: first.RefreshToken as string },
      }),
    );
    // A device key an earlier sign-in was given stands for a device seen before, whatever its browser says.
    const deviceKey = first.NewDeviceMetadata?.DeviceKey as string;
    expect(deviceKey).toBeTruthy();
    await signInAs(OPERA_ANDROID, user, { DEVICE_KEY: deviceKey });
    expect(await eventsSince(quiet, 'NewDeviceSignIn', user)).toEqual([]);

    const firefox = await expectEvent('NewDeviceSignIn', user, () => signInAs(FIREFOX_WINDOWS, user));
    expect(firefox.detail).toEqual({ device: 'Firefox on Windows', ip: '127.0.0.1', currentEmail: user.email });

    // A back end's AdminInitiateAuth names the end user's browser and address in its ContextData.
    const backEnd = await sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: 'new-device-back-end',
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const byAdmin = await expectEvent('NewDeviceSignIn', user, () =>
      sdk.send(
        new AdminInitiateAuthCommand({
          UserPoolId: poolId,
          ClientId: backEnd.UserPoolClient?.ClientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD },
          ContextData: {
            IpAddress: '203.0.113.7',
            ServerName: 'app.example.com',
            ServerPath: '/sign-in',
            HttpHeaders: [{ headerName: 'User-Agent', headerValue: SAFARI_IPHONE }],
          },
        }),
      ),
    );
    expect(byAdmin.detail).toEqual({ device: 'Safari on iOS', ip: '203.0.113.7', currentEmail: user.email });

    // The hosted sign-in page.
    const hosted = await expectEvent('NewDeviceSignIn', user, async () => {
      const browser = new TestBrowser();
      const query = new URLSearchParams({
        client_id: clientId,
        redirect_uri: `${url}/auth/callback`,
        response_type: 'code',
        scope: 'openid email',
        state: 's',
      });
      const page = await browser.request(`${url}/login?${query}`, { headers: { 'user-agent': EDGE_MAC } });
      expect(page.status).toBe(200);
      const form = new URLSearchParams(query);
      form.set('_csrf', hiddenField(await page.text(), '_csrf'));
      form.set('username', user.email);
      form.set('password', PASSWORD);
      const done = await browser.request(`${url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': EDGE_MAC },
        body: form,
      });
      expect(done.status).toBe(302);
    });
    expect(hosted.detail).toEqual({ device: 'Edge on macOS', ip: '127.0.0.1', currentEmail: user.email });

    // Each is known from then on.
    const later = heard.length;
    await signInAs(FIREFOX_WINDOWS, user);
    await signInAs(OPERA_ANDROID, user);
    expect(await eventsSince(later, 'NewDeviceSignIn', user)).toEqual([]);
  });
});
