'use client';
// The form-level message a failed call left (setServerError), as an alert; nothing while there is none.
import Alert, { type AlertProps } from '@mui/material/Alert';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { serverErrorOf } from '../lib/server-error.ts';

export function FormServerError<T extends FieldValues, C, O>({
  control,
  sx,
}: {
  control: Control<T, C, O>;
  sx?: AlertProps['sx'];
}) {
  const { errors } = useFormState({ control });
  const message = serverErrorOf(errors);
  if (!message) return null;
  return (
    <Alert severity="error" sx={sx}>
      {message}
    </Alert>
  );
}
