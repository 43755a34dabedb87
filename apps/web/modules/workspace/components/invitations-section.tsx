'use client';
// Invitations, for owners and admins: "Invite people" and the pending invitations (who, role, invited by,
// days left), each resent (a new link; the old one stops working) or revoked (after a confirmation).
import type { WorkspaceRole } from '@innov/contracts';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '../../account/components/section-card.tsx';
import { useHydrated } from '../../auth/lib/use-hydrated.ts';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { useWorkspace } from '../lib/use-workspace.ts';
import { type Invitation, Invitations, ResendInvitation, RevokeInvitation } from '../lib/workspace-api.ts';
import { daysLeft, ROLE_LABELS } from '../lib/workspace-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';

export function InvitationsSection() {
  const { role, active, workspace } = useWorkspace();
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const pages = Invitations.usePages({ variables: { status: 'PENDING', limit: 20 } });
  const invitations = (pages.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  const [revoke] = RevokeInvitation.useMutation();
  const call = useCall();
  const teamsAvailable = Boolean(workspace?.entitlements.features.includes('teams'));
  const hydrated = useHydrated();

  return (
    <SectionCard
      id="invitations"
      title="Invitations"
      description="People you invite get an e-mail with a link to join. An invitation is their approval."
    >
      <Button
        variant="contained"
        startIcon={<PersonAddAlt1OutlinedIcon aria-hidden />}
        onClick={() => setInviting(true)}
        // Server-rendered with the workspace: a press before hydration would do nothing.
        disabled={!active || !hydrated}
      >
        Invite people
      </Button>
      {!active && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Invitations open once the workspace is approved.
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        Pending invitations
      </Typography>
      {pages.isLoading ? (
        <Skeleton variant="rounded" height={56} />
      ) : invitations.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No pending invitations.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Pending invitations" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invitations.map((inv) => (
            <InvitationRow key={inv.id} invitation={inv} onRevoke={() => setRevoking(inv)} canWrite={active} />
          ))}
        </Box>
      )}
      {pages.hasNextPage && <LoadMoreButton sx={{ mt: 1 }} pages={pages} />}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        callerRole={role as WorkspaceRole | null}
        teamsAvailable={teamsAvailable}
      />
      <ConfirmDialog
        open={Boolean(revoking)}
        title={`Withdraw the invitation to ${revoking?.email ?? ''}?`}
        confirmLabel="Withdraw"
        tone="danger"
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return false;
          const done = await call(() => revoke({ variables: { input: { id: revoking.id } } }).unwrap(), {
            progress: true,
            success: `The invitation to ${revoking.email} was withdrawn`,
          });
          return done !== undefined;
        }}
      >
        The link in their e-mail stops working. You can invite them again later.
      </ConfirmDialog>
    </SectionCard>
  );
}

function InvitationRow({
  invitation,
  onRevoke,
  canWrite,
}: {
  invitation: Invitation;
  onRevoke(): void;
  canWrite: boolean;
}) {
  const [resend, resending] = ResendInvitation.useMutation();
  const call = useCall();
  const left = daysLeft(invitation.expiresAt, new Date());
  return (
    <Box
      component="li"
      data-testid="invitation-row"
      aria-label={invitation.email}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <MailOutlineIcon sx={{ color: 'text.secondary' }} aria-hidden />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {invitation.invitedByName ? `Invited by ${invitation.invitedByName} · ` : ''}
          {left > 0 ? `Expires in ${left} ${left === 1 ? 'day' : 'days'}` : 'Expires today'}
        </Typography>
      </Box>
      <Chip size="small" label={ROLE_LABELS[invitation.role] ?? invitation.role} />
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!canWrite}
          aria-label={`Resend the invitation to ${invitation.email}`}
          loading={resending.isLoading}
          onClick={() =>
            void call(() => resend({ variables: { input: { id: invitation.id } } }).unwrap(), {
              progress: true,
              success: `A new link was sent to ${invitation.email}`,
            })
          }
        >
          Resend
        </Button>
        <Button
          size="small"
          color="error"
          disabled={!canWrite}
          onClick={onRevoke}
          aria-label={`Revoke the invitation to ${invitation.email}`}
        >
          Revoke
        </Button>
      </Stack>
    </Box>
  );
}
