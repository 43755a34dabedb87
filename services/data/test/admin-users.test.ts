// The back-office's users: platform admins need two-step verification (the `admins` group alone is not enough),
// and the principal cache follows the identity events that change it; the users projection follows the identity
// account (also when the AWS CLI changes it); the list searches, filters, sorts, pages and exports; a user's page
// shows the account, sign-ins and devices; the actions act on identity, confirm the admin's password when
// destructive, refuse the admin's own account and the last admin, and are audited.

import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  DeleteUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, errorOf, PASSWORD, startDataHarness, type TestUser, uniqueEmail } from './harness.ts';

let h: DataHarness;
let userPoolId: string;
let admin: TestUser;

const USER = `id sub email name tenantId workspace workspaceStatus role enabled mfaEnabled groups isAdmin createdAt`;
const LIST = `query ($input: AdminListInput) { adminListUsers(input: $input) { items { ${USER} } total page pageSize } }`;
const GET = `query ($userId: ID!) { adminGetUser(userId: $userId) { user { ${USER} }
  account { status enabled mfaEnabled mfaFactors groups phoneNumber emailVerified createdAt }
  signIns { id type response challenges { name response } ipAddress deviceName at }
  devices { deviceKey name remembered lastIp lastAuthenticatedAt createdAt } } }`;
