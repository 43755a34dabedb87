import { describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR, serverErrorOf, setServerError, setServerFieldError } from './server-error.ts';

const appError = (message: string) => JSON.stringify({ source: 'AppError', errorType: 'ValidationError', message });

function fakeForm(values: Record<string, unknown>) {
  return {
    getValues: ((name?: string) => (name === undefined ? values : values[name])) as never,
    setError: vi.fn(),
  };
}

describe('server errors on a form', () => {
  it('puts a ValidationError beside the field it names, and focuses it', () => {
    const form = fakeForm({ email: 'a@b', type: undefined });
    const error = { errors: [{ message: appError('input.email: expected an e-mail address like name@example.com') }] };
    expect(setServerFieldError(form, error)).toBe(true);
    expect(form.setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Expected an e-mail address like name@example.com' },
      { shouldFocus: true },
    );
    // A field whose value is still unset is the form's field too.
    expect(setServerFieldError(form, { errors: [{ message: appError('input.type: cannot be empty') }] })).toBe(true);
  });

  it('leaves the form alone when the error names no field of it', () => {
    const form = fakeForm({ email: '' });
    expect(
      setServerFieldError(form, { errors: [{ message: appError('input.company: at most 200 characters') }] }),
    ).toBe(false);
    expect(setServerFieldError(form, { errors: [{ message: 'Unauthorized' }] })).toBe(false);
    expect(setServerFieldError(form, new Error('Network error'))).toBe(false);
    expect(form.setError).not.toHaveBeenCalled();
  });

  it('keeps a message for the whole form under root.server', () => {
    const form = fakeForm({});
    setServerError(form, 'The current password is not correct. Try again.');
    expect(form.setError).toHaveBeenCalledWith(SERVER_ERROR, {
      type: 'server',
      message: 'The current password is not correct. Try again.',
    });
    expect(serverErrorOf({ root: { server: { type: 'server', message: 'Nope.' } } })).toBe('Nope.');
    expect(serverErrorOf({})).toBeUndefined();
  });
});
