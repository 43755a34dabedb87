// Errors as values with AppSync's names: a resolver throws `AppError`; the HTTP layer and the realtime layer
// render it as `{ message, errorType, path, locations }` without anything internal (stack, SQL) in it.
export type ErrorType =
  | 'Unauthorized'
  | 'UnauthorizedException'
  | 'ValidationError'
  | 'ConditionalCheckFailedException'
  | 'NotFound'
  | 'TooManyRequestsException'
  | 'BadRequestException'
  | 'InternalFailure';

export class AppError extends Error {
  constructor(
    readonly errorType: ErrorType,
    message: string,
  ) {
    super(message);
    this.name = errorType;
  }
}

export const Errors = {
  /** AppSync's wording for a field the caller may not use; it names the field, never the record. */
  unauthorized: (field: string, type = 'Query') =>
    new AppError('Unauthorized', `Not Authorized to access ${field} on type ${type}`),
  validation: (message: string) => new AppError('ValidationError', message),
  conditionFailed: () => new AppError('ConditionalCheckFailedException', 'The conditional request failed'),
  notFound: (message: string) => new AppError('NotFound', message),
  tooManyRequests: () => new AppError('TooManyRequestsException', 'Rate exceeded. Wait and retry.'),
  /** The request carried no usable credentials (HTTP 401, like AppSync). */
  unauthenticated: (message = 'Valid authorization header not provided.') =>
    new AppError('UnauthorizedException', message),
};
