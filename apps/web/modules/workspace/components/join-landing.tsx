'use client';
// /join/<token>: a workspace's join link. Anyone with an e-mail address at one of its domains may ask to join;
// they wait for an owner's or admin's approval. Signed out: create an account (the token travels into the sign-up
// confirmation) or sign in and come back. Signed in: ask to join (confirmed first when it moves them out of their
// current workspace), or, at another domain, read why not.
import { emailDomain, MEMBERSHIP_MESSAGES, WORKSPACE_RETENTION_DAYS } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AuthCard } from '../../auth/components/auth-card.tsx';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { workspaceName } from '../../dashboard/lib/workspace.ts';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import type { JoinLinkPreview } from '../lib/landing.ts';
import { useMoveOn } from '../lib/session.ts';
import { JoinWorkspace } from '../lib/workspace-api.ts';
import { joinSignUpHref, signInHref } from '../lib/workspace-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function JoinLanding({ token, preview }: { token: string; preview: JoinLinkPreview | null }) {
  const { user, isAuthenticated } = useAuth();
  const [join] = JoinWorkspace.useMutation();
  const [confirming, setConfirming] = useState(false);
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const call = useCall();
  const moveOn = useMoveOn();

  if (!preview) {
    return (
      <AuthCard title="This link cannot be used" testId="join-landing">
        <Alert severity="warning" data-testid="join-message">
          {MEMBERSHIP_MESSAGES.joinLinkOff}
        </Alert>
        <Button variant="contained" href={isAuthenticated ? '/dashboard' : '/'} sx={{ mt: 3 }}>
          {isAuthenticated ? 'Go to your dashboard' : 'Go to the home page'}
        </Button>
      </AuthCard>
    );
  }

  const domains = preview.domains;
  const allowed = Boolean(user?.email) && domains.includes(emailDomain(user?.email ?? ''));
  const current = workspaceName(user?.tenant);

  async function doJoin(): Promise<boolean> {
    setError(null);
    setJoining(true);
    const done = await call(() => join({ variables: { input: { token } } }).unwrap(), {
      progress: true,
      success: `You asked to join ${preview?.workspace}`,
      onError: (e) => setError(toErrorMessage(e)),
    });
    if (done === undefined) {
      setJoining(false);
      return false;
    }
    await moveOn('/dashboard');
    return true;
  }

  return (
    <AuthCard
      title={`Join ${preview.workspace}`}
      testId="join-landing"
      description={
        <>
          People with an e-mail address at {domains.join(', ')} can ask to join <strong>{preview.workspace}</strong>. An
          owner or admin approves each request.
        </>
      }
    >
      {!isAuthenticated ? (
        <Stack spacing={2}>
          <Button variant="contained" size="large" href={joinSignUpHref(token)}>
            Create account
          </Button>
          <Button variant="outlined" size="large" href={signInHref(`/join/${token}`)}>
            Sign in
          </Button>
        </Stack>
      ) : !allowed ? (
        <Alert severity="warning" data-testid="join-message">
          {MEMBERSHIP_MESSAGES.joinDomain(domains)} You are signed in as {user?.email}.
        </Alert>
      ) : (
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" data-testid="join-error">
              {error}
            </Alert>
          )}
          {current && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              You are in {current} now. Joining moves you to {preview.workspace}: you belong to one workspace at a time.
            </Typography>
          )}
          <div>
            <Button
              variant="contained"
              size="large"
              loading={joining}
              onClick={() => (current ? setConfirming(true) : void doJoin())}
            >
              Ask to join
            </Button>
          </div>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Leave ${current ?? 'your workspace'} for ${preview.workspace}?`}
        confirmLabel="Ask to join"
        onClose={() => setConfirming(false)}
        onConfirm={doJoin}
      >
        You leave {current ?? 'your current workspace'} and its teams, and wait for an owner or admin of{' '}
        {preview.workspace} to approve you. A workspace left without members is deleted after {WORKSPACE_RETENTION_DAYS}{' '}
        days.
      </ConfirmDialog>
    </AuthCard>
  );
}
