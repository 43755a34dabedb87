'use client';
// A yes-or-no question before an action that is hard to undo (remove a member, revoke an invitation, leave):
// the title says what happens, the body its consequence, the confirm button names the action. While the action
// runs the buttons wait; the dialog closes when it succeeds and stays open (the toast says why) when it fails.
// QuestionDialog is its shell, also for the questions that need an answer typed in (a reason, a name): then the
// dialog is a form and its action submits it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

export interface TQuestionDialogProps {
  open: boolean;
  title: ReactNode;
  /** The consequence; it describes the dialog. */
  text: ReactNode;
  /** Fields below the text (with `onSubmit`). */
  children?: ReactNode;
  actionLabel: string;
  tone?: 'danger' | 'default';
  /** The action runs: the buttons wait and the dialog does not close. */
  busy: boolean;
  actionDisabled?: boolean;
  maxWidth?: 'xs' | 'sm';
  fullWidth?: boolean;
  onClose(): void;
  /** The dialog is a form; the action submits it. */
  onSubmit?(event: FormEvent): void;
  /** Otherwise, the action's click. */
  onAction?(): void;
}

export function QuestionDialog({
  open,
  title,
  text,
  children,
  actionLabel,
  tone = 'default',
  busy,
  actionDisabled,
  maxWidth,
  fullWidth,
  onClose,
  onSubmit,
  onAction,
}: TQuestionDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth={maxWidth}
      fullWidth={fullWidth}
      slotProps={onSubmit ? { paper: { component: 'form', onSubmit, noValidate: true } as object } : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div" sx={children ? { mb: 2 } : undefined}>
          {text}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          variant="contained"
          color={tone === 'danger' ? 'error' : 'primary'}
          disabled={actionDisabled}
          loading={busy}
          onClick={onAction}
        >
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

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
  return (
    <QuestionDialog
      open={open}
      title={title}
      text={children}
      actionLabel={confirmLabel}
      tone={tone}
      busy={busy}
      maxWidth="xs"
      fullWidth
      onClose={onClose}
      onAction={async () => {
        setBusy(true);
        try {
          if (await onConfirm()) onClose();
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
