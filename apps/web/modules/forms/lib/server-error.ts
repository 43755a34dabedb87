// Errors that come back from the server, shown on the form: a data call's ValidationError beside the field it
// names (the data layer's one error mapper reads it), or a message for the whole form (an identity error that
// belongs to no one field). Both are cleared by the next submit.
import type { FieldErrors, FieldPath, FieldValues, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorOf, toErrorMessage } from '../../data/lib/error-message.ts';

/** Where a form keeps its form-level server message (react-hook-form clears `root` errors on submit). */
export const SERVER_ERROR = 'root.server';

interface TFormLike<T extends FieldValues> {
  getValues: UseFormGetValues<T>;
  setError: UseFormSetError<T>;
}

/**
 * Shows a failed call's ValidationError beside the field it names (`input.email: …` on the field `email`) and
 * focuses it. Returns false, doing nothing, when the error names no field of this form.
 */
export function setServerFieldError<T extends FieldValues>(form: TFormLike<T>, error: unknown): boolean {
  const found = fieldErrorOf(error);
  if (!found) return false;
  const name = found.field as FieldPath<T>;
  const values = form.getValues();
  const known =
    (typeof values === 'object' && values !== null && found.field in values) || form.getValues(name) !== undefined;
  if (!known) return false;
  form.setError(name, { type: 'server', message: found.message }, { shouldFocus: true });
  return true;
}

/** Shows `message` for the whole form (FormServerError renders it). */
export function setServerError<T extends FieldValues>(form: Pick<TFormLike<T>, 'setError'>, message: string): void {
  form.setError(SERVER_ERROR as FieldPath<T>, { type: 'server', message });
}

/** A failed call's error on the form: beside the field it names, else as the form's own message. */
export function showServerError<T extends FieldValues>(form: TFormLike<T>, error: unknown): void {
  if (!setServerFieldError(form, error)) setServerError(form, toErrorMessage(error));
}

/** The form-level server message, if any. */
export function serverErrorOf<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const message = (errors.root as Record<string, { message?: unknown }> | undefined)?.server?.message;
  return typeof message === 'string' && message ? message : undefined;
}
