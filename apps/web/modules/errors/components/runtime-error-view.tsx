'use client';
// The error boundary's page: the 500 content with a retry, and the error logged for the console. Plain React:
// the boundaries that show it (app/error.tsx, app/(marketing)/error.tsx) load up front with the pages below them.
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { ERROR_CONTENT } from '../lib/error-content.ts';
import { ErrorView } from './error-view.tsx';

export interface TRuntimeErrorViewProps {
  error: Error & { digest?: string };
  reset: () => void;
}

export function RuntimeErrorView({ error, reset }: TRuntimeErrorViewProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorView
      content={ERROR_CONTENT[500]}
      actions={
        <button type="button" className="s-btn s-btn--contained s-btn--lg" onClick={reset}>
          <RefreshCw className="s-icon" aria-hidden />
          Try again
        </button>
      }
    />
  );
}
