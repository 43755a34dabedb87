import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorOf, toErrorMessage, toFormError } from './error-message.ts';
import { setErrorReporter } from './report-error.ts';

afterEach(() => setErrorReporter(undefined));

describe('data-layer error messages (seed section 8)', () => {
  it('uses a plain string as is; a missing value is unknown error', () => {
    expect(toErrorMessage('Something specific')).toBe('Something specific');
    expect(toErrorMessage(undefined)).toBe('unknown error');
    expect(toErrorMessage(null)).toBe('unknown error');
  });

  it('yields the message of a first error that is AppError JSON', () => {
    const appError = JSON.stringify({ source: 'AppError', errorType: 'ValidationError', message: 'Name is taken.' });
    expect(toErrorMessage({ data: null, errors: [{ message: appError }, { message: 'other' }] })).toBe(
      'Name is taken.',
    );
    // Only the first message counts, and only with source AppError.
    expect(toErrorMessage({ errors: [{ message: 'first' }, { message: appError }] })).toBe(`first ${appError}`);
    expect(toErrorMessage({ errors: [{ message: '{"source":"Other","message":"x"}' }] })).toBe(
      '{"source":"Other","message":"x"}',
    );
  });

  it('joins other messages with spaces', () => {
    expect(toErrorMessage({ errors: [{ message: 'One.' }, { message: 'Two.' }] })).toBe('One. Two.');
    expect(toErrorMessage(new Error('Network error'))).toBe('Network error');
  });

  it('turns unauthorized and permission denied into Unauthorized', () => {
    expect(toErrorMessage({ errors: [{ errorType: 'Unauthorized', message: 'Not Authorized to access x' }] })).toBe(
      'Unauthorized',
    );
    expect(toErrorMessage({ errors: [{ message: 'Not Authorized to access getTenant on type Query' }] })).toBe(
      'Unauthorized',
    );
    expect(toErrorMessage({ errors: [{ message: 'Connection failed: Permission denied' }] })).toBe('Unauthorized');
    // As Amplify wraps an HTTP 401 (createGraphQLResultWithError), before its own rewording.
    const http401 = Object.assign(new Error('Valid authorization header not provided.'), {
      name: 'UnauthorizedException',
    });
    const amplify401 = new GraphQLError(http401.message, null, null, null, null, http401);
    expect(toErrorMessage({ data: {}, errors: [amplify401] })).toBe('Unauthorized');
  });

  it('turns cancellation into Request is canceled by user', () => {
    expect(toErrorMessage(Object.assign(new Error('canceled'), { name: 'CanceledError' }))).toBe(
      'Request is canceled by user',
    );
    expect(toErrorMessage(new DOMException('aborted', 'AbortError'))).toBe('Request is canceled by user');
  });

  it('says Endpoint not Implemented for an action the service does not have', () => {
    expect(toErrorMessage({ errors: [{ message: 'Cannot query field "deleteTenantX" on type "Mutation".' }] })).toBe(
      'Endpoint not Implemented',
    );
    expect(toErrorMessage({ errors: [{ errorType: 'NotImplemented', message: 'nope' }] })).toBe(
      'Endpoint not Implemented',
    );
  });

  it('reports unrecognised errors and shows the generic message', () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    expect(toErrorMessage({ weird: true })).toBe('An error occurred processing your request.');
    expect(toErrorMessage(42)).toBe('An error occurred processing your request.');
    expect(
      toErrorMessage({ errors: [{ errorType: 'InternalFailure', message: 'An internal failure occurred.' }] }),
    ).toBe('An error occurred processing your request.');
    expect(reporter).toHaveBeenCalledTimes(3);
  });

  it('does not report when no reporter is installed (monitoring disabled)', () => {
    expect(() => toErrorMessage({})).not.toThrow();
  });

  it('keeps a message the data layer already mapped', () => {
    expect(toErrorMessage({ name: 'DataCallError', message: 'Request is canceled by user', errors: [] })).toBe(
      'Request is canceled by user',
    );
  });
});

describe('field errors for forms', () => {
  const appError = (message: string, errorType = 'ValidationError') =>
    JSON.stringify({ source: 'AppError', errorType, message });

  it('reads the field a ValidationError names, and its message without the path', () => {
    const error = {
      errors: [
        {
          errorType: 'ValidationError',
          message: appError('input.email: expected an e-mail address like name@example.com'),
        },
      ],
    };
    expect(fieldErrorOf(error)).toEqual({
      field: 'email',
      message: 'Expected an e-mail address like name@example.com',
    });
    expect(toFormError(error)).toEqual({ field: 'email', message: 'Expected an e-mail address like name@example.com' });
    expect(fieldErrorOf({ errors: [{ message: appError('input.answers.0.value: at most 5') }] })).toEqual({
      field: 'answers.0.value',
      message: 'At most 5',
    });
    expect(fieldErrorOf({ errors: [{ message: appError('limit: expected a positive integer') }] })?.field).toBe(
      'limit',
    );
  });

  it('reads it from what the data layer keeps (a DataCallError and its entries) and from plain messages', () => {
    const raw = appError('input.referralCode: this referral code cannot be used with an enquiry');
    const mapped = {
      name: 'DataCallError',
      message: 'input.referralCode: this referral code cannot be used with an enquiry',
      errors: [{ message: raw, errorType: 'ValidationError' }],
    };
    expect(fieldErrorOf(mapped)).toEqual({
      field: 'referralCode',
      message: 'This referral code cannot be used with an enquiry',
    });
    expect(fieldErrorOf({ name: 'DataCallError', message: mapped.message, errors: [] })?.field).toBe('referralCode');
    expect(toFormError({ errors: [{ message: 'input.email: must be an e-mail address' }] })).toEqual({
      field: 'email',
      message: 'Must be an e-mail address',
    });
  });

  it('names no field for other errors, which keep the data-layer message', () => {
    expect(
      fieldErrorOf({ errors: [{ message: appError('Your workspace is waiting for approval.', 'WorkspaceInactive') }] }),
    ).toBeUndefined();
    expect(
      fieldErrorOf({ errors: [{ message: appError('Invalid nextToken: it is not a token this query issued.') }] }),
    ).toBeUndefined();
    // A plain message names a field only with the input argument's prefix.
    expect(fieldErrorOf(new Error('Note: something else'))).toBeUndefined();
    expect(fieldErrorOf(null)).toBeUndefined();
    expect(toFormError({ errors: [{ errorType: 'Unauthorized', message: 'Not Authorized to access x' }] })).toEqual({
      message: 'Unauthorized',
    });
    expect(toFormError(new Error('Network error'))).toEqual({ message: 'Network error' });
    expect(toFormError(null)).toEqual({ message: 'unknown error' });
  });
});
