'use client';
// A yes-or-no question before an action that is hard to undo (remove a member, revoke an invitation, leave):
// the title says what happens, the body its consequence, the confirm button names the action. While the action
// runs the buttons wait; the dialog closes when it succeeds and stays open (the toast says why) when it fails.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';

export interface TConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'default';
  /** Resolves true when done (the dialog closes), false when it failed (it stays). */
  onConfirm(): Promise<boolean>;
  onClose(): void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'default',
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          color={tone === 'danger' ? 'error' : 'primary'}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              if (await onConfirm()) onClose();
            } finally {
              setBusy(false);
            }
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
