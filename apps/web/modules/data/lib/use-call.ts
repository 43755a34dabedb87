'use client';
// The call wrapper of seed section 8: runs a data call with the progress bar, a success toast and an error
// toast (the message from error-message.ts), and re-throws on request. On failure it resolves `undefined`
// (unless rethrow), and touches nothing else, so a form that saves through it keeps what the user typed.
//
// Usage:
//   const call = useCall();
//   const onSubmit = form.handleSubmit(async (values) => {
//     const saved = await call(() => upsert(values).unwrap(), { progress: true, success: 'Saved' });
//     if (saved) router.push('/dashboard');          // on failure: toast shown, form untouched
//   });
// Options: progress (default false) shows the top bar; success: toast text; error: true (default) toasts the
// mapped message, a string toasts that text instead, false shows nothing; onError is handed the error after the
// toast (a form shows a ValidationError beside its field: forms/lib/server-error.ts); rethrow re-throws a
// DataCallError.
import { useProgress } from '@bprogress/next';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { toErrorMessage } from './error-message.ts';
import { DataCallError } from './graphql-client.ts';

export interface CallOptions {
  progress?: boolean;
  success?: string;
  error?: boolean | string;
  onError?: (error: unknown) => void;
  rethrow?: boolean;
}

export type Call = <T>(fn: () => Promise<T>, options?: CallOptions) => Promise<T | undefined>;

/** The wrapper's logic apart from React, for tests: `ui` is the progress bar and the toasts. */
export async function runCall<T>(
  fn: () => Promise<T>,
  options: CallOptions,
  ui: { start(): void; stop(): void; success(text: string): void; error(text: string): void },
): Promise<T | undefined> {
  const { progress = false, success, error = true, onError, rethrow = false } = options;
  if (progress) ui.start();
  try {
    const result = await fn();
    if (success) ui.success(success);
    return result;
  } catch (caught) {
    const message = toErrorMessage(caught);
    if (error) ui.error(typeof error === 'string' ? error : message);
    onError?.(caught);
    if (rethrow)
      throw caught instanceof DataCallError ? caught : new DataCallError(message, [], null, { cause: caught });
    return undefined;
  } finally {
    if (progress) ui.stop();
  }
}

export function useCall(): Call {
  const { start, stop } = useProgress();
  return useCallback(
    <T>(fn: () => Promise<T>, options: CallOptions = {}) =>
      runCall(fn, options, {
        start: () => start(),
        stop: () => stop(),
        success: (text) => toast.success(text),
        error: (text) => toast.error(text),
      }),
    [start, stop],
  );
}
