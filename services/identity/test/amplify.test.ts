// The web app's real client: aws-amplify v6 in Node, configured from /amplify-config.json.
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  deleteUser,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

let h: UserHarness;

beforeAll(async () => {
  h = await startUserHarness();
  Amplify.configure(h.amplifyConfig as never);
});
afterAll(async () => {
  await signOut().catch(() => {});
  await h?.close();
});

async function registered(email: string, password = PASSWORD) {
  const res = await signUp({
    username: email,
    password,
    options: {
      userAttributes: { email, given_name: 'Ada', family_name: 'Lovelace', 'custom:terms_of_service': 'true' },
    },
  });
  const mail = await h.lastMail(email);
  expect(mail?.code).toMatch(/^\d{6}$/);
  await confirmSignUp({ username: email, confirmationCode: mail!.code! });
  return res;
}

describe('aws-amplify v6', () => {
  it('signs up, confirms with the e-mailed code and signs in with SRP', async () => {
    const email = uniqueEmail('srp');
    const res = await signUp({
      username: email,
      password: PASSWORD,
      options: {
        userAttributes: { email, given_name: 'Ada', family_name: 'Lovelace', 'custom:marketing_update': 'false' },
      },
    });
    expect(res.isSignUpComplete).toBe(false);
    expect(res.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    expect(res.userId).toMatch(/^[0-9a-f-]{36}$/);
    const mail = await h.lastMail(email);
    const confirmed = await confirmSignUp({ username: email, confirmationCode: mail!.code! });
    expect(confirmed.isSignUpComplete).toBe(true);

    const signedIn = await signIn({ username: email, password: PASSWORD });
    expect(signedIn.isSignedIn).toBe(true);
    expect(signedIn.nextStep.signInStep).toBe('DONE');

    const current = await getCurrentUser();
    expect(current.userId).toBe(res.userId);
    expect(current.username).toBe(res.userId);

    const session = await fetchAuthSession();
    const access = session.tokens!.accessToken;
    const id = session.tokens!.idToken!;
    expect(access.payload.token_use).toBe('access');
    expect(access.payload.username).toBe(res.userId);
    expect(access.payload.client_id).toBe(h.clientId);
    expect(access.payload.scope).toBe('aws.cognito.signin.user.admin');
    expect(access.payload.version).toBe(2);
    expect(access.payload.aud).toBeUndefined();
    expect(access.payload.email).toBeUndefined();
    expect(id.payload.email).toBe(email);
    expect(id.payload.email_verified).toBe(true);
    expect(id.payload['cognito:username']).toBe(res.userId);
    expect(id.payload['custom:marketing_update']).toBe('false');
    expect(id.payload.aud).toBe(h.clientId);
    expect(id.payload.origin_jti).toBe(access.payload.origin_jti);
    expect(id.payload.iss).toBe(`${h.url}/cognito/${h.poolId}`);
    expect(decodeProtectedHeader(access.toString()).kid).not.toBe(decodeProtectedHeader(id.toString()).kid);
    expect((access.payload.exp ?? 0) - (access.payload.iat ?? 0)).toBe(3600);
    // Signed-in identity-pool credentials: an authenticated identity bound to this user, stable across calls.
    expect(session.identityId).toMatch(/^eu-west-2:[0-9a-f-]{36}$/);
    expect(session.credentials?.accessKeyId).toBeTruthy();
    expect(session.credentials?.secretAccessKey).toBeTruthy();
    expect(session.credentials?.sessionToken).toBeTruthy();
    expect(session.credentials?.expiration?.getTime()).toBeGreaterThan(Date.now());
    const again = await fetchAuthSession({ forceRefresh: true });
    expect(again.identityId).toBe(session.identityId);

    const attrs = await fetchUserAttributes();
    expect(attrs.email).toBe(email);
    expect(attrs.sub).toBe(res.userId);
    expect(attrs.given_name).toBe('Ada');
    await signOut();
  });

  it('signs in with USER_PASSWORD_AUTH and refreshes tokens keeping auth_time and origin_jti', async () => {
    const email = uniqueEmail('pwd');
    await registered(email);
    const r = await signIn({ username: email, password: PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(r.isSignedIn).toBe(true);
    const first = await fetchAuthSession();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    const a = first.tokens!.accessToken.payload;
    const b = refreshed.tokens!.accessToken.payload;
    expect(b.jti).not.toBe(a.jti);
    expect(b.iat).toBeGreaterThan(a.iat!);
    expect(b.auth_time).toBe(a.auth_time);
    expect(b.origin_jti).toBe(a.origin_jti);
    await signOut();
  });

  it('rejects a wrong password, an unknown user and an unconfirmed user with Cognito error names', async () => {
    const email = uniqueEmail('errors');
    await registered(email);
    await expect(signIn({ username: email, password: 'Wrong-pass1!' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(
      signIn({ username: email, password: 'Wrong-pass1!', options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // PreventUserExistenceErrors ENABLED: an unknown user looks like a wrong password, for SRP too.
    await expect(signIn({ username: uniqueEmail('nobody'), password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const pending = uniqueEmail('pending');
    await signUp({ username: pending, password: PASSWORD, options: { userAttributes: { email: pending } } });
    const r = await signIn({ username: pending, password: PASSWORD });
    expect(r.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
    await expect(confirmSignUp({ username: pending, confirmationCode: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await expect(
      signUp({ username: uniqueEmail('weak'), password: 'weakpass', options: { userAttributes: {} } }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('changes the password, resets a forgotten one, and the old one stops working', async () => {
    const email = uniqueEmail('pw');
    await registered(email);
    await signIn({ username: email, password: PASSWORD });
    await expect(updatePassword({ oldPassword: PASSWORD, newPassword: 'short' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    await updatePassword({ oldPassword: PASSWORD, newPassword: 'N3w-Password!' });
    await signOut();
    await expect(signIn({ username: email, password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await signIn({ username: email, password: 'N3w-Password!' })).isSignedIn).toBe(true);
    await signOut();

    const reset = await resetPassword({ username: email });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    expect(reset.nextStep.codeDeliveryDetails.deliveryMedium).toBe('EMAIL');
    const code = (await h.lastMail(email))!.code!;
    await expect(
      confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'nouppercase1!' }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'Reset-Passw0rd!' });
    await expect(
      confirmResetPassword({ username: email, confirmationCode: code, newPassword: 'Reset-Passw0rd!2' }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect((await signIn({ username: email, password: 'Reset-Passw0rd!' })).isSignedIn).toBe(true);
    await signOut();
  });

  it('updates and confirms the e-mail attribute', async () => {
    const email = uniqueEmail('attr');
    await registered(email);
    await signIn({ username: email, password: PASSWORD });
    const next = uniqueEmail('attr-new');
    const out = await updateUserAttributes({ userAttributes: { email: next, given_name: 'Grace' } });
    expect(out.email.nextStep.updateAttributeStep).toBe('CONFIRM_ATTRIBUTE_WITH_CODE');
    expect(out.given_name.isUpdated).toBe(true);
    const code = (await h.lastMail(next))!.code!;
    await expect(confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: '999999' })).rejects.toMatchObject(
      {
        name: 'CodeMismatchException',
      },
    );
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
    const attrs = await fetchUserAttributes();
    expect(attrs.email).toBe(next);
    expect(attrs.email_verified).toBe('true');
    expect(attrs.given_name).toBe('Grace');
    await signOut();
    expect((await signIn({ username: next, password: PASSWORD })).isSignedIn).toBe(true);
    await signOut();
  });

  it('signs out locally (revoking the refresh token and its access tokens) and globally', async () => {
    const email = uniqueEmail('out');
    await registered(email);
    await signIn({ username: email, password: PASSWORD });
    const local = (await fetchAuthSession()).tokens!.accessToken.toString();
    await signOut();
    const revoked = await h.call('GetUser', { AccessToken: local });
    expect(revoked.status).toBe(400);
    expect(revoked.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });

    await signIn({ username: email, password: PASSWORD });
    const first = (await fetchAuthSession()).tokens!.accessToken.toString();
    await signOut({ global: true });
    const after = await h.call('GetUser', { AccessToken: first });
    expect(after.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    // A new sign-in works at once after a global sign-out.
    await signIn({ username: email, password: PASSWORD });
    const fresh = (await fetchAuthSession()).tokens!.accessToken.toString();
    expect((await h.call('GetUser', { AccessToken: fresh })).status).toBe(200);
    await signOut();
  });

  it('deletes the user', async () => {
    const email = uniqueEmail('del');
    await registered(email);
    await signIn({ username: email, password: PASSWORD });
    const token = (await fetchAuthSession()).tokens!.accessToken.toString();
    await deleteUser();
    expect((await h.call('GetUser', { AccessToken: token })).status).toBe(400);
    await expect(signIn({ username: email, password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('decodes as Cognito tokens', async () => {
    const email = uniqueEmail('claims');
    await registered(email);
    await signIn({ username: email, password: PASSWORD });
    const s = await fetchAuthSession();
    const access = decodeJwt(s.tokens!.accessToken.toString());
    expect(Object.keys(access).sort()).toEqual(
      [
        'auth_time',
        'client_id',
        'event_id',
        'exp',
        'iat',
        'iss',
        'jti',
        'origin_jti',
        'scope',
        'sub',
        'token_use',
        'username',
        'version',
      ].sort(),
    );
    await signOut();
    void confirmSignIn;
  });
});
