import { CLIENT_MESSAGES, SIGN_IN_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import {
  callbackOutcome,
  checkState,
  redirectFailureMessage,
  returnToFromCustomState,
  returnToFromState,
} from './oauth-callback.ts';

const query = (q: Partial<{ code: string; state: string; error: string }>) => ({
  code: q.code ?? null,
  state: q.state ?? null,
  error: q.error ?? null,
});
const signedOut = { signedIn: false };

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('callbackOutcome', () => {
  it("says at once what a provider's error means, never repeating its description", () => {
    expect(callbackOutcome(query({ error: 'access_denied', state: 'x' }), signedOut)).toEqual({
      kind: 'failed',
      message: CLIENT_MESSAGES.userCancelledOAuth,
    });
    expect(callbackOutcome(query({ error: 'server_error', code: 'c', state: 's' }), signedOut)).toEqual({
      kind: 'failed',
      message: SIGN_IN_MESSAGES.OAuthSignInException,
    });
  });

  it('refuses a missing code or state', () => {
    expect(callbackOutcome(query({}), signedOut)).toEqual({ kind: 'failed', message: 'User cancelled OAuth flow' });
    expect(callbackOutcome(query({ state: 's' }), signedOut)).toEqual({
      kind: 'failed',
      message: 'User cancelled OAuth flow',
    });
    expect(callbackOutcome(query({ code: 'c' }), signedOut)).toEqual({
      kind: 'failed',
      message: 'An error occurred while validating the state',
    });
  });

  it('leaves a code and a state to the check of the state; a signed-in visitor with nothing to complete goes on', () => {
    expect(callbackOutcome(query({ code: 'c', state: 's' }), signedOut)).toEqual({ kind: 'check-state' });
    expect(callbackOutcome(query({}), { signedIn: true })).toEqual({ kind: 'signed-in' });
  });
});

describe('checkState', () => {
  it('exchanges the code only for a state this browser issued', () => {
    expect(checkState('abc-7b7d', ['abc-7b7d'])).toEqual({ kind: 'exchange' });
    expect(checkState('never-issued', [])).toEqual({ kind: 'failed', message: CLIENT_MESSAGES.invalidState });
    expect(checkState('abc-7b7e', ['abc-7b7d'])).toEqual({ kind: 'failed', message: CLIENT_MESSAGES.invalidState });
  });
});

describe('returnTo from the state', () => {
  const hex = (s: string) => [...s].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');

  it("reads the custom state Amplify encodes after the state's dash", () => {
    expect(returnToFromState(`r4nd0m-${hex('{"returnTo":"/dashboard/notifications"}')}`)).toBe(
      '/dashboard/notifications',
    );
    expect(returnToFromState(`r4nd0m-${hex('{"returnTo":"https://evil.example"}')}`)).toBeUndefined();
    expect(returnToFromState('r4nd0m')).toBeUndefined();
    expect(returnToFromState('never-issued-state')).toBeUndefined();
  });

  it('accepts a JSON custom state or a bare path, and refuses other sites', () => {
    expect(returnToFromCustomState('{"returnTo":"/dashboard"}')).toBe('/dashboard');
    expect(returnToFromCustomState('/dashboard/account')).toBe('/dashboard/account');
    expect(returnToFromCustomState('//evil.example')).toBeUndefined();
    expect(returnToFromCustomState(undefined)).toBeUndefined();
  });
});

describe('redirectFailureMessage', () => {
  it("gives Amplify's own OAuth failures in the seed's words", () => {
    expect(redirectFailureMessage(named('OAuthSignInException', 'User cancelled OAuth flow.'))).toBe(
      'User cancelled OAuth flow',
    );
    expect(redirectFailureMessage(named('OAuthSignInException', 'An error occurred while validating the state.'))).toBe(
      'An error occurred while validating the state',
    );
    expect(redirectFailureMessage(named('OAuthSignInException', '`signInWithRedirect` has been canceled.'))).toBe(
      'signInWithRedirect has been canceled',
    );
    expect(redirectFailureMessage(named('OAuthSignInException', 'invalid_grant'))).toBe(
      SIGN_IN_MESSAGES.OAuthSignInException,
    );
  });
});
