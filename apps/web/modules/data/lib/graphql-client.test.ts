// Partial success and error shaping of the low-level call (no network: the failure values Amplify throws).
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DataCallError, settleFailure } from './graphql-client.ts';

describe('settleFailure', () => {
  const partial = {
    data: { listNotifications: { items: [], nextToken: null } },
    errors: [{ message: 'One field failed', errorType: 'ValidationError', path: ['listNotifications', 'x'] }],
  };

  it('returns the data of an answer with data and errors when the caller accepts partial success', () => {
    expect(settleFailure(partial, true)).toEqual(partial.data);
  });

  it('throws the mapped message otherwise, keeping the errors and data', () => {
    try {
      settleFailure(partial, false);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DataCallError);
      expect((error as DataCallError).message).toBe('One field failed');
      expect((error as DataCallError).errors[0]).toMatchObject({ errorType: 'ValidationError' });
      expect((error as DataCallError).data).toEqual(partial.data);
    }
  });

  it("does not count an answer without data (null fields, or Amplify's empty data) as partial", () => {
    expect(() => settleFailure({ data: { getNotification: null }, errors: [{ message: 'x' }] }, true)).toThrow('x');
    const e = new GraphQLError('Network error', null, null, null, null, new Error('Network error'));
    expect(() => settleFailure({ data: {}, errors: [e] }, true)).toThrow('Network error');
  });

  it('maps AppError JSON from the data service to its message', () => {
    const message = JSON.stringify({
      source: 'AppError',
      errorType: 'ConditionalCheckFailedException',
      message: 'The item already exists',
    });
    expect(() => settleFailure({ data: { createNotification: null }, errors: [{ message }] }, false)).toThrow(
      'The item already exists',
    );
  });
});