const action = (name: string, input = 'AdminUserActionInput') =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${USER} } }`;
const DISABLE = action('disableUser');
const ENABLE = action('enableUser', 'AdminEnableUserInput');
const RESET = action('resetUserPassword');
const SIGN_OUT = action('signOutUserEverywhere');
const SET_ADMIN = action('setUserAdmin', 'SetUserAdminInput');
const DELETE = 'mutation ($input: AdminUserActionInput!) { deleteUser(input: $input) { id email name deletedItems } }';
const EXPORT = 'mutation ($input: CreateAdminExportInput!) { createAdminExport(input: $input) { url expiresAt } }';
const MINE = 'query { getMyWorkspace { tenantId } }';

type Listed = { id: string; email: string; enabled: boolean; mfaEnabled: boolean; isAdmin: boolean; groups: string[] };

async function list(input: Record<string, unknown>, as: TestUser = admin) {
  const r = await h.as(as, LIST, { input });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.adminListUsers as { items: Listed[]; total: number; page: number; pageSize: number };
}

/** One user as the list shows them (searched by their unique e-mail). */
async function listed(user: TestUser): Promise<Listed | undefined> {
  return (await list({ search: user.email })).items[0];
}

function ok<T = any>(r: { data?: any; errors?: unknown[] }, field: string): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data[field] as T;
}

async function audits(target: string) {
  return h.system.database.query<{ actor: string; action: string; details: Record<string, unknown> }>(
    'select actor, action, details from app.audit_log where target = $1 order by created_at, id',
    [target],
  );
}

/** The identity error a sign-in with the harness's password meets now (undefined when it signs in). */
async function signInRefusal(user: TestUser): Promise<string | undefined> {
  try {
    await h.signIn(user.email);
    return undefined;
  } catch (error) {
    return String((error as Error).message);
  }
}

const REVIEW = `mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { tenantId } }`;
/** An admin-only call that answers an admin NotFound (no such workspace), anyone else Unauthorized. */
const adminProbe = { input: { tenantId: 'no-such-workspace', decision: 'APPROVE' } };

beforeAll(async () => {
  h = await startDataHarness();
  userPoolId = h.amplifyConfig.Auth.Cognito.userPoolId;
  admin = await h.makeAdmin(await h.newUser('users-admin'));
});

afterAll(async () => {
  await h?.close();
});

describe('platform admins need two-step verification', () => {
  it('a member of admins without it is refused; turning it on makes the same token an admin; leaving the group ends it at once', async () => {
    const user = await h.newUser('no-mfa-admin');
    await h.idp.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: 'admins' }),
    );
    // Signed in again after joining, so the token names the group.
    const token = await h.signIn(user.email);
    expect(errorOf(await h.as(token, REVIEW, adminProbe))?.errorType).toBe('Unauthorized');

    // MfaChanged: the principal cache forgets the token at once, and the next request finds an admin.
    await h.turnOnSmsMfa(user);
    expect(errorOf(await h.as(token, REVIEW, adminProbe))?.errorType).toBe('NotFound');

    // GroupsChanged: out of the group, the same token is refused at once.
    await h.idp.send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: 'admins' }),
    );
    expect(errorOf(await h.as(token, REVIEW, adminProbe))?.errorType).toBe('Unauthorized');
  });

  it('an admin whose phone number goes (SMS codes with it) is no admin from that moment', async () => {
    const user = await h.makeAdmin(await h.newUser('phoneless-admin'));
    expect(errorOf(await h.as(user, REVIEW, adminProbe))?.errorType).toBe('NotFound');
    await h.idp.send(
      new DeleteUserAttributesCommand({ AccessToken: user.accessToken, UserAttributeNames: ['phone_number'] }),
    );
    expect(errorOf(await h.as(user, REVIEW, adminProbe))?.errorType).toBe('Unauthorized');
    expect(await listed(user)).toMatchObject({ isAdmin: true, mfaEnabled: false });
  });

  it('the harness’s admins sign in through the SMS code and are admins', async () => {
    const admin = await h.makeAdmin(await h.newUser('harness-admin'));
    expect(errorOf(await h.as(admin, REVIEW, adminProbe))?.errorType).toBe('NotFound');
    // Signing in again asks for the texted code, which the harness reads from the outbox.
    const again = await h.signIn(admin.email);
    expect(errorOf(await h.as(again, REVIEW, adminProbe))?.errorType).toBe('NotFound');
  });
});

describe('the users projection', () => {
  it('starts with the account and follows identity’s changes, the AWS CLI’s too', async () => {
    const user = await h.newUser('projected');
    expect(await listed(user)).toMatchObject({ id: user.username, enabled: true, mfaEnabled: false, groups: [] });
    await h.idp.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: user.username }));
    expect(await listed(user)).toMatchObject({ enabled: false });
    await h.idp.send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: user.username }));
    await h.makeAdmin(user);
    expect(await listed(user)).toMatchObject({ enabled: true, mfaEnabled: true, groups: ['admins'], isAdmin: true });
    await h.idp.send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: 'admins' }),
    );
    expect(await listed(user)).toMatchObject({ groups: [], isAdmin: false });
  });

  it('a profile made at the first sign-in starts with what was done to the account before it', async () => {
    // An administrator creates the account and puts it in a group; its profile comes at the first sign-in.
    const email = uniqueEmail('created');
    await h.idp.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await h.idp.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: PASSWORD, Permanent: true }),
    );
    await h.idp.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: 'admins' }));
    const user = await h.signIn(email);
    expect(await listed(user)).toMatchObject({
      id: user.username,
      groups: ['admins'],
      isAdmin: true,
      mfaEnabled: false,
    });
  });
});

describe('the users list', () => {
  it('searches, filters, sorts and pages, with the total; refused to a non-admin', async () => {
    const tag = `lst${Date.now().toString(36)}`;
    const a = await h.newUser(`${tag}a`, undefined, `${tag}.alpha@example.com`);
    const b = await h.newUser(`${tag}b`, undefined, `${tag}.bravo@example.com`);
    const c = await h.newUser(`${tag}c`, undefined, `${tag}.charlie@example.com`);
    ok(await h.as(admin, DISABLE, { input: { userId: b.username, password: PASSWORD } }), 'disableUser');
    await h.turnOnSmsMfa(c);

    const all = await list({ search: tag, sort: 'email', direction: 'ASC' });
    expect(all.items.map((u) => u.email)).toEqual([a.email, b.email, c.email]);
    expect(all).toMatchObject({ total: 3, page: 0, pageSize: 10 });
    const desc = await list({ search: tag.toUpperCase(), sort: 'email', direction: 'DESC' });
    expect(desc.items.map((u) => u.email)).toEqual([c.email, b.email, a.email]);
    const second = await list({ search: tag, sort: 'email', direction: 'ASC', pageSize: 10, page: 1 });
    expect(second).toMatchObject({ items: [], total: 3, page: 1 });

    const filtered = async (filters: Record<string, string>) =>
      (await list({ search: tag, filters: JSON.stringify(filters) })).items.map((u) => u.email).sort();
    expect(await filtered({ status: 'DISABLED' })).toEqual([b.email]);
    expect(await filtered({ status: 'ENABLED' })).toEqual([a.email, c.email]);
    expect(await filtered({ mfa: 'ON' })).toEqual([c.email]);
    expect(await filtered({ group: 'admins' })).toEqual([]);
    expect(await filtered({ group: 'none' })).toEqual([a.email, b.email, c.email]);
    const { getMyWorkspace } = (await h.as(a, MINE)).data;
    expect(await filtered({ tenantId: getMyWorkspace.tenantId })).toEqual([a.email]);
    expect((await list({ filters: JSON.stringify({ group: 'admins' }) })).items.map((u) => u.id)).toContain(
      admin.username,
    );

    // Bad filters are named like any field; a non-admin learns nothing.
    expect(errorOf(await h.as(admin, LIST, { input: { filters: JSON.stringify({ mfa: 'MAYBE' }) } }))).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringMatching(/^input\.filters\.mfa: /),
    });
    expect(errorOf(await h.as(a, LIST, { input: { search: tag } }))?.errorType).toBe('Unauthorized');
  });

  it('exports the same rows as CSV', async () => {
    const user = await h.newUser('exported');
    const { url } = ok<{ url: string }>(
      await h.as(admin, EXPORT, { input: { list: 'users', query: JSON.stringify({ search: user.email }) } }),
      'createAdminExport',
    );
    const response = await fetch(url.startsWith('/') ? `${h.url}${url}` : url);
    expect(response.status).toBe(200);
    const csv = await response.text();
    const [header, row, extra] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Name,E-mail,Workspace,Role,Status,Admin,Two-step verification,Created,User id');
    expect(row).toContain(`exported Tester,${user.email},`);
    expect(row).toContain(',owner,Enabled,No,No,');
    expect(extra).toBeUndefined();
  });
});

describe('a user’s page', () => {
  it('shows the profile and workspace, the account, sign-ins and devices; NotFound for no such user', async () => {
    const user = await h.newUser('detail');
    await h.signIn(user.email);
    const detail = ok<any>(await h.as(admin, GET, { userId: user.username }), 'adminGetUser');
    expect(detail.user).toMatchObject({ id: user.username, email: user.email, role: 'owner', enabled: true });
    expect(detail.user.workspace).toEqual(expect.any(String));
    expect(detail.account).toMatchObject({
      status: 'CONFIRMED',
      enabled: true,
      mfaEnabled: false,
      mfaFactors: [],
      groups: [],
      emailVerified: true,
    });
    expect(detail.signIns.length).toBeGreaterThanOrEqual(2);
    expect(detail.signIns[0]).toMatchObject({ type: 'SignIn', response: 'Pass' });
    expect(detail.devices).toEqual([]);

    const mfa = ok<any>(await h.as(admin, GET, { userId: admin.username }), 'adminGetUser');
    expect(mfa.account).toMatchObject({ mfaEnabled: true, mfaFactors: ['SMS_MFA'], groups: ['admins'] });
    expect(mfa.signIns[0].challenges).toEqual([
      { name: 'Password', response: 'Success' },
      { name: 'Mfa', response: 'Success' },
    ]);

    expect(errorOf(await h.as(admin, GET, { userId: 'no-such-user' }))?.errorType).toBe('NotFound');
    expect(errorOf(await h.as(user, GET, { userId: user.username }))?.errorType).toBe('Unauthorized');
  });
});

describe('the actions', () => {
  it('disable asks for the password, refuses the admin’s own account, and the user can no longer sign in; enable undoes it', async () => {
    const user = await h.newUser('disabled');
    const input = { userId: user.username };
    expect(errorOf(await h.as(admin, DISABLE, { input }))).toEqual({
      errorType: 'ValidationError',
      message: `input.password: ${ADMIN_MESSAGES.passwordRequired}`,
    });
    expect(errorOf(await h.as(admin, DISABLE, { input: { ...input, password: 'Not-the-Passw0rd' } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.password: ${ADMIN_MESSAGES.passwordIncorrect}`,
    });
    expect(errorOf(await h.as(admin, DISABLE, { input: { userId: admin.username, password: PASSWORD } }))).toEqual({
      errorType: 'ValidationError',
      message: ADMIN_MESSAGES.notYourself,
    });
    expect(await signInRefusal(user)).toBeUndefined();

    const disabled = ok<Listed>(await h.as(admin, DISABLE, { input: { ...input, password: PASSWORD } }), 'disableUser');
    expect(disabled).toMatchObject({ id: user.username, enabled: false });
    expect(await signInRefusal(user)).toMatch(/User is disabled/);
    // Their token is refused at once (the principal cache forgets it on UserDisabled).
    expect((await h.raw({ query: MINE }, { authorization: user.accessToken })).status).toBe(401);
    expect(await audits(`UserProfile:${user.username}`)).toEqual([
      {
        actor: admin.username,
        action: 'disableUser',
        details: expect.objectContaining({ email: user.email, name: 'disabled Tester', enabled: 'true → false' }),
      },
    ]);

    expect(ok<Listed>(await h.as(admin, ENABLE, { input }), 'enableUser')).toMatchObject({ enabled: true });
    expect(await signInRefusal(user)).toBeUndefined();
    expect((await audits(`UserProfile:${user.username}`)).map((a) => a.action)).toEqual(['disableUser', 'enableUser']);
    expect(errorOf(await h.as(admin, ENABLE, { input: { userId: 'no-such-user' } }))?.errorType).toBe('NotFound');
    expect(errorOf(await h.as(await h.signIn(user.email), ENABLE, { input }))?.errorType).toBe('Unauthorized');
  });

  it('reset password makes the user choose a new one with a mailed code', async () => {
    const user = await h.newUser('reset');
    expect(errorOf(await h.as(admin, RESET, { input: { userId: user.username } }))?.message).toBe(
      `input.password: ${ADMIN_MESSAGES.passwordRequired}`,
    );
    const before = (await h.outbox(user.email)).length;
    ok(await h.as(admin, RESET, { input: { userId: user.username, password: PASSWORD } }), 'resetUserPassword');
    expect(await signInRefusal(user)).toMatch(/Password reset required/);
    const mail = await h.outbox(user.email);
    expect(mail.length).toBe(before + 1);
    expect(mail[0]?.code).toMatch(/^\d{6}$/);
    expect((await audits(`UserProfile:${user.username}`)).map((a) => a.action)).toEqual(['resetUserPassword']);
  });

  it('sign out everywhere ends the user’s sessions at once', async () => {
    const user = await h.newUser('signed-out');
    expect((await h.raw({ query: MINE }, { authorization: user.accessToken })).status).toBe(200);
    ok(await h.as(admin, SIGN_OUT, { input: { userId: user.username, password: PASSWORD } }), 'signOutUserEverywhere');
    expect((await h.raw({ query: MINE }, { authorization: user.accessToken })).status).toBe(401);
    expect(await signInRefusal(user)).toBeUndefined();
  });

  it('makes and unmakes admins (who still need two-step verification), never the caller, never the last', async () => {
    const user = await h.newUser('promoted');
    const probe = { input: { tenantId: 'no-such-workspace', decision: 'APPROVE' } };
    const made = ok<Listed>(
      await h.as(admin, SET_ADMIN, { input: { userId: user.username, admin: true, password: PASSWORD } }),
      'setUserAdmin',
    );
    expect(made).toMatchObject({ isAdmin: true, groups: ['admins'] });
    // In the group without two-step verification: not an admin yet.
    const fresh = await h.signIn(user.email);
    expect(errorOf(await h.as(fresh, REVIEW, probe))?.errorType).toBe('Unauthorized');
    await h.turnOnSmsMfa(user);
    expect(errorOf(await h.as(fresh, REVIEW, probe))?.errorType).toBe('NotFound');

    expect(
      errorOf(await h.as(admin, SET_ADMIN, { input: { userId: admin.username, admin: false, password: PASSWORD } })),
    ).toEqual({ errorType: 'ValidationError', message: ADMIN_MESSAGES.notYourself });
    const unmade = ok<Listed>(
      await h.as(fresh, SET_ADMIN, { input: { userId: admin.username, admin: false, password: PASSWORD } }),
      'setUserAdmin',
    );
    expect(unmade).toMatchObject({ isAdmin: false, groups: [] });
    expect((await audits(`UserProfile:${admin.username}`)).map((a) => [a.actor, a.action])).toEqual([
      [user.username, 'setUserAdmin:REMOVE'],
    ]);
    // The API key acts for the platform: it may remove admins, but never the last one.
    const admins = (await list({ filters: JSON.stringify({ group: 'admins' }), pageSize: 100 }, fresh)).items;
    for (const other of admins.filter((u) => u.id !== user.username))
      ok(await h.as('apiKey', SET_ADMIN, { input: { userId: other.id, admin: false } }), 'setUserAdmin');
    expect(errorOf(await h.as('apiKey', SET_ADMIN, { input: { userId: user.username, admin: false } }))).toEqual({
      errorType: 'ValidationError',
      message: ADMIN_MESSAGES.lastAdmin,
    });
    // Restored for the tests that follow.
    ok(
      await h.as(fresh, SET_ADMIN, { input: { userId: admin.username, admin: true, password: PASSWORD } }),
      'setUserAdmin',
    );
    admin = await h.signIn(admin.email);
  });

  it('delete removes the account and the user’s data, never the caller’s own', async () => {
    const user = await h.newUser('deleted');
    expect(errorOf(await h.as(admin, DELETE, { input: { userId: admin.username, password: PASSWORD } }))).toEqual({
      errorType: 'ValidationError',
      message: ADMIN_MESSAGES.notYourself,
    });
    expect(errorOf(await h.as(admin, DELETE, { input: { userId: user.username, password: 'Wr0ng-horse!' } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.password: ${ADMIN_MESSAGES.passwordIncorrect}`,
    });
    const deleted = ok<any>(
      await h.as(admin, DELETE, { input: { userId: user.username, password: PASSWORD } }),
      'deleteUser',
    );
    expect(deleted).toMatchObject({ id: user.username, email: user.email, name: 'deleted Tester' });
    expect(deleted.deletedItems).toBeGreaterThan(0);
    await expect(
      h.idp.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.username })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect(errorOf(await h.as(admin, GET, { userId: user.username }))?.errorType).toBe('NotFound');
    expect(await listed(user)).toBeUndefined();
    expect(await audits(`UserProfile:${user.username}`)).toEqual([
      expect.objectContaining({ actor: admin.username, action: 'deleteUser' }),
    ]);
    expect(
      errorOf(await h.as(admin, DELETE, { input: { userId: user.username, password: PASSWORD } }))?.errorType,
    ).toBe('NotFound');
  });

  it('deleteUserData is the user’s own: an admin deletes someone only through deleteUser, with the password', async () => {
    const user = await h.newUser('kept');
    const wipe = `mutation { deleteUserData(input: { userName: "${user.username}" }) { deletedItems } }`;
    expect(errorOf(await h.as(admin, wipe))?.errorType).toBe('Unauthorized');
    expect(await listed(user)).toBeDefined();
  });
});
