'use client';
// /invitations/<token>: what the invitation e-mail's link opens. The invitation's preview comes from the server
// (landing.ts). A signed-out visitor creates an account (the address prefilled; the token travels into the sign-up
// confirmation, which joins the workspace) or signs in and comes back here. A signed-in visitor accepts (asked to
// confirm when it moves them out of their current workspace) or declines; a visitor signed in with another
// address is told so and cannot accept. Accepting refreshes the session and opens the dashboard.
import { INVITATION_MESSAGES, type InvitationStatus, WORKSPACE_RETENTION_DAYS } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useState } from 'react';
import { AuthCard } from '../../auth/components/auth-card.tsx';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { workspaceName } from '../../dashboard/lib/workspace.ts';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import type { InvitationPreview } from '../lib/landing.ts';
import { useMoveOn } from '../lib/session.ts';
import { AcceptInvitation, DeclineInvitation } from '../lib/workspace-api.ts';
import { invitationSignUpHref, ROLE_LABELS, signInHref } from '../lib/workspace-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const CLOSED_MESSAGES: Record<Exclude<InvitationStatus, 'PENDING'>, string> = {
  ACCEPTED: INVITATION_MESSAGES.used,
  DECLINED: INVITATION_MESSAGES.declined,
  REVOKED: INVITATION_MESSAGES.revoked,
  EXPIRED: INVITATION_MESSAGES.expired,
};

export function InvitationLanding({ token, preview }: { token: string; preview: InvitationPreview | null }) {
  const { user, isAuthenticated, signOut } = useAuth();
  const [accept] = AcceptInvitation.useMutation();
  const [decline, declining] = DeclineInvitation.useMutation();
  const [confirming, setConfirming] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const call = useCall();
  const moveOn = useMoveOn();
  const landing = `/invitations/${token}`;
  const home = isAuthenticated ? '/dashboard' : '/';

  if (preview?.status !== 'PENDING' || declined) {
    const message = declined
      ? 'You declined the invitation. Whoever invited you can send a new one.'
      : !preview
        ? INVITATION_MESSAGES.notFound
        : CLOSED_MESSAGES[preview.status as Exclude<InvitationStatus, 'PENDING'>];
    return (
      <AuthCard title={declined ? 'Invitation declined' : 'This invitation cannot be used'} testId="invitation-landing">
        <Alert severity={declined ? 'info' : 'warning'} data-testid="invitation-message">
          {message}
        </Alert>
        <Button variant="contained" href={home} sx={{ mt: 3 }}>
          {isAuthenticated ? 'Go to your dashboard' : 'Go to the home page'}
        </Button>
      </AuthCard>
    );
  }

  const role = (ROLE_LABELS[preview.role] ?? preview.role).toLowerCase();
  const sameEmail = Boolean(user?.email) && user?.email.toLowerCase() === preview.email.toLowerCase();
  const current = workspaceName(user?.tenant);

  async function doAccept(): Promise<boolean> {
    setError(null);
    setAccepting(true);
    const done = await call(() => accept({ variables: { input: { token } } }).unwrap(), {
      progress: true,
      success: `Welcome to ${preview?.workspace}`,
      onError: (e) => setError(toErrorMessage(e)),
    });
    if (done === undefined) {
      setAccepting(false);
      return false;
    }
    await moveOn('/dashboard');
    return true;
  }

  return (
    <AuthCard
      title={`Join ${preview.workspace}`}
      testId="invitation-landing"
      description={
        <>
          {preview.invitedByName ?? 'Someone'} invited <strong>{preview.email}</strong> to join{' '}
          <strong>{preview.workspace}</strong> as {role === 'admin' ? 'an' : 'a'} {role}. The invitation is valid until{' '}
          {format(new Date(preview.expiresAt), 'd MMMM yyyy')}.
        </>
      }
    >
      {!isAuthenticated ? (
        <Stack spacing={2}>
          <Button variant="contained" size="large" href={invitationSignUpHref(token, preview.email)}>
            Create account
          </Button>
          <Button variant="outlined" size="large" href={signInHref(landing)}>
            Sign in
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            New here? Create your account with {preview.email}: you join {preview.workspace} as soon as you confirm your
            address. Already have an account with that address? Sign in to accept.
          </Typography>
        </Stack>
      ) : !sameEmail ? (
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="invitation-message">
            {INVITATION_MESSAGES.otherEmail}
          </Alert>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            You are signed in as {user?.email}.
          </Typography>
          <Box>
            <Button
              variant="outlined"
              onClick={async () => {
                await signOut().catch(() => undefined);
                window.location.assign(signInHref(landing));
              }}
            >
              Sign in with another account
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" data-testid="invitation-error">
              {error}
            </Alert>
          )}
          {current && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              You are in {current} now. Accepting moves you to {preview.workspace}: you belong to one workspace at a
              time.
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
            <Button
              variant="contained"
              size="large"
              loading={accepting}
              onClick={() => (current ? setConfirming(true) : void doAccept())}
            >
              Accept invitation
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              disabled={accepting}
              loading={declining.isLoading}
              onClick={async () => {
                const done = await call(() => decline({ variables: { input: { token } } }).unwrap(), {
                  progress: true,
                });
                if (done !== undefined) setDeclined(true);
              }}
            >
              Decline
            </Button>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Leave ${current ?? 'your workspace'} for ${preview.workspace}?`}
        confirmLabel="Accept and move"
        onClose={() => setConfirming(false)}
        onConfirm={doAccept}
      >
        You leave {current ?? 'your current workspace'} and its teams. A workspace left without members is deleted after{' '}
        {WORKSPACE_RETENTION_DAYS} days; if others remain and you are its last owner, make someone else an owner first.
      </ConfirmDialog>
    </AuthCard>
  );
}
