'use client';
// The approval state of the profile claim: a pending account can sign in and edit its profile, but the
// workspace features stay locked until the account is approved (product: pendingApproval).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { TWorkspaceProfile } from '../lib/workspace.ts';

export function ApprovalBanner({ profile }: { profile: TWorkspaceProfile | null }) {
  if (!profile?.pendingApproval) return null;
  const approver = profile.isOwner
    ? 'a platform administrator approves your new workspace'
    : 'the owner of your workspace approves your membership';
  return (
    <Alert severity="warning" variant="outlined" data-testid="approval-banner">
      <AlertTitle>Your account is waiting for approval</AlertTitle>
      You can sign in and edit your profile now. Workspace features (teams, campaigns, ideas and the marketplace) stay
      locked until {approver}. We will e-mail you when that happens.
    </Alert>
  );
}
