'use client';
// /join/<token>: a workspace's join link. Anyone with an e-mail address at one of its domains may ask to join;
// they wait for an owner's or admin's approval. Signed out: create an account (the token travels into the sign-up
// confirmation) or sign in and come back. Signed in: ask to join (confirmed first when it moves them out of their
// current workspace), or, at another domain, read why not.
import { emailDomain, MEMBERSHIP_MESSAGES, WORKSPACE_RETENTION_DAYS } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AuthCard } from '../../auth/components/auth-card.tsx';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { workspaceName } from '../../dashboard/lib/workspace.ts';
import type { JoinLinkPreview } from '../lib/landing.ts';
import { JoinWorkspace } from '../lib/workspace-api.ts';
import { joinSignUpHref, signInHref } from '../lib/workspace-format.ts';
import { ClosedLanding, MoveIntoWorkspace, SignedOutChoice } from './landing-parts.tsx';

export function JoinLanding({ token, preview }: { token: string; preview: JoinLinkPreview | null }) {
  const { user, isAuthenticated } = useAuth();
  const [join] = JoinWorkspace.useMutation();

  if (!preview) {
    return (
      <ClosedLanding title="This link cannot be used" testId="join-landing" messageTestId="join-message">
        {MEMBERSHIP_MESSAGES.joinLinkOff}
      </ClosedLanding>
    );
  }

  const domains = preview.domains;
  const allowed = Boolean(user?.email) && domains.includes(emailDomain(user?.email ?? ''));
  const current = workspaceName(user?.tenant);

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
        <SignedOutChoice signUpHref={joinSignUpHref(token)} signInHref={signInHref(`/join/${token}`)} />
      ) : !allowed ? (
        <Alert severity="warning" data-testid="join-message">
          {MEMBERSHIP_MESSAGES.joinDomain(domains)} You are signed in as {user?.email}.
        </Alert>
      ) : (
        <MoveIntoWorkspace
          workspace={preview.workspace}
          current={current}
          verb="Joining"
          errorTestId="join-error"
          run={() => join({ variables: { input: { token } } }).unwrap()}
          success={`You asked to join ${preview.workspace}`}
          confirmLabel="Ask to join"
          consequence={
            <>
              You leave {current ?? 'your current workspace'} and its teams, and wait for an owner or admin of{' '}
              {preview.workspace} to approve you. A workspace left without members is deleted after{' '}
              {WORKSPACE_RETENTION_DAYS} days.
            </>
          }
        >
          {({ busy, start }) => (
            <div>
              <Button variant="contained" size="large" loading={busy} onClick={start}>
                Ask to join
              </Button>
            </div>
          )}
        </MoveIntoWorkspace>
      )}
    </AuthCard>
  );
}
