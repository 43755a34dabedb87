// PreventUserExistenceErrors ENABLED (the default web client): a name the pool does not hold gets, call after call,
// the answers a real account gets, including the lockout and the limits a real account reaches. Each test asks
// the same sequence of questions about a real account and about an unknown name and compares the answers.
//
// Cognito's "Managing error responses" (user pool app client PreventUserExistenceErrors) says what each operation
// answers for a user that doesn't exist:
//   sign-in: "Amazon Cognito returns a generic NotAuthorizedException error indicating either the user name or
//     password is incorrect";
//   ForgotPassword: "When a user isn't found, is deactivated, or doesn't have a verified delivery mechanism to
//     recover their password, Amazon Cognito returns CodeDeliveryDetails with a simulated delivery medium";
//   ConfirmForgotPassword: "Amazon Cognito returns the CodeMismatchException error for users that don't exist or
//     are disabled";
//   ResendConfirmationCode: "Amazon Cognito returns CodeDeliveryDetails for a disabled user or a user that doesn't
//     exist";
//   ConfirmSignUp: "If the code doesn't match what the server expects Amazon Cognito returns CodeMismatchException".
// Where Cognito answers a real account differently (an account already confirmed, a disabled one at sign-in), the
// README's security notes list it; these tests keep to the states both names can be in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProof, clientStart, poolShortName } from '../src/crypto/srp.ts';
import { PASSWORD, startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

let h: UserHarness;
beforeAll(async () => {
  h = await startUserHarness();
});
afterAll(async () => {
  await h?.close();
});

const WRONG = 'Wrong-pass1!';

/** What a caller sees of an answer: the error's type and message, or the success's shape. */
async function seen(operation: string, body: Record<string, unknown>): Promise<string> {
  const r = await h.call(operation, { ClientId: h.clientId, ...body });
  if (r.status === 200) return `200 ${JSON.stringify(r.body.CodeDeliveryDetails ?? {})}`;
  return `${r.status} ${r.body.__type}: ${r.body.message}`;
}

async function ask(times: number, question: () => Promise<string>): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < times; i++) answers.push(await question());
  return answers;
}

