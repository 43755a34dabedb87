'use client';
// The error boundary's page: the 500 content with a retry, and the error logged for the console.
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useStopProgress } from '../../layout/components/progress-bar.tsx';
import { ERROR_CONTENT } from '../lib/error-content.ts';
import { ErrorView } from './error-view.tsx';

export interface TRuntimeErrorViewProps {
  error: Error & { digest?: string };
  reset: () => void;
}

export function RuntimeErrorView({ error, reset }: TRuntimeErrorViewProps) {
  useStopProgress();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorView
      content={ERROR_CONTENT[500]}
      actions={
        <Button onClick={reset} variant="contained" size="large" startIcon={<RefreshIcon />}>
          Try again
        </Button>
      }
    />
  );
}
