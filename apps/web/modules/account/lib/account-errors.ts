// What the account page shows when an identity or data call fails: the seed's catalogue where it applies,
// with the wording adjusted where the account page's situation differs from sign-in.
import { AUTH_FLOW_MESSAGES, SIGN_IN_MESSAGES } from '@innov/contracts';
import { authErrorName, mapAuthError } from '../../auth/lib/auth-errors.ts';

export type TAccountOperation =
  | 'updateProfile'
  | 'updateEmail'
  | 'confirmEmail'
  | 'resendCode'
  | 'updatePassword'
  | 'deleteAccount';

export function accountErrorMessage(error: unknown, operation: TAccountOperation): string {
  const name = authErrorName(error);
  if (name === 'NotAuthorizedException' && operation === 'updatePassword') {
    return 'The current password is not correct. Try again.';
  }
  if (name === 'NotAuthorizedException' || name === 'UserUnAuthenticatedException') {
    return 'Your session has ended. Sign in again to continue.';
  }
  if (name === 'AliasExistsException') return AUTH_FLOW_MESSAGES.aliasExists;
  if (name === 'LimitExceededException') {
    return operation === 'resendCode' || operation === 'updateEmail'
      ? AUTH_FLOW_MESSAGES.codeRequestLimit
      : AUTH_FLOW_MESSAGES.attemptLimit;
  }
  if (name === 'CodeMismatchException') return SIGN_IN_MESSAGES.CodeMismatchException;
  if (name === 'ExpiredCodeException') return SIGN_IN_MESSAGES.ExpiredCodeException;
  return mapAuthError(error, 'signIn');
}
