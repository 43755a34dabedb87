// What the user sees when a data call fails: the data-layer rules of seed section 8, in order.
//
// Usage:
//   try { await graphqlCall(...) } catch (error) { toast.error(toErrorMessage(error)) }
//
// - a plain string is used as is; a missing value gives 'unknown error';
// - cancellation gives 'Request is canceled by user';
// - a first GraphQL error message that parses as JSON `{ source: 'AppError', message }` yields that message
//   (the data service's business errors, meant for the user verbatim);
// - unauthorized / permission denied gives 'Unauthorized';
// - a field or action the service does not have gives 'Endpoint not Implemented';
// - other GraphQL errors: their messages joined with spaces;
// - anything unrecognised (no message, an internal failure) gives 'An error occurred processing your request.'
//   and is reported to the error-reporting endpoint (a no-op until monitoring is enabled).
// For forms, toFormError also reads a ValidationError that names a field (`input.email: expected …`, see
// docs/architecture.md section 5): the field, and its message without the path, to show beside that field.
// Pure: no Amplify, no zod, no React; safe in tests, server code and the public islands (loaded lazily there).
import { DATA_MESSAGES } from '@innov/contracts';
import { reportError } from './report-error.ts';

interface ErrorLike {
  message?: unknown;
  errorType?: unknown;
  name?: unknown;
  originalError?: unknown;
}

const UNAUTHORIZED_TYPES = new Set([
  'Unauthorized',
  'UnauthorizedException',
  'NotAuthorizedException',
  'AccessDeniedException',
]);
const CANCEL_NAMES = new Set(['CanceledError', 'AbortError', 'CancelError']);
const NOT_IMPLEMENTED_TYPES = new Set(['NotImplemented', 'NotImplementedException', 'FieldUndefined']);
const INTERNAL_TYPES = new Set(['InternalFailure', 'InternalFailureException', 'InternalServerError']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The list of error entries of a GraphQL answer (`{ errors: [...] }`), or of a single error. */
function entriesOf(error: unknown): ErrorLike[] {
  if (isObject(error) && Array.isArray(error.errors) && error.errors.length > 0) {
    return error.errors.map((e) => (isObject(e) ? (e as ErrorLike) : { message: e }));
  }
  if (isObject(error)) return [error as ErrorLike];
  return [];
}

function textOf(entry: ErrorLike): string {
  return typeof entry.message === 'string' ? entry.message.trim() : '';
}

/** `{ "source": "AppError", "errorType": "...", "message": "..." }` in a message, parsed. */
function appErrorOf(message: string): { errorType?: string; message: string } | undefined {
  if (!message.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(message);
    if (isObject(parsed) && parsed.source === 'AppError' && typeof parsed.message === 'string') {
      return {
        message: parsed.message,
        errorType: typeof parsed.errorType === 'string' ? parsed.errorType : undefined,
      };
    }
  } catch {
    // Not JSON: an ordinary message.
  }
  return undefined;
}

/** `{ "source": "AppError", "message": "..." }` in a message: the service's own words for the user. */
function appErrorMessage(message: string): string | undefined {
  return appErrorOf(message)?.message;
}

function isCancel(error: unknown): boolean {
  if (!isObject(error)) return false;
  const name = (error as ErrorLike).name;
  return typeof name === 'string' && CANCEL_NAMES.has(name);
}

function nameOf(entry: ErrorLike): string {
  if (typeof entry.errorType === 'string') return entry.errorType;
  const original = entry.originalError;
  if (isObject(original) && typeof original.name === 'string') return original.name;
  return typeof entry.name === 'string' ? entry.name : '';
}

function isUnauthorized(entry: ErrorLike): boolean {
  const type = nameOf(entry);
  if ([...UNAUTHORIZED_TYPES].some((t) => type.startsWith(t))) return true;
  const message = textOf(entry);
  return (
    message === DATA_MESSAGES.unauthorized ||
    /^Not Authorized to access /.test(message) ||
    /permission denied/i.test(message)
  );
}

function isNotImplemented(entry: ErrorLike): boolean {
  if (NOT_IMPLEMENTED_TYPES.has(nameOf(entry))) return true;
  // graphql-js validation: the operation names a field the schema does not have.
  return /^Cannot query field "[^"]+" on type "(Query|Mutation|Subscription)"/.test(textOf(entry));
}

export function toErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error === undefined || error === null) return DATA_MESSAGES.unknownError;
  // Already mapped by the data layer (a DataCallError, or the DataError a cached call keeps): as it is.
  if (isObject(error) && error.name === 'DataCallError' && typeof error.message === 'string') return error.message;
  if (isCancel(error)) return DATA_MESSAGES.canceled;
  const entries = entriesOf(error);
  const first = entries[0];
  if (first) {
    const appMessage = appErrorMessage(textOf(first));
    if (appMessage !== undefined) return appMessage;
  }
  if (entries.some(isUnauthorized)) return DATA_MESSAGES.unauthorized;
  if (entries.some(isNotImplemented)) return DATA_MESSAGES.notImplemented;
  const messages = entries.map(textOf).filter(Boolean);
  if (messages.length > 0 && !entries.some((e) => INTERNAL_TYPES.has(nameOf(e)))) return messages.join(' ');
  reportError(error);
  return DATA_MESSAGES.unrecognised;
}

/** A failed call's problem with one field of its input, as a form shows it beside that field. */
export interface TFieldError {
  /** The field's path in the call's input, without the `input.` argument: `email`, `answers.0.value`. */
  field: string;
  /** The problem in a sentence: `Expected an e-mail address like name@example.com`. */
  message: string;
}

// The data service's ValidationError names the field first (`input.email: expected …`, `limit: …`).
const FIELD_MESSAGE = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s*(\S[\s\S]*)$/;

/** The field a ValidationError names, with its message; undefined when the error names no field. */
export function fieldErrorOf(error: unknown): TFieldError | undefined {
  const first = entriesOf(error)[0];
  if (!first) return undefined;
  const text = textOf(first);
  const app = appErrorOf(text);
  if (app && app.errorType !== undefined && app.errorType !== 'ValidationError') return undefined;
  const match = FIELD_MESSAGE.exec(app?.message ?? text);
  if (!match?.[1] || !match[2]) return undefined;
  // A plain message (not the service's AppError) counts only with the argument's own prefix.
  if (!app && !match[1].startsWith('input.')) return undefined;
  const message = match[2].replace(/^./, (c) => c.toUpperCase());
  return { field: match[1].replace(/^input\./, ''), message };
}

/**
 * What a form shows for a failed call: a ValidationError's field and its message without the path; anything
 * else, the message of toErrorMessage.
 */
export function toFormError(error: unknown): { message: string; field?: string } {
  const fieldError = fieldErrorOf(error);
  return fieldError ?? { message: toErrorMessage(error) };
}
