'use client';
// Invitations waiting for the signed-in user (listMyInvitations: pending and unexpired, to their e-mail), with
// accept and decline. Accepting moves them out of their current workspace, so it asks first when they have one;
// afterwards the session is refreshed (the ID token's tenant follows) and the dashboard opens in the new one.
import { WORKSPACE_RETENTION_DAYS } from '@innov/contracts';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCall } from '../../data/lib/use-call.ts';
import { useMoveOn } from '../lib/session.ts';
import { useWorkspace } from '../lib/use-workspace.ts';
import { AcceptInvitation, DeclineInvitation, type MyInvitation, MyInvitations } from '../lib/workspace-api.ts';
import { daysLeft, ROLE_LABELS } from '../lib/workspace-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function MyInvitationsCard() {
  const { data } = MyInvitations.useQuery();
  const { hasWorkspace, workspace } = useWorkspace();
  const [accepting, setAccepting] = useState<MyInvitation | null>(null);
  const [accept] = AcceptInvitation.useMutation();
  const [decline, declining] = DeclineInvitation.useMutation();
  const call = useCall();
  const moveOn = useMoveOn();
  const invitations = data ?? [];
  if (invitations.length === 0) return null;

  async function doAccept(inv: MyInvitation): Promise<boolean> {
    const done = await call(() => accept({ variables: { input: { id: inv.id } } }).unwrap(), {
      progress: true,
      success: `Welcome to ${inv.workspace}`,
    });
    if (done === undefined) return false;
    await moveOn('/dashboard');
    return true;
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="my-invitations-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="my-invitations-heading" variant="h6" component="h2">
          Invitations for you
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {invitations.map((inv) => (
            <Box
              component="li"
              key={inv.id}
              data-testid="my-invitation"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'center',
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <MailOutlineIcon sx={{ color: 'text.secondary' }} aria-hidden />
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{inv.workspace}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {inv.invitedByName ? `${inv.invitedByName} invited you` : 'You are invited'} as{' '}
                  {(ROLE_LABELS[inv.role] ?? inv.role).toLowerCase()} · expires in {daysLeft(inv.expiresAt, new Date())}{' '}
                  days
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  aria-label={`Accept the invitation to ${inv.workspace}`}
                  onClick={() => (hasWorkspace ? setAccepting(inv) : void doAccept(inv))}
                >
                  Accept
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  disabled={declining.isLoading}
                  aria-label={`Decline the invitation to ${inv.workspace}`}
                  onClick={() =>
                    void call(() => decline({ variables: { input: { id: inv.id } } }).unwrap(), {
                      progress: true,
                      success: `You declined the invitation to ${inv.workspace}`,
                    })
                  }
                >
                  Decline
                </Button>
              </Stack>
            </Box>
          ))}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={Boolean(accepting)}
        title={`Move to ${accepting?.workspace ?? 'the new workspace'}?`}
        confirmLabel="Accept and move"
        onClose={() => setAccepting(null)}
        onConfirm={() => (accepting ? doAccept(accepting) : Promise.resolve(false))}
      >
        You belong to one workspace at a time: you leave {workspace?.workspace ?? 'your current workspace'} and its
        teams. A workspace left without members is deleted after {WORKSPACE_RETENTION_DAYS} days.
      </ConfirmDialog>
    </Card>
  );
}
