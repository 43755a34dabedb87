import { AUTH_FLOW_MESSAGES, CLIENT_MESSAGES, SIGN_IN_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { authErrorName, isPasswordLockout, mapAuthError } from './auth-errors.ts';

function named(name: string, message = 'x'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('mapAuthError', () => {
  it('gives the seed sign-in catalogue word for word', () => {
    const expected: Record<string, string> = {
      UserNotFoundException: 'User not found. Check email/username.',
      NotAuthorizedException: 'Incorrect email or password. Try again.',
      UserNotConfirmedException: 'User is not confirmed',
      CodeMismatchException: 'Invalid confirmation code. Retry.',
      ExpiredCodeException: 'Confirmation code expired. Resend code.',
      InvalidParameterException: 'Invalid input. Check credentials.',
      InvalidPasswordException: 'Invalid password. Follow policy.',
      TooManyFailedAttemptsException: 'Too many failed attempts. Wait.',
      TooManyRequestsException: 'Request limit reached. Wait and retry.',
      LimitExceededException: 'User pool full. Retry later.',
      SignInException: 'Can not sign in at the moment. Please try later',
      OAuthSignInException: 'Authentication failed. Contact support.',
    };
    for (const [name, message] of Object.entries(expected)) expect(mapAuthError(named(name))).toBe(message);
  });

  it('gives the seed lockout message, not "Incorrect email or password", once too many wrong passwords lock the account', () => {
    // The identity service's words (Cognito's), for the right password too while the lock lasts, and for an unknown
    // e-mail address after as many tries.
    const lockout = named('NotAuthorizedException', 'Password attempts exceeded');
    expect(mapAuthError(lockout, 'signIn')).toBe('Too many failed attempts. Wait.');
    expect(mapAuthError(lockout, 'confirmSignIn')).toBe('Too many failed attempts. Wait.');
    expect(mapAuthError(named('NotAuthorizedException', 'Incorrect username or password.'), 'signIn')).toBe(
      'Incorrect email or password. Try again.',
    );
    expect(isPasswordLockout(lockout)).toBe(true);
    expect(isPasswordLockout(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(false);
    expect(isPasswordLockout(named('UserNotFoundException', 'Password attempts exceeded'))).toBe(false);
  });

  it('keeps "Unknown error. Contact support." for what is truly unexpected', () => {
    expect(mapAuthError(named('InternalErrorException'))).toBe('Unknown error. Contact support.');
    expect(mapAuthError(new Error('boom'))).toBe('Unknown error. Contact support.');
    expect(mapAuthError(undefined)).toBe('Unknown error. Contact support.');
    expect(mapAuthError('a string')).toBe('Unknown error. Contact support.');
  });

  it('says what to do next for errors the seed names without a message', () => {
    expect(mapAuthError(named('UsernameExistsException'), 'signUp')).toBe(AUTH_FLOW_MESSAGES.usernameExists);
    expect(mapAuthError(named('AliasExistsException'), 'confirmSignUp')).toBe(AUTH_FLOW_MESSAGES.aliasExists);
    expect(AUTH_FLOW_MESSAGES.usernameExists).toMatch(/Sign in.*reset your password/);
    expect(mapAuthError(named('LimitExceededException'), 'resendSignUpCode')).toBe(AUTH_FLOW_MESSAGES.codeRequestLimit);
    expect(mapAuthError(named('LimitExceededException'), 'resetPassword')).toBe(AUTH_FLOW_MESSAGES.codeRequestLimit);
    expect(mapAuthError(named('LimitExceededException'), 'confirmResetPassword')).toBe(AUTH_FLOW_MESSAGES.attemptLimit);
    expect(mapAuthError(named('CodeDeliveryFailureException'), 'signUp')).toBe(AUTH_FLOW_MESSAGES.codeDeliveryFailure);
    expect(mapAuthError(named('NotAuthorizedException'), 'confirmSignUp')).toBe(AUTH_FLOW_MESSAGES.alreadyConfirmed);
  });

  it('uses the client messages where their situation arises', () => {
    expect(mapAuthError(named('UserAlreadyAuthenticatedException'))).toBe(CLIENT_MESSAGES.alreadySignedIn);
    expect(mapAuthError(named('EmptySignInUsername'))).toBe('Username cannot be empty');
    expect(mapAuthError(named('EmptySignInPassword'))).toBe('Password cannot be empty');
    expect(mapAuthError(named('EmptyConfirmSignUpCode'))).toBe('Confirmation code cannot be empty');
    expect(mapAuthError(named('EmptyChallengeResponse'))).toBe('Challenge response cannot be empty');
    expect(mapAuthError(named('NetworkError'))).toBe('Network Error');
    expect(mapAuthError(new TypeError('Failed to fetch'))).toBe('Network Error');
    expect(mapAuthError(named('AutoSignInException', 'The account was not confirmed on time.'), 'autoSignIn')).toBe(
      'The account was not confirmed on time.',
    );
    expect(mapAuthError(named('AutoSignInException', 'something else'), 'autoSignIn')).toBe(
      'The autoSignIn flow has not started, or has been cancelled/completed.',
    );
  });

  it('reads names from code or __type, with AWS prefixes', () => {
    expect(authErrorName({ __type: 'com.amazonaws#CodeMismatchException' })).toBe('CodeMismatchException');
    expect(authErrorName({ code: 'ExpiredCodeException' })).toBe('ExpiredCodeException');
    expect(mapAuthError({ code: 'TooManyRequestsException' })).toBe(SIGN_IN_MESSAGES.TooManyRequestsException);
  });
});
