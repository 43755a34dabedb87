// Signing out ends identity-pool access too. Identity and data run in one process; a user signs up and in with the
// AWS SDK, gets credentials from the default identity pool with @aws-sdk/client-cognito-identity and reads and
// writes through /graphql with SigV4; then the sign-in ends (GlobalSignOut, AdminUserGlobalSignOut, RevokeToken,
// AdminDisableUser, AdminDeleteUser) and both the old ID token (GetId, GetCredentialsForIdentity: the default
// pool's ServerSideTokenCheck) and the credentials already issued (/graphql) are refused at once.

import { rmSync } from 'node:fs';
import { Sha256 } from '@aws-crypto/sha256-js';
import {
  CognitoIdentityClient,
  type Credentials,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
} from '@aws-sdk/client-cognito-identity';
import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { MAIL_JOB, type System } from '@innov/server';
import { startMemorySystem } from '@innov/server/test/memory-system';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PASSWORD = 'Corr3ct-Horse!';

let system: System;
let dataDir: string;
let url: string;
let poolId: string;
let clientId: string;
let identityPoolId: string;
let idp: CognitoIdentityProviderClient;
let identity: CognitoIdentityClient;

beforeAll(async () => {
  const started = await startMemorySystem({ prefix: 'innov-identity-sign-out-', services: ['identity', 'data'] });
  ({ system, url, dataDir } = started);
  const config = (await (await fetch(`${url}/amplify-config.json`)).json()).Auth.Cognito;
  ({ userPoolId: poolId, userPoolClientId: clientId, identityPoolId } = config);
  idp = new CognitoIdentityProviderClient({
    endpoint: `${url}/cognito`,
    region: 'eu-west-2',
    credentials: started.admin,
    maxAttempts: 1,
  });
  identity = new CognitoIdentityClient({ endpoint: `${url}/cognito-identity`, region: 'eu-west-2', maxAttempts: 1 });
});

