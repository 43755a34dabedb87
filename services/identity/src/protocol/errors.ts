// Errors are values with Cognito's exception names, mapped to HTTP in one place (protocol/json-rpc.ts).

export class CognitoError extends Error {
  constructor(
    /** The exception name without the `Exception` suffix removed: e.g. `NotAuthorizedException`. */
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

const make =
  (type: string, status = 400) =>
  (message: string) =>
    new CognitoError(type, message, status);

export const Errors = {
  invalidParameter: make('InvalidParameterException'),
  invalidPassword: make('InvalidPasswordException'),
  notAuthorized: make('NotAuthorizedException'),
  userNotFound: make('UserNotFoundException'),
  userNotConfirmed: make('UserNotConfirmedException'),
  usernameExists: make('UsernameExistsException'),
  aliasExists: make('AliasExistsException'),
  codeMismatch: make('CodeMismatchException'),
  expiredCode: make('ExpiredCodeException'),
  tooManyFailedAttempts: make('TooManyFailedAttemptsException'),
  tooManyRequests: make('TooManyRequestsException'),
  limitExceeded: make('LimitExceededException'),
  resourceNotFound: make('ResourceNotFoundException'),
  passwordResetRequired: make('PasswordResetRequiredException'),
  userLambdaValidation: make('UserLambdaValidationException'),
  unexpectedLambda: make('UnexpectedLambdaException'),
  invalidLambdaResponse: make('InvalidLambdaResponseException'),
  groupExists: make('GroupExistsException'),
  unsupportedTokenType: make('UnsupportedTokenTypeException'),
  unauthorized: make('UnauthorizedException'),
  unknownOperation: make('UnknownOperationException'),
  invalidUserPoolConfiguration: make('InvalidUserPoolConfigurationException'),
  softwareTokenMfaNotFound: make('SoftwareTokenMFANotFoundException'),
  enableSoftwareTokenMfa: make('EnableSoftwareTokenMFAException'),
  mfaMethodNotFound: make('MFAMethodNotFoundException'),
  codeDeliveryFailure: make('CodeDeliveryFailureException'),
  /** SigV4 failures on the control plane (AWS's own names). */
  invalidSignature: make('InvalidSignatureException'),
  unrecognizedClient: make('UnrecognizedClientException'),
  missingAuthenticationToken: make('MissingAuthenticationTokenException'),
  accessDenied: make('AccessDeniedException'),
  internal: make('InternalErrorException', 500),
} as const;
