'use client';
// The form of a dialog that creates a record or changes one (a pricing plan, a referral code): it starts from the
// record (or the defaults for a new one) each time the dialog opens, saves through the data layer's call wrapper
// (progress, a toast; the server's error beside its field, else for the whole form, as showServerError puts it)
// and closes once saved, keeping what was typed when the save fails.
import { useEffect } from 'react';
import type { z } from 'zod';
import { useCall } from '../../data/lib/use-call.ts';
import { showServerError } from '../../forms/lib/server-error.ts';
import { type TFormSchema, useZodForm } from '../../forms/lib/use-zod-form.ts';

export function useSaveDialog<S extends TFormSchema, R extends { id: string }>({
  schema,
  record,
  defaultsOf,
  open,
  save,
  saved,
  onClose,
}: {
  schema: S;
  /** The record to change; null to create one. */
  record: R | null;
  defaultsOf(record: R | null): unknown;
  open: boolean;
  /** Saves the form's values with the record's id when it has one. */
  save(input: z.output<S> & { id?: string }): Promise<unknown>;
  /** The toast: what was saved, or made. */
  saved: { changed: string; created: string };
  onClose(): void;
}) {
  const form = useZodForm(schema, defaultsOf(record) as never);
  const call = useCall();
  const { reset } = form;
  useEffect(() => {
    if (open) reset(defaultsOf(record) as never);
  }, [open, record, reset, defaultsOf]);

  const submit = form.handleSubmit(async (values) => {
    const done = await call(() => save({ ...(record ? { id: record.id } : {}), ...values }), {
      progress: true,
      success: record ? saved.changed : saved.created,
      onError: (e) => showServerError(form, e),
    });
    if (done) onClose();
  });
  return { form, submit };
}
