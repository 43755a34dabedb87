'use client';
// Where the workspace stands, as the data service's guard sees it (getMyWorkspace), with the ID token's profile
// claim as the first guess while that loads: waiting for approval (the owner can edit the company and choose a
// plan; features stay locked), not approved (the reason, and a way to submit again), or deactivated; and a member
// who joined by the join link and waits for an owner's or admin's approval.
import { MEMBERSHIP_MESSAGES, WORKSPACE_MESSAGES } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { format } from 'date-fns';
import { useCall } from '../../data/lib/use-call.ts';
import { SubmitWorkspace, useMyWorkspace } from '../lib/my-workspace.ts';
import type { TWorkspaceProfile } from '../lib/workspace.ts';

export function ApprovalBanner({ profile }: { profile: TWorkspaceProfile | null }) {
  const { workspace, status, owner, refetch } = useMyWorkspace(profile);
  const [submit, { isLoading: submitting }] = SubmitWorkspace.useMutation();
  const call = useCall();

  if (status === 'REJECTED') {
    return (
      <Alert severity="error" variant="outlined" data-testid="approval-banner">
        <AlertTitle>Your workspace was not approved</AlertTitle>
        {workspace?.rejectionReason && <p style={{ margin: '0 0 8px' }}>{workspace.rejectionReason}</p>}
        {owner ? (
          <>
            Update your company information, then submit the workspace for approval again.
            <div style={{ marginTop: 8 }}>
              <Button
                variant="contained"
                size="small"
                disabled={submitting || !workspace?.tenantId}
                onClick={async () => {
                  const done = await call(
                    () => submit({ variables: { input: { tenantId: workspace?.tenantId } } }).unwrap(),
                    { progress: true, success: 'Your workspace is submitted for approval.' },
                  );
                  if (done) await refetch();
                }}
              >
                Submit for approval again
              </Button>
            </div>
          </>
        ) : (
          'The owner of your workspace can update it and submit it again.'
        )}
      </Alert>
    );
  }
  if (status === 'DEACTIVATED' && workspace?.deletedAt) {
    return (
      <Alert severity="error" variant="outlined" data-testid="approval-banner">
        <AlertTitle>{MEMBERSHIP_MESSAGES.deleted}</AlertTitle>
        Its content is kept until{' '}
        {workspace.purgeAfter ? format(new Date(workspace.purgeAfter), 'd MMM yyyy') : 'it is purged'} and can be
        restored by our team until then. You can <a href="/dashboard/companies">create a new workspace</a> or accept an
        invitation.
      </Alert>
    );
  }
  if (status === 'DEACTIVATED') {
    return (
      <Alert severity="error" variant="outlined" data-testid="approval-banner">
        <AlertTitle>{WORKSPACE_MESSAGES.deactivated}</AlertTitle>
        You can still sign in and read your workspace, but not change anything. Contact us if you think this is a
        mistake.
      </Alert>
    );
  }
  if (status === 'ACTIVE' && workspace?.pendingApproval && workspace.role !== 'owner') {
    return (
      <Alert severity="warning" variant="outlined" data-testid="approval-banner">
        <AlertTitle>{MEMBERSHIP_MESSAGES.memberPending}</AlertTitle>
        Until then you can sign in and edit your profile; the workspace's members, teams and other features open once
        you are approved. We will tell you when that happens.
      </Alert>
    );
  }
  if (status !== 'PENDING') return null;
  const approver = owner
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
