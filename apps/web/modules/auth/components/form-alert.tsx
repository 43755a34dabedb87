'use client';
// A form-level error (or notice) read out when it appears; actions (sign in, reset password) sit under it.
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

export function FormAlert({
  message,
  severity = 'error',
  action,
  children,
}: {
  message: string | null | undefined;
  severity?: 'error' | 'info' | 'success' | 'warning';
  action?: ReactNode;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      action={action}
      data-testid="form-alert"
      sx={{ mb: 2 }}
    >
      {message}
      {children}
    </Alert>
  );
}
