'use client';
// Sign out of all devices (GlobalSignOut): every session of the account ends, this one included.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { useDashboardSession } from '../../dashboard/components/dashboard-session.tsx';
import { SectionCard } from './section-card.tsx';

export function SessionsSection() {
  const { signOut, user } = useAuth();
  const { leave } = useDashboardSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();

  async function onConfirm() {
    setBusy(true);
    try {
      // After a federated sign-in the sign-out continues through the hosted logout page (see the user menu).
      const federated = (user?.identities.length ?? 0) > 0;
      await leave(federated ? null : '/auth/login', () => signOut({ global: true }));
    } catch {
      setBusy(false);
      setOpen(false);
      toast.error('Your other devices could not be signed out. Check your connection and try again.');
    }
  }

  return (
    <SectionCard
      id="sessions"
      title="Sessions"
      description="Lost a device or signed in somewhere you should not have? End every session of your account."
    >
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
        Sign out of all devices
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>Sign out of all devices?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            Every browser and app signed in to your account is signed out, this one included. You can sign in again with
            your password.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button onClick={() => void onConfirm()} loading={busy} variant="contained" color="warning">
            Sign out everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
