'use client';
// A country picker bound to a form field (ISO 3166-1 alpha-2 codes, "Not set" for none), the countries named and
// sorted in the browser's language: the workspace's company address and the billing address share it.
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { countryOptions } from '../../workspace/lib/workspace-format.ts';
import { FormTextField, type TFormTextFieldProps } from './form-text-field.tsx';

function useLocale(): string {
  return typeof navigator === 'undefined' ? 'en' : navigator.language || 'en';
}

export function FormCountryField<T extends FieldValues, C, O>(
  props: Omit<TFormTextFieldProps<T, C, O>, 'select' | 'children'>,
) {
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  return (
    <FormTextField
      label="Country"
      fullWidth
      {...props}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Not set</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </FormTextField>
  );
}
