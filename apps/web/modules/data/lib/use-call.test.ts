import { describe, expect, it, vi } from 'vitest';
import { DataCallError } from './graphql-client.ts';
import { runCall } from './use-call.ts';

const ui = () => ({ start: vi.fn(), stop: vi.fn(), success: vi.fn(), error: vi.fn() });

describe('the call wrapper', () => {
  it('shows the progress bar and a success toast', async () => {
    const u = ui();
    await expect(runCall(async () => 7, { progress: true, success: 'Saved' }, u)).resolves.toBe(7);
    expect(u.start).toHaveBeenCalledOnce();
    expect(u.stop).toHaveBeenCalledOnce();
    expect(u.success).toHaveBeenCalledWith('Saved');
    expect(u.error).not.toHaveBeenCalled();
  });

  it('toasts the mapped error and resolves undefined, leaving the caller untouched', async () => {
    const u = ui();
    const failing = () => Promise.reject({ name: 'DataCallError', message: 'Unauthorized', errors: [] });
    await expect(runCall(failing, { progress: true, success: 'Saved' }, u)).resolves.toBeUndefined();
    expect(u.error).toHaveBeenCalledWith('Unauthorized');
    expect(u.success).not.toHaveBeenCalled();
    expect(u.stop).toHaveBeenCalledOnce();
  });

  it('can replace the error text, stay silent, or re-throw', async () => {
    const u = ui();
    await runCall(() => Promise.reject(new Error('x')), { error: 'Could not save' }, u);
    expect(u.error).toHaveBeenLastCalledWith('Could not save');
    await runCall(() => Promise.reject(new Error('x')), { error: false }, u);
    expect(u.error).toHaveBeenCalledTimes(1);
    await expect(runCall(() => Promise.reject('Plain words'), { rethrow: true }, u)).rejects.toThrow(DataCallError);
    expect(u.error).toHaveBeenLastCalledWith('Plain words');
  });

  it('hands the failure to onError after the toast, and not a success', async () => {
    const u = ui();
    const onError = vi.fn();
    const failure = { errors: [{ message: 'input.name: cannot be empty' }] };
    await runCall(() => Promise.reject(failure), { onError }, u);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(u.error).toHaveBeenCalledWith('input.name: cannot be empty');
    await runCall(async () => 1, { onError }, u);
    expect(onError).toHaveBeenCalledOnce();
  });
});
