// aws-amplify v6 against the custom flows shipped as builtin triggers, and NEW_PASSWORD_REQUIRED after
// AdminCreateUser.
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { confirmSignIn, confirmSignUp, fetchAuthSession, signIn, signOut, signUp } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_CUSTOM_AUTH_LAMBDA_CONFIG } from '../src/triggers/builtin/custom-auth.ts';
import { PASSWORD, startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

let h: UserHarness;

beforeAll(async () => {
  h = await startUserHarness();
  await h.patchPool({ LambdaConfig: { ...BUILTIN_CUSTOM_AUTH_LAMBDA_CONFIG } });
  Amplify.configure(h.amplifyConfig as never);
});
afterAll(async () => {
  await signOut().catch(() => {});
  await h?.close();
});

async function registered(email: string) {
  await signUp({ username: email, password: PASSWORD, options: { userAttributes: { email } } });
  await confirmSignUp({ username: email, confirmationCode: (await h.lastMail(email))!.code! });
}

describe('custom authentication flows', () => {
  it('passwordless: a one-time e-mail code, no password', async () => {
    const email = uniqueEmail('otp');
    await registered(email);
    await expect(
      signIn({ username: email, password: PASSWORD, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } }),
    ).rejects.toThrow();
    const r = await signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    expect(r.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    const mail = await h.lastMail(email);
    expect(mail?.subject).toBe('Your sign-in code');
    const wrong = await confirmSignIn({ challengeResponse: mail!.code === '111111' ? '222222' : '111111' });
    expect(wrong.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    const done = await confirmSignIn({ challengeResponse: mail!.code! });
    expect(done.isSignedIn).toBe(true);
    const session = await fetchAuthSession();
    expect(session.tokens?.idToken?.payload.email).toBe(email);
    await signOut();
  });

  it('passwordless fails after three wrong codes', async () => {
    const email = uniqueEmail('otp3');
    await registered(email);
    await signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    await confirmSignIn({ challengeResponse: 'x1' });
    await confirmSignIn({ challengeResponse: 'x2' });
    await expect(confirmSignIn({ challengeResponse: 'x3' })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('SRP followed by an e-mail code', async () => {
    const email = uniqueEmail('srp-otp');
    await registered(email);
    await expect(
      signIn({ username: email, password: 'Wrong-pass1!', options: { authFlowType: 'CUSTOM_WITH_SRP' } }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const r = await signIn({ username: email, password: PASSWORD, options: { authFlowType: 'CUSTOM_WITH_SRP' } });
    expect(r.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    const done = await confirmSignIn({ challengeResponse: (await h.lastMail(email))!.code! });
    expect(done.isSignedIn).toBe(true);
    await signOut();
  });
});

describe('NEW_PASSWORD_REQUIRED', () => {
  it('follows AdminCreateUser with a temporary password', async () => {
    const email = uniqueEmail('invited');
    const created = await h.idp().send(
      new AdminCreateUserCommand({
        UserPoolId: h.poolId,
        Username: email,
        TemporaryPassword: 'Temp-Passw0rd!',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(created.User?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const invite = await h.lastMail(email);
    expect(invite?.text).toContain('Temp-Passw0rd!');
    expect(invite?.code).toBeUndefined();
    const r = await signIn({ username: email, password: 'Temp-Passw0rd!' });
    expect(r.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    await expect(confirmSignIn({ challengeResponse: 'weak' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    const again = await signIn({ username: email, password: 'Temp-Passw0rd!' }).catch(async () => {
      await signOut();
      return signIn({ username: email, password: 'Temp-Passw0rd!' });
    });
    expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    const done = await confirmSignIn({ challengeResponse: 'Brand-New-Passw0rd!' });
    expect(done.isSignedIn).toBe(true);
    await signOut();
    expect((await signIn({ username: email, password: 'Brand-New-Passw0rd!' })).isSignedIn).toBe(true);
    await signOut();
  });
});
