'use client';
// What a screen shows when the data it reads could not be loaded: the reason, and a Retry button that reads it
// again. One shape for every list and page that reads through the data layer.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export function RetryAlert({ onRetry, sx, children }: { onRetry(): void; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
