// The admin user operations through @aws-sdk/client-cognito-identity-provider (SigV4 with the admin keys),
// and amazon-cognito-identity-js's SRP sign-in.

import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminResetUserPasswordCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
  type CognitoIdentityProviderServiceException,
  CreateUserPoolClientCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCreateConfirmedUser } from './admin-harness.ts';
import { PASSWORD, startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

let h: UserHarness;
let idp: CognitoIdentityProviderClient;
let adminClientId: string;

beforeAll(async () => {
  h = await startUserHarness();
  idp = h.idp();
  const created = await idp.send(
    new CreateUserPoolClientCommand({
      UserPoolId: h.poolId,
      ClientName: 'back-office',
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
      PreventUserExistenceErrors: 'LEGACY',
    }),
  );
  adminClientId = created.UserPoolClient!.ClientId!;
});
afterAll(async () => {
  await h?.close();
});

async function errorOf(promise: Promise<unknown>): Promise<CognitoIdentityProviderServiceException> {
  try {
    await promise;
  } catch (error) {
    return error as CognitoIdentityProviderServiceException;
  }
  throw new Error('expected the call to fail');
}

async function createConfirmed(email: string, password = PASSWORD) {
  return adminCreateConfirmedUser(idp, h.poolId, email, password);
}

function adminSignIn(email: string, password = PASSWORD) {
  return idp.send(
    new AdminInitiateAuthCommand({
      UserPoolId: h.poolId,
      ClientId: adminClientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

describe('admin user operations', () => {
  it('creates, gets, updates, disables, enables and deletes a user', async () => {
    const email = uniqueEmail('admin');
    const username = await createConfirmed(email);
    expect(username).toMatch(/^[0-9a-f-]{36}$/);
    const got = await idp.send(new AdminGetUserCommand({ UserPoolId: h.poolId, Username: email }));
    expect(got.Username).toBe(username);
    expect(got.UserStatus).toBe('CONFIRMED');
    expect(got.Enabled).toBe(true);
    expect(got.UserCreateDate).toBeInstanceOf(Date);
    expect(got.UserAttributes?.find((a) => a.Name === 'sub')?.Value).toBe(username);

    await idp.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: h.poolId,
        Username: username,
        UserAttributes: [
          { Name: 'given_name', Value: 'Alan' },
          { Name: 'custom:terms_of_service', Value: 'true' },
        ],
      }),
    );
    const updated = await idp.send(new AdminGetUserCommand({ UserPoolId: h.poolId, Username: username }));
    expect(updated.UserAttributes).toContainEqual({ Name: 'given_name', Value: 'Alan' });

    const auth = await adminSignIn(email);
    expect(auth.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(auth.AuthenticationResult?.ExpiresIn).toBe(3600);
    expect(auth.AuthenticationResult?.TokenType).toBe('Bearer');

    await idp.send(new AdminDisableUserCommand({ UserPoolId: h.poolId, Username: username }));
    const disabled = await errorOf(adminSignIn(email));
    expect(disabled.name).toBe('NotAuthorizedException');
    expect(disabled.message).toBe('User is disabled.');
    const revoked = await errorOf(
      idp.send(new GetUserCommand({ AccessToken: auth.AuthenticationResult!.AccessToken! })),
    );
    expect(revoked.name).toBe('NotAuthorizedException');
    await idp.send(new AdminEnableUserCommand({ UserPoolId: h.poolId, Username: username }));
    expect((await adminSignIn(email)).AuthenticationResult).toBeTruthy();

    await idp.send(new AdminDeleteUserCommand({ UserPoolId: h.poolId, Username: username }));
    const gone = await errorOf(idp.send(new AdminGetUserCommand({ UserPoolId: h.poolId, Username: username })));
    expect(gone.name).toBe('UserNotFoundException');
    // LEGACY client: an unknown user is reported as such.
    expect((await errorOf(adminSignIn(email))).name).toBe('UserNotFoundException');
  });

  it('enforces the password policy on temporary and admin-set passwords', async () => {
    const weak = await errorOf(
      idp.send(
        new AdminCreateUserCommand({ UserPoolId: h.poolId, Username: uniqueEmail('weak'), TemporaryPassword: 'abc' }),
      ),
    );
    expect(weak.name).toBe('InvalidPasswordException');
    expect(weak.message).toMatch(/^Password did not conform with policy: /);
    const email = uniqueEmail('pol');
    await createConfirmed(email);
    const bad = await errorOf(
      idp.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: h.poolId,
          Username: email,
          Password: 'alllowercase1!',
          Permanent: true,
        }),
      ),
    );
    expect(bad.name).toBe('InvalidPasswordException');
  });

  it('answers NEW_PASSWORD_REQUIRED through AdminRespondToAuthChallenge', async () => {
    const email = uniqueEmail('temp');
    await idp.send(
      new AdminCreateUserCommand({
        UserPoolId: h.poolId,
        Username: email,
        TemporaryPassword: 'Temp-Passw0rd!',
        MessageAction: 'SUPPRESS',
      }),
    );
    const r = await adminSignIn(email, 'Temp-Passw0rd!');
    expect(r.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const done = await idp.send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: h.poolId,
        ClientId: adminClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: r.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Perm-Passw0rd!' },
      }),
    );
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
    const user = await idp.send(new AdminGetUserCommand({ UserPoolId: h.poolId, Username: email }));
    expect(user.UserStatus).toBe('CONFIRMED');
  });

  it('confirms a sign-up, resets a password and signs a user out everywhere', async () => {
    const email = uniqueEmail('confirm');
    await idp.send(
      new SignUpCommand({
        ClientId: h.clientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    expect((await errorOf(adminSignIn(email))).name).toBe('UserNotConfirmedException');
    await idp.send(new AdminConfirmSignUpCommand({ UserPoolId: h.poolId, Username: email }));
    const auth = await adminSignIn(email);
    await idp.send(new AdminUserGlobalSignOutCommand({ UserPoolId: h.poolId, Username: email }));
    const after = await errorOf(idp.send(new GetUserCommand({ AccessToken: auth.AuthenticationResult!.AccessToken! })));
    expect(after.message).toBe('Access Token has been revoked');
    const refresh = await errorOf(
      idp.send(
        new InitiateAuthCommand({
          ClientId: adminClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: auth.AuthenticationResult!.RefreshToken! },
        }),
      ),
    );
    expect(refresh.name).toBe('NotAuthorizedException');

    await idp.send(new AdminResetUserPasswordCommand({ UserPoolId: h.poolId, Username: email }));
    expect((await errorOf(adminSignIn(email))).name).toBe('PasswordResetRequiredException');
    expect((await h.lastMail(email))?.code).toMatch(/^\d{6}$/);
  });

  it('lists users with filters, attributes and pagination', async () => {
    const tag = `list${Date.now()}`;
    for (let i = 0; i < 5; i++) await createConfirmed(`${tag}.${i}@example.org`);
    const exact = await idp.send(
      new ListUsersCommand({ UserPoolId: h.poolId, Filter: `email = "${tag}.3@example.org"` }),
    );
    expect(exact.Users).toHaveLength(1);
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await idp.send(
        new ListUsersCommand({
          UserPoolId: h.poolId,
          Filter: `email ^= "${tag}."`,
          Limit: 2,
          PaginationToken: token,
          AttributesToGet: ['email'],
        }),
      );
      for (const u of page.Users ?? []) {
        expect(u.Attributes?.map((a) => a.Name)).toEqual(['email']);
        seen.push(u.Attributes![0].Value!);
      }
      token = page.PaginationToken;
    } while (token);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `${tag}.${i}@example.org`));
    const status = await idp.send(
      new ListUsersCommand({ UserPoolId: h.poolId, Filter: 'cognito:user_status = "CONFIRMED"' }),
    );
    expect(status.Users!.length).toBeGreaterThanOrEqual(5);
    expect((await errorOf(idp.send(new ListUsersCommand({ UserPoolId: h.poolId, Filter: 'email = x' })))).name).toBe(
      'InvalidParameterException',
    );
  });

  it('manages group membership, reflected in cognito:groups', async () => {
    const email = uniqueEmail('grp');
    const username = await createConfirmed(email);
    await idp.send(new AdminAddUserToGroupCommand({ UserPoolId: h.poolId, Username: email, GroupName: 'admins' }));
    const groups = await idp.send(new AdminListGroupsForUserCommand({ UserPoolId: h.poolId, Username: email }));
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['admins']);
    const members = await idp.send(new ListUsersInGroupCommand({ UserPoolId: h.poolId, GroupName: 'admins' }));
    expect(members.Users?.map((u) => u.Username)).toContain(username);
    const auth = await adminSignIn(email);
    expect(decodeJwt(auth.AuthenticationResult!.AccessToken!)['cognito:groups']).toEqual(['admins']);
    expect(decodeJwt(auth.AuthenticationResult!.IdToken!)['cognito:groups']).toEqual(['admins']);
    await idp.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: h.poolId, Username: email, GroupName: 'admins' }));
    const none = await idp.send(new AdminListGroupsForUserCommand({ UserPoolId: h.poolId, Username: email }));
    expect(none.Groups).toEqual([]);
    const missing = await errorOf(
      idp.send(new AdminAddUserToGroupCommand({ UserPoolId: h.poolId, Username: email, GroupName: 'nope' })),
    );
    expect(missing.name).toBe('ResourceNotFoundException');
  });

  it('rotates refresh tokens when the client asks for it', async () => {
    const created = await idp.send(
      new CreateUserPoolClientCommand({
        UserPoolId: h.poolId,
        ClientName: 'rotating',
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        RefreshTokenRotation: { Feature: 'ENABLED', RetryGracePeriodSeconds: 0 },
      }),
    );
    const clientId = created.UserPoolClient!.ClientId!;
    const email = uniqueEmail('rotate');
    await createConfirmed(email);
    const auth = await idp.send(
      new AdminInitiateAuthCommand({
        UserPoolId: h.poolId,
        ClientId: clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    const first = auth.AuthenticationResult!.RefreshToken!;
    const rotated = await h.call('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken: first });
    const next = (rotated.body.AuthenticationResult as { RefreshToken?: string; AccessToken: string }).RefreshToken;
    expect(next).toBeTruthy();
    expect(next).not.toBe(first);
    const authTime = decodeJwt(auth.AuthenticationResult!.AccessToken!).auth_time;
    expect(decodeJwt((rotated.body.AuthenticationResult as { AccessToken: string }).AccessToken).auth_time).toBe(
      authTime,
    );
    h.advance(1000);
    const reused = await h.call('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken: first });
    expect(reused.body.__type).toBe('NotAuthorizedException');
    expect((await h.call('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken: next })).status).toBe(200);
  });

  it('refuses unsigned admin calls', async () => {
    const res = await h.call('AdminGetUser', { UserPoolId: h.poolId, Username: 'x' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('amazon-cognito-identity-js', () => {
  it('authenticates with SRP and rejects a wrong password', async () => {
    const email = uniqueEmail('acij');
    await createConfirmed(email);
    const pool = new CognitoUserPool({
      UserPoolId: h.poolId,
      ClientId: h.clientId,
      endpoint: `${h.url}/cognito`,
    });
    const login = (password: string) =>
      new Promise<CognitoUserSession>((resolve, reject) => {
        const user = new CognitoUser({ Username: email, Pool: pool });
        user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
          onSuccess: resolve,
          onFailure: reject,
        });
      });
    const session = await login(PASSWORD);
    expect(session.isValid()).toBe(true);
    expect(session.getIdToken().payload.email).toBe(email);
    await expect(login('Wrong-pass1!')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });
});
