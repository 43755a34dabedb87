// Errors as values with AppSync's names: a resolver throws `AppError`; the HTTP layer and the realtime layer
// render it as `{ message, errorType, path, locations }` without anything internal (stack, SQL) in it.
// Business errors (the caller's input or the record's state) are meant for the user word for word: their
// message goes out as JSON `{"source":"AppError","errorType":...,"message":...}`, which the web data layer
// recognises (seed section 8) and shows as is. Authorization and internal failures keep AppSync's plain form.
export type ErrorType =
  | 'Unauthorized'
  | 'UnauthorizedException'
  | 'ValidationError'
  | 'ConditionalCheckFailedException'
  | 'NotFound'
  | 'TooManyRequestsException'
  | 'BadRequestException'
  | 'WorkspaceInactive'
  | 'PlanRequired'
  | 'PlanLimitReached'
  | 'InvitationInvalid'
  | 'InvitationMismatch'
  | 'MoveRefused'
  | 'IdeaLocked'
  | 'PhaseClosed'
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

/** Error types whose message is written for the user (the business errors). */
const USER_FACING: ReadonlySet<ErrorType> = new Set([
  'ValidationError',
  'ConditionalCheckFailedException',
  'NotFound',
  'TooManyRequestsException',
  'BadRequestException',
  'WorkspaceInactive',
  'PlanRequired',
  'PlanLimitReached',
  'InvitationInvalid',
  'InvitationMismatch',
  'MoveRefused',
  'IdeaLocked',
  'PhaseClosed',
]);

/** The message an AppError goes out with: AppError JSON for business errors, else the plain message. */
export function renderAppErrorMessage(error: AppError): string {
  if (!USER_FACING.has(error.errorType)) return error.message;
  return JSON.stringify({ source: 'AppError', errorType: error.errorType, message: error.message });
}

/** What a caller is told of our own failure: nothing internal, and the request's id to find it in the logs. */
export const internalFailureMessage = (requestId: string) => `Internal server error. Request id: ${requestId}`;

export const Errors = {
  /** AppSync's wording for a field the caller may not use; it names the field, never the record. */
  unauthorized: (field: string, type = 'Query') =>
    new AppError('Unauthorized', `Not Authorized to access ${field} on type ${type}`),
  validation: (message: string) => new AppError('ValidationError', message),
  conditionFailed: () => new AppError('ConditionalCheckFailedException', 'The conditional request failed'),
  notFound: (message: string) => new AppError('NotFound', message),
  tooManyRequests: (message = 'Rate exceeded. Wait and retry.') => new AppError('TooManyRequestsException', message),
  workspaceInactive: (message: string) => new AppError('WorkspaceInactive', message),
  planRequired: (message: string) => new AppError('PlanRequired', message),
  planLimitReached: (message: string) => new AppError('PlanLimitReached', message),
  /** An invitation or join link that is used, expired, revoked, declined, turned off or unknown. */
  invitationInvalid: (message: string) => new AppError('InvitationInvalid', message),
  /** An invitation (or join link) meant for another e-mail address (or domain). */
  invitationMismatch: (message: string) => new AppError('InvitationMismatch', message),
  /** Moving to another workspace would leave the caller's workspace without an owner. */
  moveRefused: (message: string) => new AppError('MoveRefused', message),
  /** An idea whose review has started is no longer edited (IDEA_MESSAGES.locked). */
  ideaLocked: (message: string) => new AppError('IdeaLocked', message),
  /** A campaign's status or active phase does not allow this now (CAMPAIGN_MESSAGES: submission, votes, comments). */
  phaseClosed: (message: string) => new AppError('PhaseClosed', message),
  /** The request carried no usable credentials (HTTP 401, like AppSync). */
  unauthenticated: (message = 'Valid authorization header not provided.') =>
    new AppError('UnauthorizedException', message),
};
