'use client';
// On the overview, for owners and admins: how many people asked to join by the join link and wait for approval,
// with the way to the members list.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { WorkspaceMemberList } from '../../dashboard/lib/workspace-members.ts';
import { useWorkspace } from '../lib/use-workspace.ts';

export const MEMBERS_HREF = '/dashboard/companies#members';

export function PendingApprovals() {
  const { manage, active } = useWorkspace();
  const { data } = WorkspaceMemberList.useQuery(
    { variables: { status: 'PENDING', limit: 1 } },
    { skip: !manage || !active },
  );
  const count = data?.pendingCount ?? 0;
  if (!manage || !active || count === 0) return null;
  return (
    <Alert
      severity="info"
      variant="outlined"
      data-testid="pending-approvals"
      action={
        <Button color="inherit" size="small" href={MEMBERS_HREF}>
          Review
        </Button>
      }
    >
      <AlertTitle>
        {count === 1 ? '1 person is waiting for approval' : `${count} people are waiting for approval`}
      </AlertTitle>
      They asked to join by your join link. Approve or decline them on the company page.
    </Alert>
  );
}
