'use client';
// Every back-office action that deletes, disables or takes access away asks first: the title names the action,
// the text says what it will do and to whom, and the button repeats the action. `requirePassword` asks for the
// admin's password too (the server checks it again: a wrong one comes back beside the field, and nothing is done).
// The dialog closes when the action succeeds and stays open, with what was typed, when it fails.
import { ADMIN_MESSAGES } from '@innov/contracts';
import { type ReactNode, useEffect, useId } from 'react';
import { z } from 'zod';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerFieldError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';

const ZConfirm = z.object({ password: z.string() });
const ZConfirmWithPassword = z.object({ password: z.string().min(1, ADMIN_MESSAGES.passwordRequired) });

export interface TConfirmActionDialogProps {
  open: boolean;
  title: string;
  /** What the action will do, and to whom. */
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'default';
  requirePassword?: boolean;
  /** Fields of the action's own, above the password (a refund's amount); their state is the caller's. */
  fields?: ReactNode;
  /**
   * Runs the action with the password typed (empty without `requirePassword`). Resolves true when done (the
   * dialog closes); false or a rejection keeps it open. A rejection that names `input.password` shows beside it.
   */
  onConfirm(password: string): Promise<boolean>;
  onClose(): void;
}

export function ConfirmActionDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  requirePassword = false,
  fields,
  onConfirm,
  onClose,
}: TConfirmActionDialogProps) {
  const form = useZodForm(requirePassword ? ZConfirmWithPassword : ZConfirm, { password: '' });
  const passwordId = useId();
  const { reset } = form;
  // A dialog opened again starts empty.
  useEffect(() => {
    if (open) reset({ password: '' });
  }, [open, reset]);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      if (await onConfirm(password)) onClose();
    } catch (error) {
      setServerFieldError(form, error);
    }
  });

  return (
    <QuestionDialog
      open={open}
      title={title}
      text={children}
      actionLabel={confirmLabel}
      tone={tone}
      busy={form.formState.isSubmitting}
      maxWidth="xs"
      fullWidth
      onClose={onClose}
      onSubmit={submit}
    >
      {fields}
      {requirePassword && (
        <FormTextField
          control={form.control}
          name="password"
          id={passwordId}
          type="password"
          label="Your password"
          autoComplete="current-password"
          helperText="Confirm it is you before this change."
          fullWidth
          required
          autoFocus
        />
      )}
    </QuestionDialog>
  );
}
