// The error catalogue of seed section 8, word for word. Each message appears here and nowhere else.

/** What the user sees for each identity-service exception at sign-in. */
export const SIGN_IN_MESSAGES = {
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
} as const;
export const SIGN_IN_UNKNOWN_MESSAGE = 'Unknown error. Contact support.';

/** The seed's words for a request limit reached (its TooManyRequestsException), for every limit a user hits. */
export const REQUEST_LIMIT_MESSAGE = SIGN_IN_MESSAGES.TooManyRequestsException;

export function signInMessage(name: string | undefined): string {
  return (name && (SIGN_IN_MESSAGES as Record<string, string>)[name]) || SIGN_IN_UNKNOWN_MESSAGE;
}

/** Client-side messages of seed section 8. */
export const CLIENT_MESSAGES = {
  authenticationError: 'Authentication Error',
  emptyEmail: 'Email cannot be empty',
  emptyPhoneNumber: 'Phone number cannot be empty',
  emptyUsername: 'Username cannot be empty',
  emptyPassword: 'Password cannot be empty',
  emptyConfirmationCode: 'Confirmation code cannot be empty',
  errorCreatingAccount: 'Error creating account',
  noValidMfaMethod: 'No valid MFA method provided',
  invalidMfaType: 'Invalid MFA type',
  emptyChallengeResponse: 'Challenge response cannot be empty',
  emptyUserSession: 'Failed to get the session because the user is empty',
  networkError: 'Network Error',
  deviceTrackingNotConfigured: 'Device tracking has not been configured in this User Pool',
  useCredentials: 'Please use your credentials to sign in',
  oauthNotConfigured: "Couldn't finish OAuth flow, check your User Pool HostedUI settings",
  alreadySignedIn: 'There is already a signed in user (call signOut first)',
  userCancelledOAuth: 'User cancelled OAuth flow',
  invalidState: 'An error occurred while validating the state',
  signInWithRedirectCanceled: 'signInWithRedirect has been canceled',
  noAccessToken: 'No access token returned from OAuth flow',
  oauthLogoutError: 'An error occurred when attempting to log out from OAuth provider',
  invalidTokens: 'Invalid tokens',
  sessionNotFound: 'Auth session was not found. Make sure to call signIn.',
  userNotAuthenticated: 'User needs to be authenticated to call this API.',
  accountNotConfirmedOnTime: 'The account was not confirmed on time.',
  autoSignInNotStarted: 'The autoSignIn flow has not started, or has been cancelled/completed.',
} as const;

/** Data-layer messages of seed section 8. */
export const DATA_MESSAGES = {
  unknownError: 'unknown error',
  unauthorized: 'Unauthorized',
  canceled: 'Request is canceled by user',
  unrecognised: 'An error occurred processing your request.',
  notImplemented: 'Endpoint not Implemented',
  noApiKey: 'No api-key configured',
  noCurrentUser: 'No current user',
  noCredentials: 'No credentials',
  noFederatedJwt: 'No federated jwt',
  noAuthToken: 'No auth token specified',
  noGraphqlEndpoint: 'No GraphQL endpoint configured',
  missingRegion: 'Missing region',
  connectionClosed: 'Connection closed',
  connectionFailed: 'Connection failed',
  timeoutDisconnect: 'Timeout disconnect',
} as const;

export function ackTimeoutMessage(ackTimeoutMs: number): string {
  return `Connection timeout: ack ... not received after ${ackTimeoutMs} ms`;
}

/**
 * What the user sees for identity errors the seed names without a message (section 8: "what the user sees for
 * each of them is not shown"), each saying what to do next.
 */
export const AUTH_FLOW_MESSAGES = {
  usernameExists: 'An account with this e-mail already exists. Sign in, or reset your password if you forgot it.',
  aliasExists: 'This e-mail address already belongs to another account. Sign in with it, or reset its password.',
  codeRequestLimit: 'Too many codes were requested. Wait a few minutes, then ask for a new code.',
  attemptLimit: 'Too many attempts. Wait a few minutes, then try again.',
  codeDeliveryFailure: 'The code could not be sent. Check the e-mail address, then ask for a new code.',
  alreadyConfirmed: 'This account cannot be confirmed again: it may already be confirmed. Sign in instead.',
  passwordResetRequired: 'You need to choose a new password before you can sign in.',
  requestRefused: 'The request was refused. Check your details and try again.',
  emailCodeNotAvailable: 'Sign-in with an e-mail code is not available. Sign in with your password.',
} as const;
