'use client';
// The dashboard's one form idiom: react-hook-form validated by a zod schema (from packages/contracts when the
// server checks the same input, docs/architecture.md section 5), errors shown after the first submit and then
// live as the user corrects them. Fields bind through the components of ../components (FormTextField, …).
//
// Usage:
//   const form = useZodForm(ZNotificationSettings, { type: undefined, channels: [] });
//   const onSubmit = form.handleSubmit(async (values) => {        // values: the schema's output
//     await call(() => save(values), { progress: true, success: 'Saved', onError: (e) => setServerFieldError(form, e) });
//   });
//   <FormTextField control={form.control} name="type" label="Notification type" select>…</FormTextField>
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A schema a form can use: an object of fields, before and after parsing. */
export type TFormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form of a schema: its fields typed as the schema's input, a valid submit typed as its output. */
export type TZodForm<S extends TFormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export type TZodFormOptions<S extends TFormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'defaultValues'
>;

/** useForm's options for a schema (apart from React, for tests): its resolver and the starting values. */
export function zodFormOptions<S extends TFormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: TZodFormOptions<S> = {},
): UseFormProps<z.input<S>, unknown, z.output<S>> {
  return { mode: 'onSubmit', reValidateMode: 'onChange', ...options, resolver: zodResolver(schema), defaultValues };
}

/**
 * A form validated by `schema`. A schema made from changing data (the pool's password policy, the user's
 * e-mail) may be passed anew on each render: the form validates with the latest one.
 */
export function useZodForm<S extends TFormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options?: TZodFormOptions<S>,
): TZodForm<S> {
  return useForm(zodFormOptions(schema, defaultValues, options));
}

/**
 * What the server holds becomes the form's values whenever it changes (the first load, a refetch after another
 * tab's save or a realtime event), except the fields the user has changed and not saved: those keep what they
 * typed. `values` must keep its identity while the data does (useMemo); null or undefined means not loaded yet.
 */
export function useServerValues<S extends TFormSchema>(
  form: TZodForm<S>,
  values: DefaultValues<z.input<S>> | null | undefined,
): void {
  useEffect(() => {
    if (values) form.reset(values as z.input<S>, { keepDirtyValues: true });
  }, [values, form]);
}
