'use client';
// What the invitation page and the join-link page share: the card of a link that cannot be used, the signed-out
// choice (create an account, or sign in and come back), and the move into the link's workspace (confirmed first
// when it takes the caller out of their current one; then the session is refreshed and the dashboard opened).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { AuthCard } from '../../auth/components/auth-card.tsx';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { useMoveOn } from '../lib/session.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** A link that cannot be used (or no longer needs to be): why, and the way home. */
export function ClosedLanding({
  title,
  testId,
  messageTestId,
  severity = 'warning',
  children,
}: {
  title: string;
  testId: string;
  messageTestId: string;
  severity?: 'warning' | 'info';
  children: ReactNode;
}) {
  const { isAuthenticated } = useAuth();
  return (
    <AuthCard title={title} testId={testId}>
      <Alert severity={severity} data-testid={messageTestId}>
        {children}
      </Alert>
      <Button variant="contained" href={isAuthenticated ? '/dashboard' : '/'} sx={{ mt: 3 }}>
        {isAuthenticated ? 'Go to your dashboard' : 'Go to the home page'}
      </Button>
    </AuthCard>
  );
}

/** Signed out: create an account (the link's token travels in `signUpHref`) or sign in and come back. */
export function SignedOutChoice({
  signUpHref,
  signInHref,
  children,
}: {
  signUpHref: string;
  signInHref: string;
  children?: ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <Button variant="contained" size="large" href={signUpHref}>
        Create account
      </Button>
      <Button variant="outlined" size="large" href={signInHref}>
        Sign in
      </Button>
      {children}
    </Stack>
  );
}

/**
 * Signed in: the action that moves the caller into `workspace`. When they are in another workspace (`current`)
 * it says so and asks first (`confirmLabel`, the `consequence` as the question's body). A refusal shows above
 * the actions; success refreshes the session and opens the dashboard.
 */
export function MoveIntoWorkspace({
  workspace,
  current,
  verb,
  errorTestId,
  run,
  success,
  confirmLabel,
  consequence,
  children,
}: {
  workspace: string;
  current: string | null | undefined;
  /** Starts the sentence "… moves you to {workspace}". */
  verb: string;
  errorTestId: string;
  run(): Promise<unknown>;
  success: string;
  confirmLabel: string;
  consequence: ReactNode;
  children(action: { busy: boolean; start(): void }): ReactNode;
}) {
  const call = useCall();
  const moveOn = useMoveOn();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function move(): Promise<boolean> {
    setError(null);
    setBusy(true);
    const done = await call(run, { progress: true, success, onError: (e) => setError(toErrorMessage(e)) });
    if (done === undefined) {
      setBusy(false);
      return false;
    }
    await moveOn('/dashboard');
    return true;
  }

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" data-testid={errorTestId}>
          {error}
        </Alert>
      )}
      {current && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          You are in {current} now. {verb} moves you to {workspace}: you belong to one workspace at a time.
        </Typography>
      )}
      {children({ busy, start: () => (current ? setConfirming(true) : void move()) })}
      <ConfirmDialog
        open={confirming}
        title={`Leave ${current ?? 'your workspace'} for ${workspace}?`}
        confirmLabel={confirmLabel}
        onClose={() => setConfirming(false)}
        onConfirm={move}
      >
        {consequence}
      </ConfirmDialog>
    </Stack>
  );
}
