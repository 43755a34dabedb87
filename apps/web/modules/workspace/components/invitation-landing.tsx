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
import { useCall } from '../../data/lib/use-call.ts';
import type { InvitationPreview } from '../lib/landing.ts';
import { AcceptInvitation, DeclineInvitation } from '../lib/workspace-api.ts';
import { invitationSignUpHref, ROLE_LABELS, signInHref } from '../lib/workspace-format.ts';
import { ClosedLanding, MoveIntoWorkspace, SignedOutChoice } from './landing-parts.tsx';

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
  const [declined, setDeclined] = useState(false);
  const call = useCall();
  const landing = `/invitations/${token}`;

  if (preview?.status !== 'PENDING' || declined) {
    const message = declined
      ? 'You declined the invitation. Whoever invited you can send a new one.'
      : !preview
        ? INVITATION_MESSAGES.notFound
        : CLOSED_MESSAGES[preview.status as Exclude<InvitationStatus, 'PENDING'>];
    return (
      <ClosedLanding
        title={declined ? 'Invitation declined' : 'This invitation cannot be used'}
        testId="invitation-landing"
        messageTestId="invitation-message"
        severity={declined ? 'info' : 'warning'}
      >
        {message}
      </ClosedLanding>
    );
  }

  const role = (ROLE_LABELS[preview.role] ?? preview.role).toLowerCase();
  const sameEmail = Boolean(user?.email) && user?.email.toLowerCase() === preview.email.toLowerCase();
  const current = workspaceName(user?.tenant);

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
        <SignedOutChoice signUpHref={invitationSignUpHref(token, preview.email)} signInHref={signInHref(landing)}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            New here? Create your account with {preview.email}: you join {preview.workspace} as soon as you confirm your
            address. Already have an account with that address? Sign in to accept.
          </Typography>
        </SignedOutChoice>
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
        <MoveIntoWorkspace
          workspace={preview.workspace}
          current={current}
          verb="Accepting"
          errorTestId="invitation-error"
          run={() => accept({ variables: { input: { token } } }).unwrap()}
          success={`Welcome to ${preview.workspace}`}
          confirmLabel="Accept and move"
          consequence={
            <>
              You leave {current ?? 'your current workspace'} and its teams. A workspace left without members is deleted
              after {WORKSPACE_RETENTION_DAYS} days; if others remain and you are its last owner, make someone else an
              owner first.
            </>
          }
        >
          {({ busy, start }) => (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
              <Button variant="contained" size="large" loading={busy} onClick={start}>
                Accept invitation
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                size="large"
                disabled={busy}
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
          )}
        </MoveIntoWorkspace>
      )}
    </AuthCard>
  );
}
