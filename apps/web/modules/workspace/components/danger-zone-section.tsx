'use client';
// Leaving the workspace (anyone; the last owner of a workspace with other members is refused by the server,
// with its reason) and deleting it (owners, after typing its name: members are told, it is kept 30 days and a
// platform admin can restore it meanwhile). Either way the session is refreshed and the dashboard reloads.
import { WORKSPACE_RETENTION_DAYS } from '@innov/contracts';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { SectionCard } from '../../account/components/section-card.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerError, setServerFieldError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { useMoveOn } from '../lib/session.ts';
import { useWorkspace } from '../lib/use-workspace.ts';
import { DeleteWorkspace, LeaveWorkspace } from '../lib/workspace-api.ts';
import { ConfirmDialog, QuestionDialog } from './confirm-dialog.tsx';

export function DangerZoneSection() {
  const { workspace, role } = useWorkspace();
  const [leaving, setLeaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [leave] = LeaveWorkspace.useMutation();
  const call = useCall();
  const moveOn = useMoveOn();
  const name = workspace?.workspace ?? '';

  return (
    <SectionCard id="danger-zone" title="Leave or delete" tone="danger">
      <Stack spacing={2} divider={<Divider flexItem />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
          <div>
            <Typography sx={{ fontWeight: 600 }}>Leave the workspace</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              You lose access to its teams and content. You can create a workspace of your own or accept an invitation
              afterwards.
            </Typography>
          </div>
          <Button
            variant="outlined"
            color="error"
            sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
            onClick={() => setLeaving(true)}
          >
            Leave workspace
          </Button>
        </Stack>
        {role === 'owner' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>Delete the workspace</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Every member loses access at once and is told. The workspace is kept {WORKSPACE_RETENTION_DAYS} days,
                then deleted for good.
              </Typography>
            </div>
            <Button
              variant="contained"
              color="error"
              sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
              onClick={() => setDeleting(true)}
            >
              Delete workspace
            </Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={leaving}
        title={`Leave ${name || 'the workspace'}?`}
        confirmLabel="Leave"
        tone="danger"
        onClose={() => setLeaving(false)}
        onConfirm={async () => {
          const done = await call(() => leave({}).unwrap(), { progress: true, success: `You left ${name}` });
          if (done === undefined) return false;
          await moveOn('/dashboard');
          return true;
        }}
      >
        You lose access to {name || 'it'} at once. To come back you need a new invitation.
      </ConfirmDialog>
      <DeleteWorkspaceDialog open={deleting} name={name} onClose={() => setDeleting(false)} />
    </SectionCard>
  );
}

function DeleteWorkspaceDialog({ open, name, onClose }: { open: boolean; name: string; onClose(): void }) {
  const schema = useMemo(
    () => z.object({ confirmName: z.string().refine((v) => v === name, 'type the workspace name exactly') }),
    [name],
  );
  const form = useZodForm(schema, { confirmName: '' });
  const [remove] = DeleteWorkspace.useMutation();
  const call = useCall();
  const moveOn = useMoveOn();
  const matches = form.watch('confirmName') === name;
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ confirmName }) => {
    const done = await call(() => remove({ variables: { input: { confirmName } } }).unwrap(), {
      progress: true,
      success: `${name} was deleted`,
      onError: (error) => {
        if (!setServerFieldError(form, error)) setServerError(form, (error as Error).message);
      },
    });
    if (done !== undefined) await moveOn('/dashboard');
  });

  return (
    <QuestionDialog
      open={open}
      title={<>Delete {name}?</>}
      text={
        <>
          Type <strong>{name}</strong> to confirm. Every member loses access and is told. A platform administrator can
          restore it within {WORKSPACE_RETENTION_DAYS} days.
        </>
      }
      actionLabel="Delete workspace"
      tone="danger"
      busy={busy}
      actionDisabled={!matches}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField
        control={form.control}
        name="confirmName"
        label="Workspace name"
        autoComplete="off"
        fullWidth
        autoFocus
      />
      <FormServerError control={form.control} sx={{ mt: 2 }} />
    </QuestionDialog>
  );
}
