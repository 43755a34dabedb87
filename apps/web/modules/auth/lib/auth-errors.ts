// One place that turns an identity error into what the user reads: the seed's sign-in catalogue (section 8)
// word for word, the client messages where their situation arises, and a next step for the errors the seed
// names without a message. Only what is truly unexpected becomes 'Unknown error. Contact support.'.
import { AUTH_FLOW_MESSAGES, CLIENT_MESSAGES, SIGN_IN_MESSAGES, SIGN_IN_UNKNOWN_MESSAGE } from '@innov/contracts';

/** The call that failed: a few errors mean different things depending on it. */
export type AuthOperation =
  | 'signIn'
  | 'confirmSignIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendSignUpCode'
  | 'autoSignIn'
  | 'resetPassword'
  | 'confirmResetPassword'
  | 'signOut';

/** Amplify's own validation errors (thrown before any request) and the seed's client message for each. */
const VALIDATION_MESSAGES: Record<string, string> = {
  EmptySignInUsername: CLIENT_MESSAGES.emptyUsername,
  EmptySignInPassword: CLIENT_MESSAGES.emptyPassword,
  CustomAuthSignInPassword: SIGN_IN_MESSAGES.InvalidParameterException,
  EmptySignUpUsername: CLIENT_MESSAGES.emptyUsername,
  EmptySignUpPassword: CLIENT_MESSAGES.emptyPassword,
  EmptyConfirmSignUpUsername: CLIENT_MESSAGES.emptyUsername,
  EmptyConfirmSignUpCode: CLIENT_MESSAGES.emptyConfirmationCode,
  EmptyresendSignUpCodeUsername: CLIENT_MESSAGES.emptyUsername,
  EmptyChallengeResponse: CLIENT_MESSAGES.emptyChallengeResponse,
  EmptyConfirmResetPasswordUsername: CLIENT_MESSAGES.emptyUsername,
  EmptyConfirmResetPasswordNewPassword: CLIENT_MESSAGES.emptyPassword,
  EmptyConfirmResetPasswordConfirmationCode: CLIENT_MESSAGES.emptyConfirmationCode,
  EmptyResetPasswordUsername: CLIENT_MESSAGES.emptyUsername,
  EmptyVerifyTOTPSetupCode: CLIENT_MESSAGES.emptyConfirmationCode,
  EmptyConfirmUserAttributeCode: CLIENT_MESSAGES.emptyConfirmationCode,
  EmptyUpdatePassword: CLIENT_MESSAGES.emptyPassword,
  IncorrectMFAMethod: CLIENT_MESSAGES.invalidMfaType,
};

/** Errors the identity service or the client raise whose meaning does not depend on the call. */
const FIXED_MESSAGES: Record<string, string> = {
  UserAlreadyAuthenticatedException: CLIENT_MESSAGES.alreadySignedIn,
  UserUnAuthenticatedException: CLIENT_MESSAGES.userNotAuthenticated,
  NetworkError: CLIENT_MESSAGES.networkError,
  UsernameExistsException: AUTH_FLOW_MESSAGES.usernameExists,
  AliasExistsException: AUTH_FLOW_MESSAGES.aliasExists,
  CodeDeliveryFailureException: AUTH_FLOW_MESSAGES.codeDeliveryFailure,
  PasswordResetRequiredException: AUTH_FLOW_MESSAGES.passwordResetRequired,
  UserLambdaValidationException: AUTH_FLOW_MESSAGES.requestRefused,
  UnexpectedSignInInterruptionException: SIGN_IN_MESSAGES.SignInException,
  DeviceMetadataNotFoundException: CLIENT_MESSAGES.deviceTrackingNotConfigured,
};

/** The two messages Amplify's auto sign-in raises, both seed messages. */
const AUTO_SIGN_IN_MESSAGES = new Set<string>([
  CLIENT_MESSAGES.accountNotConfirmedOnTime,
  CLIENT_MESSAGES.autoSignInNotStarted,
]);

/** Operations that send a code, where LimitExceededException means "too many codes", not a full pool. */
const CODE_REQUESTS = new Set<AuthOperation>(['resendSignUpCode', 'resetPassword']);
/** Operations that check a code, where LimitExceededException means "too many attempts". */
const CODE_CHECKS = new Set<AuthOperation>(['confirmSignUp', 'confirmResetPassword', 'confirmSignIn']);

/** The error's name (`name`, or the `code`/`__type` some layers use), or undefined when it has none. */
export function authErrorName(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { name?: unknown; code?: unknown; __type?: unknown };
  for (const candidate of [e.name, e.code, e.__type]) {
    if (typeof candidate === 'string' && candidate && candidate !== 'Error') {
      // AWS error types may come as `prefix#Name`.
      return candidate.includes('#') ? candidate.slice(candidate.lastIndexOf('#') + 1) : candidate;
    }
  }
  return undefined;
}

/**
 * Cognito refuses every password, the right one too, while too many wrong ones keep the account locked (and, when the
 * app client hides user existence, an unknown name's stand-in after as many tries): NotAuthorizedException with
 * these words.
 */
const PASSWORD_ATTEMPTS_EXCEEDED = /^Password attempts exceeded\.?$/i;

/** The sign-in was refused because too many wrong passwords locked the account for a while. */
export function isPasswordLockout(error: unknown): boolean {
  return (
    authErrorName(error) === 'NotAuthorizedException' &&
    error instanceof Error &&
    PASSWORD_ATTEMPTS_EXCEEDED.test(error.message.trim())
  );
}

function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}

/** What to show the user for an error raised by an identity call. Pure: no side effects. */
export function mapAuthError(error: unknown, operation: AuthOperation = 'signIn'): string {
  const name = authErrorName(error);
  const message = error instanceof Error ? error.message : undefined;
  if (isNetworkFailure(error)) return CLIENT_MESSAGES.networkError;
  if (!name) return SIGN_IN_UNKNOWN_MESSAGE;

  if (name === 'AutoSignInException') {
    return message && AUTO_SIGN_IN_MESSAGES.has(message) ? message : CLIENT_MESSAGES.autoSignInNotStarted;
  }
  if (name === 'LimitExceededException') {
    if (CODE_REQUESTS.has(operation)) return AUTH_FLOW_MESSAGES.codeRequestLimit;
    if (CODE_CHECKS.has(operation)) return AUTH_FLOW_MESSAGES.attemptLimit;
    return SIGN_IN_MESSAGES.LimitExceededException;
  }
  // Not "Incorrect email or password": the password may well be right, and trying again only waits longer.
  if (isPasswordLockout(error)) return SIGN_IN_MESSAGES.TooManyFailedAttemptsException;
  if (name === 'NotAuthorizedException' && operation === 'confirmSignUp') return AUTH_FLOW_MESSAGES.alreadyConfirmed;
  if (name === 'NotAuthorizedException' && operation === 'signIn' && message && /custom auth/i.test(message)) {
    return AUTH_FLOW_MESSAGES.emailCodeNotAvailable;
  }

  const catalogued = (SIGN_IN_MESSAGES as Record<string, string>)[name];
  if (catalogued) return catalogued;
  return VALIDATION_MESSAGES[name] ?? FIXED_MESSAGES[name] ?? SIGN_IN_UNKNOWN_MESSAGE;
}