afterAll(async () => {
  await system?.app.shutdown(1000);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;

interface SignedIn {
  email: string;
  username: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

async function signIn(email: string): Promise<SignedIn> {
  const out = await idp.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  const r = out.AuthenticationResult ?? {};
  const claims = JSON.parse(Buffer.from((r.AccessToken ?? '').split('.')[1], 'base64url').toString());
  return {
    email,
    username: claims.username,
    idToken: r.IdToken ?? '',
    accessToken: r.AccessToken ?? '',
    refreshToken: r.RefreshToken ?? '',
  };
}

/** Signs up, confirms with the e-mailed code (so PostConfirmation makes the profile) and signs in. */
async function newUser(tag: string): Promise<SignedIn> {
  counter += 1;
  const email = `${tag}.${process.pid}.${Date.now()}.${counter}@example.com`;
  await idp.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await system.jobs.idle(MAIL_JOB);
  const [mail] = await (await fetch(`${url}/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  await idp.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: mail.code }));
  return signIn(email);
}

const logins = (user: SignedIn) => ({ [`cognito-idp.eu-west-2.amazonaws.com/${poolId}`]: user.idToken });

async function credentialsFor(user: SignedIn): Promise<{ identityId: string; credentials: Credentials }> {
  const { IdentityId } = await identity.send(
    new GetIdCommand({ IdentityPoolId: identityPoolId, Logins: logins(user) }),
  );
  const out = await identity.send(new GetCredentialsForIdentityCommand({ IdentityId, Logins: logins(user) }));
  return { identityId: IdentityId ?? '', credentials: out.Credentials ?? {} };
}

/** POST /graphql signed with identity-pool credentials (Amplify's `iam` auth mode). */
async function signedGraphql(credentials: Credentials, query: string, variables: Record<string, unknown>) {
  const signer = new SignatureV4({
    service: 'appsync',
    region: 'eu-west-2',
    sha256: Sha256,
    credentials: {
      accessKeyId: credentials.AccessKeyId ?? '',
      secretAccessKey: credentials.SecretKey ?? '',
      sessionToken: credentials.SessionToken,
    },
  });
  const u = new URL(url);
  const body = JSON.stringify({ query, variables });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'http:',
    hostname: u.hostname,
    port: Number(u.port),
    path: '/graphql',
    headers: { host: u.host, 'content-type': 'application/json' },
    body,
  });
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: signed.headers, body });
  return { status: res.status, body: await res.json() };
}

const READ = 'query ($id: ID!) { getUserProfile(id: $id) { id name } }';
const WRITE = 'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id name } }';

/** The credentials read and write the user's own profile. */
async function expectWorking(user: SignedIn, credentials: Credentials) {
  const read = await signedGraphql(credentials, READ, { id: user.username });
  expect(read.status).toBe(200);
  expect(read.body.errors).toBeUndefined();
  expect(read.body.data.getUserProfile.id).toBe(user.username);
  const write = await signedGraphql(credentials, WRITE, { input: { id: user.username, name: 'Still Here' } });
  expect(write.body.errors).toBeUndefined();
  expect(write.body.data.updateUserProfile.name).toBe('Still Here');
}

/** Refused as the data service refuses bad SigV4 credentials, before any resolver runs. */
async function expectRefused(user: SignedIn, credentials: Credentials) {
  for (const [query, variables] of [
    [READ, { id: user.username }],
    [WRITE, { input: { id: user.username, name: 'Too Late' } }],
  ] as const) {
    const r = await signedGraphql(credentials, query, variables);
    expect(r.status).toBe(401);
    expect(r.body.errors?.[0]?.errorType).toBe('UnauthorizedException');
    expect(r.body.data).toBeUndefined();
  }
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to be refused');
}

/** The old ID token gets neither an identity nor credentials (Cognito: "a 400 Not Authorized error"). */
async function expectLoginRefused(user: SignedIn, identityId: string, detail: RegExp) {
  const getId = await rejection(
    identity.send(new GetIdCommand({ IdentityPoolId: identityPoolId, Logins: logins(user) })),
  );
  expect(getId.name).toBe('NotAuthorizedException');
  expect(getId.message).toMatch(/^Invalid login token\. /);
  expect(getId.message).toMatch(detail);
  const creds = await rejection(
    identity.send(new GetCredentialsForIdentityCommand({ IdentityId: identityId, Logins: logins(user) })),
  );
  expect(creds.name).toBe('NotAuthorizedException');
  expect(creds.message).toMatch(detail);
}

describe('identity-pool access after the sign-in ends', () => {
  it('GlobalSignOut: the old ID token and the credentials issued with it are refused; a new sign-in works', async () => {
    const user = await newUser('global');
    const bystander = await newUser('bystander');
    const { identityId, credentials } = await credentialsFor(user);
    const theirs = await credentialsFor(bystander);
    await expectWorking(user, credentials);

    await idp.send(new GlobalSignOutCommand({ AccessToken: user.accessToken }));

    await expectLoginRefused(user, identityId, /revoked/);
    await expectRefused(user, credentials);
    // Nobody else is concerned.
    await expectWorking(bystander, theirs.credentials);
    // Signing in again gives the same identity and working credentials.
    const again = await signIn(user.email);
    const fresh = await credentialsFor(again);
    expect(fresh.identityId).toBe(identityId);
    await expectWorking(again, fresh.credentials);
  });

  it('AdminUserGlobalSignOut ends them too', async () => {
    const user = await newUser('admin-signout');
    const { identityId, credentials } = await credentialsFor(user);
    await expectWorking(user, credentials);
    await idp.send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId, Username: user.username }));
    await expectLoginRefused(user, identityId, /revoked/);
    await expectRefused(user, credentials);
  });

  it('RevokeToken: the ID token and credentials of that sign-in are refused, another sign-in of the user is not', async () => {
    const user = await newUser('revoke');
    const other = await signIn(user.email);
    const { identityId, credentials } = await credentialsFor(user);
    const otherCredentials = (await credentialsFor(other)).credentials;
    await expectWorking(user, credentials);

    await idp.send(new RevokeTokenCommand({ ClientId: clientId, Token: user.refreshToken }));

    await expectLoginRefused(user, identityId, /revoked/);
    await expectRefused(user, credentials);
    await expectWorking(other, otherCredentials);
  });

  it('AdminDisableUser: refused while disabled', async () => {
    const user = await newUser('disable');
    const { identityId, credentials } = await credentialsFor(user);
    await expectWorking(user, credentials);
    await idp.send(new AdminDisableUserCommand({ UserPoolId: poolId, Username: user.username }));
    await expectLoginRefused(user, identityId, /./);
    await expectRefused(user, credentials);
  });

  it('AdminDeleteUser: refused once the user is gone', async () => {
    const user = await newUser('delete');
    const { identityId, credentials } = await credentialsFor(user);
    await expectWorking(user, credentials);
    await idp.send(new AdminDeleteUserCommand({ UserPoolId: poolId, Username: user.username }));
    await expectLoginRefused(user, identityId, /User does not exist/);
    await expectRefused(user, credentials);
  });
});
