'use client';
// Ownership transfer. The primary owner (billing contact, gets platform mail) offers the role to an active
// member, who must confirm; until then the offer can be cancelled. The recipient sees a banner to accept or
// decline (TransferBanner, also on the overview). Once accepted, the session is refreshed so the new roles show.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SectionCard } from '../../account/components/section-card.tsx';
import { WorkspaceMemberList } from '../../dashboard/lib/workspace-members.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { useMoveOn } from '../lib/session.ts';
import { useWorkspace } from '../lib/use-workspace.ts';
import { CancelOwnershipTransfer, ConfirmOwnershipTransfer, TransferOwnership } from '../lib/workspace-api.ts';
import { shortDate } from '../lib/workspace-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function OwnershipSection() {
  const { workspace, userId, active, refetch } = useWorkspace();
  const pending = workspace?.pendingTransfer ?? null;
  const { data: members } = WorkspaceMemberList.useQuery({ variables: { status: 'ACTIVE', limit: 100 } });
  const candidates = (members?.items ?? []).filter((m) => m.userId !== userId && m.status === 'ACTIVE');
  const [to, setTo] = useState('');
  const [stayOwner, setStayOwner] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [transfer] = TransferOwnership.useMutation();
  const [cancel, cancelling] = CancelOwnershipTransfer.useMutation();
  const call = useCall();
  const recipient = candidates.find((m) => m.userId === to);
  const recipientName = recipient?.name || recipient?.email || 'this member';

  return (
    <SectionCard
      id="ownership"
      title="Ownership"
      description="You are the primary owner: the billing contact, who receives the platform’s e-mail. Hand this role to another member; they confirm before it moves."
    >
      {pending && pending.fromUserId === userId ? (
        <Alert
          severity="info"
          variant="outlined"
          data-testid="transfer-pending"
          action={
            <Button
              color="inherit"
              size="small"
              loading={cancelling.isLoading}
              onClick={async () => {
                const done = await call(() => cancel({}).unwrap(), {
                  progress: true,
                  success: 'The ownership transfer was cancelled',
                });
                if (done !== undefined) await refetch();
              }}
            >
              Cancel transfer
            </Button>
          }
        >
          <AlertTitle>Waiting for {pending.toName || 'the new owner'} to accept</AlertTitle>
          Offered on {shortDate(pending.requestedAt)}.{' '}
          {pending.stayOwner ? 'You stay an owner.' : 'You become an admin once they accept.'}
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <TextField
            select
            label="New primary owner"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            disabled={!active || candidates.length === 0}
            helperText={
              candidates.length === 0 ? 'Invite someone first: ownership goes to an active member.' : undefined
            }
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
          >
            <option value="">Choose a member</option>
            {candidates.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name ? `${m.name} (${m.email})` : m.email}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={stayOwner} onChange={(e) => setStayOwner(e.target.checked)} />}
            label="I stay an owner after the transfer"
          />
          <div>
            <Button variant="outlined" disabled={!to || !active} onClick={() => setConfirming(true)}>
              Transfer ownership
            </Button>
          </div>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Make ${recipientName} the primary owner?`}
        confirmLabel="Send the request"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const done = await call(() => transfer({ variables: { input: { userId: to, stayOwner } } }).unwrap(), {
            progress: true,
            success: `${recipientName} was asked to accept the ownership`,
          });
          if (done === undefined) return false;
          setTo('');
          await refetch();
          return true;
        }}
      >
        {recipientName} is asked to accept. Until then you can cancel.{' '}
        {stayOwner ? 'You stay an owner.' : 'Once they accept you become an admin.'}
      </ConfirmDialog>
    </SectionCard>
  );
}

/** For the recipient of an ownership transfer: accept or decline, wherever they are in the dashboard. */
export function TransferBanner() {
  const { workspace, userId } = useWorkspace();
  const pending = workspace?.pendingTransfer ?? null;
  const [confirm, state] = ConfirmOwnershipTransfer.useMutation();
  const call = useCall();
  const moveOn = useMoveOn();
  if (!pending || pending.toUserId !== userId) return null;

  async function answer(accept: boolean) {
    const done = await call(() => confirm({ variables: { input: { accept } } }).unwrap(), {
      progress: true,
      success: accept ? `You are now the primary owner of ${workspace?.workspace ?? 'the workspace'}` : 'Declined',
    });
    if (done !== undefined) await moveOn(window.location.pathname);
  }

  return (
    <Alert
      severity="info"
      data-testid="transfer-banner"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <Button size="small" variant="contained" loading={state.isLoading} onClick={() => void answer(true)}>
            Accept
          </Button>
          <Button size="small" color="inherit" disabled={state.isLoading} onClick={() => void answer(false)}>
            Decline
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{pending.fromName || 'The primary owner'} wants to make you the primary owner</AlertTitle>
      You would become the billing contact of {workspace?.workspace ?? 'the workspace'} and receive the platform’s
      e-mail about it.
    </Alert>
  );
}
