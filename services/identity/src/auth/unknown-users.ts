// What a name the pool does not hold gets when the app client hides user existence (PreventUserExistenceErrors
// ENABLED): the answer a real account would get, reached after as many tries. The name is represented by a stand-in
// username derived from it under the master key; its wrong passwords are counted and its codes issued (and never
// delivered) under that stand-in, so that the lockout and the code limits come as they come for a real account.
import { createHmac } from 'node:crypto';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import { type CodePurpose, consumeCode, hasPendingCode, issueCode } from '../store/codes.ts';
import { recordUnknownFailure, unknownLockedUntil } from '../store/unknown-sign-in-failures.ts';
import { isLocked } from '../store/users.ts';
import { type CodeDeliveryDetails, deliveryDetails } from '../triggers/messages.ts';
import { incorrectCredentials, passwordAttemptsExceeded } from './client.ts';

/** A stable secret derived from the name, for the stand-in's username, SRP salt and verifier. */
export function fakeKey(deps: IdentityDeps, label: string, poolId: string, name: string): Buffer {
  return createHmac('sha256', deps.secrets.key).update(`fake-user/${label}/${poolId}/${name.toLowerCase()}`).digest();
}

/** Cognito: the same plausible UUID username for the same name and pool, every time. */
export function standInUsername(deps: IdentityDeps, poolId: string, name: string): string {
  const h = fakeKey(deps, 'id', poolId, name).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Cognito: "The simulated delivery medium is determined by the input user name format": a phone number gets an SMS,
 * anything else an e-mail (the name itself when it is an address).
 */
export function pretendDelivery(name: string): CodeDeliveryDetails {
  if (/^\+[0-9]{6,}$/.test(name)) return deliveryDetails('phone_number', name);
  return deliveryDetails('email', name.includes('@') ? name : `${name}@example.com`);
}

/**
 * A password tried for an unknown name (its stand-in `username`): refused while its lockout lasts, as a real
 * account's is ("Password attempts exceeded"), otherwise after the same work as a real check (`work`), counted
 * towards that lockout, as "Incorrect username or password.".
 */
export async function refuseUnknownSignIn(
  deps: IdentityDeps,
  poolId: string,
  username: string,
  work: () => Promise<unknown>,
): Promise<never> {
  if (isLocked(deps, { lockedUntil: await unknownLockedUntil(deps, poolId, username) })) {
    throw passwordAttemptsExceeded();
  }
  await work();
  await recordUnknownFailure(deps, poolId, username);
  throw incorrectCredentials();
}

/**
 * ForgotPassword and ResendConfirmationCode for an unknown name: a code issued to its stand-in, so that the hourly
 * limit (LimitExceededException) comes as for a real account, and sent nowhere.
 */
export async function pretendCodeSent(
  deps: IdentityDeps,
  poolId: string,
  name: string,
  purpose: 'signup' | 'reset',
): Promise<{ CodeDeliveryDetails: CodeDeliveryDetails }> {
  await issueCode(deps, poolId, standInUsername(deps, poolId, name), purpose);
  return { CodeDeliveryDetails: pretendDelivery(name) };
}

/**
 * ConfirmSignUp and ConfirmForgotPassword for an unknown name: the code is checked against its stand-in's, so that
 * wrong codes are counted (TooManyFailedAttemptsException) as for a real account, and always refused.
 * `awaitsCode`: a real account in this step always has a code waiting (an unconfirmed one was sent one at sign-up),
 * so the stand-in gets one too.
 */
export async function refuseUnknownCode(
  deps: IdentityDeps,
  poolId: string,
  name: string,
  purpose: CodePurpose,
  code: string,
  opts: { awaitsCode: boolean },
): Promise<never> {
  const username = standInUsername(deps, poolId, name);
  if (opts.awaitsCode && !(await hasPendingCode(deps, poolId, username, purpose))) {
    await issueCode(deps, poolId, username, purpose, { enforceLimit: false });
  }
  await consumeCode(deps, poolId, username, purpose, code);
  // Guessed one in a million times: still no account to confirm.
  throw Errors.codeMismatch('Invalid verification code provided, please try again.');
}