async function signUp(email: string): Promise<void> {
  const r = await h.call('SignUp', {
    ClientId: h.clientId,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  expect(r.status).toBe(200);
}

async function signUpConfirmed(email: string): Promise<void> {
  await signUp(email);
  const code = (await h.lastMail(email))?.code;
  expect(
    (await h.call('ConfirmSignUp', { ClientId: h.clientId, Username: email, ConfirmationCode: code })).status,
  ).toBe(200);
}

const passwordSignIn = (name: string, password: string) =>
  seen('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: name, PASSWORD: password } });

/** USER_SRP_AUTH with the reference client math, both round trips. */
async function srpSignIn(name: string, password: string): Promise<string> {
  const client = clientStart();
  const start = await h.call('InitiateAuth', {
    ClientId: h.clientId,
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: name, SRP_A: client.A },
  });
  if (start.status !== 200) return `${start.status} ${start.body.__type}: ${start.body.message}`;
  const p = start.body.ChallengeParameters as Record<string, string>;
  const proof = clientProof({
    ...client,
    poolName: poolShortName(h.poolId),
    userIdForSrp: p.USER_ID_FOR_SRP,
    password,
    salt: p.SALT,
    B: p.SRP_B,
    secretBlock: p.SECRET_BLOCK,
  });
  return seen('RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: start.body.Session,
    ChallengeResponses: {
      USERNAME: p.USER_ID_FOR_SRP,
      PASSWORD_CLAIM_SECRET_BLOCK: p.SECRET_BLOCK,
      PASSWORD_CLAIM_SIGNATURE: proof.signature,
      TIMESTAMP: proof.timestamp,
    },
  });
}

describe('sign-in lockout', () => {
  it('"Password attempts exceeded" comes after as many wrong passwords for an unknown name as for an account', async () => {
    const real = uniqueEmail('lock-real');
    const unknown = uniqueEmail('lock-nobody');
    await signUpConfirmed(real);
    const story = async (name: string) => [
      // Five wrong passwords, in either flow: the fifth locks for a second.
      ...(await ask(3, () => passwordSignIn(name, WRONG))),
      ...(await ask(2, () => srpSignIn(name, WRONG))),
      await passwordSignIn(name, WRONG),
      await srpSignIn(name, WRONG),
      // Once the lock is over, one more wrong password locks again, for longer.
      await (async () => {
        h.advance(1_500);
        return passwordSignIn(name, WRONG);
      })(),
      await (async () => {
        h.advance(1_500);
        return passwordSignIn(name, WRONG);
      })(),
    ];
    const forReal = await story(real);
    const forUnknown = await story(unknown);
    expect(forReal).toEqual([
      ...Array(5).fill('400 NotAuthorizedException: Incorrect username or password.'),
      '400 NotAuthorizedException: Password attempts exceeded',
      '400 NotAuthorizedException: Password attempts exceeded',
      '400 NotAuthorizedException: Incorrect username or password.',
      '400 NotAuthorizedException: Password attempts exceeded',
    ]);
    expect(forUnknown).toEqual(forReal);
  });
});

describe('codes', () => {
  it('ResendConfirmationCode: the same delivery details and the same hourly limit', async () => {
    const real = uniqueEmail('resend-real');
    const unknown = uniqueEmail('resend-nobody');
    await signUp(real);
    // Past the hour of the sign-up code, so that both start with none sent.
    h.advance(3601_000);
    const resend = (name: string) => ask(6, () => seen('ResendConfirmationCode', { Username: name }));
    const forReal = await resend(real);
    const forUnknown = await resend(unknown);
    expect(forReal.slice(0, 5)).toEqual(
      Array(5).fill(`200 {"Destination":"r***@e***","DeliveryMedium":"EMAIL","AttributeName":"email"}`),
    );
    expect(forReal[5]).toMatch(/^400 LimitExceededException/);
    expect(forUnknown).toEqual(forReal);
  });

  it('ForgotPassword: the same delivery details and the same hourly limit; a disabled account answers alike', async () => {
    const real = uniqueEmail('forgot-real');
    const disabled = uniqueEmail('forgot-disabled');
    const unknown = uniqueEmail('forgot-nobody');
    await signUpConfirmed(real);
    await signUpConfirmed(disabled);
    const { AdminDisableUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    await h.idp().send(new AdminDisableUserCommand({ UserPoolId: h.poolId, Username: disabled }));
    const forgot = (name: string) => ask(6, () => seen('ForgotPassword', { Username: name }));
    const forReal = await forgot(real);
    expect(forReal.slice(0, 5)).toEqual(
      Array(5).fill(`200 {"Destination":"f***@e***","DeliveryMedium":"EMAIL","AttributeName":"email"}`),
    );
    expect(forReal[5]).toMatch(/^400 LimitExceededException/);
    expect(await forgot(unknown)).toEqual(forReal);
    expect(await forgot(disabled)).toEqual(forReal);
  });

  it('ConfirmSignUp: wrong codes are counted for an unknown name as for an unconfirmed account', async () => {
    const real = uniqueEmail('confirm-real');
    const unknown = uniqueEmail('confirm-nobody');
    await signUp(real);
    const code = (await h.lastMail(real))?.code;
    const wrong = code === '123456' ? '654321' : '123456';
    const confirm = (name: string) => ask(6, () => seen('ConfirmSignUp', { Username: name, ConfirmationCode: wrong }));
    const forReal = await confirm(real);
    expect(forReal).toEqual([
      ...Array(5).fill('400 CodeMismatchException: Invalid verification code provided, please try again.'),
      '400 TooManyFailedAttemptsException: Too many failed attempts. Request a new code.',
    ]);
    expect(await confirm(unknown)).toEqual(forReal);
  });

  it('ConfirmForgotPassword: no code asked for, or wrong codes counted, alike', async () => {
    const real = uniqueEmail('reset-real');
    const unknown = uniqueEmail('reset-nobody');
    await signUpConfirmed(real);
    const confirm = (name: string, times: number) =>
      ask(times, () =>
        seen('ConfirmForgotPassword', { Username: name, ConfirmationCode: '000000', Password: 'An0ther-Passw0rd!' }),
      );
    // Before any ForgotPassword.
    const before = await confirm(real, 1);
    expect(before).toEqual(['400 CodeMismatchException: Invalid verification code provided, please try again.']);
    expect(await confirm(unknown, 1)).toEqual(before);
    // After one: five wrong codes, then the code is spent.
    expect(await seen('ForgotPassword', { Username: real })).toMatch(/^200/);
    expect(await seen('ForgotPassword', { Username: unknown })).toMatch(/^200/);
    if ((await h.lastMail(real))?.code === '000000') return; // one in a million: the guess is right
    const forReal = await confirm(real, 6);
    expect(forReal).toEqual([
      ...Array(5).fill('400 CodeMismatchException: Invalid verification code provided, please try again.'),
      '400 TooManyFailedAttemptsException: Too many failed attempts. Request a new code.',
    ]);
    expect(await confirm(unknown, 6)).toEqual(forReal);
  });
});
