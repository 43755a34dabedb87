'use client';
// The team page's dialogs: edit the name and description (contracts' ZTeamDetails, as updateTeam checks them)
// and add a member of the workspace with a team role. Each closes once the server has it; a refusal stays in
// the dialog (beside the field it names, or as the data layer's toast).
import { TEAM_ROLES, type TeamRole, ZTeamDetails } from '@innov/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { WorkspaceMember } from '../../dashboard/lib/workspace-members.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { setServerFieldError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { AddTeamMember, TEAM_ROLE_LABELS, type Team, UpdateTeam } from '../lib/teams.ts';
import { MemberPicker } from './member-picker.tsx';
import { TeamDetailsFields } from './team-parts.tsx';

/** The dialog, labelled by its title; the form inside is mounted while it is open, so each opening starts afresh. */
function TeamDialog({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose(): void;
  children(titleId: string): ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {open ? children(titleId) : null}
    </Dialog>
  );
}

/** The title, then the form (named by the title) with its fields, Cancel and the submit button. */
function DialogForm({
  titleId,
  title,
  onSubmit,
  onClose,
  busy,
  submitLabel,
  children,
}: {
  titleId: string;
  title: string;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack sx={{ gap: 2.5 }}>{children}</Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </>
  );
}

function EditTeamForm({ team, titleId, onClose }: { team: Team; titleId: string; onClose(): void }) {
  const call = useCall();
  const [update] = UpdateTeam.useMutation();
  const form = useZodForm(ZTeamDetails, { name: team.name, description: team.description ?? '' });
  const submitting = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await call(
      () =>
        update({
          variables: { input: { id: team.id, name: values.name, description: values.description ?? null } },
        }).unwrap(),
      { progress: true, success: 'Team details saved', onError: (e) => setServerFieldError(form, e) },
    );
    if (saved) onClose();
  });
  return (
    <DialogForm
      titleId={titleId}
      title="Edit team details"
      onSubmit={onSubmit}
      onClose={onClose}
      busy={submitting}
      submitLabel="Save"
    >
      <TeamDetailsFields control={form.control} />
      <FormServerError control={form.control} />
    </DialogForm>
  );
}

export function EditTeamDialog({ team, open, onClose }: { team: Team; open: boolean; onClose(): void }) {
  return (
    <TeamDialog open={open} onClose={onClose}>
      {(titleId) => <EditTeamForm team={team} titleId={titleId} onClose={onClose} />}
    </TeamDialog>
  );
}

function AddMemberForm({
  team,
  exclude,
  titleId,
  onClose,
}: {
  team: Team;
  exclude: ReadonlySet<string>;
  titleId: string;
  onClose(): void;
}) {
  const call = useCall();
  const [add, { isLoading }] = AddTeamMember.useMutation();
  const [member, setMember] = useState<WorkspaceMember | null>(null);
  const [role, setRole] = useState<TeamRole>('member');
  const [missing, setMissing] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member) {
      setMissing(true);
      return;
    }
    const added = await call(
      () => add({ variables: { input: { teamId: team.id, userId: member.userId, role } } }).unwrap(),
      { progress: true, success: `${member.name || member.email || 'The member'} added to ${team.name}` },
    );
    if (added) onClose();
  };
  return (
    <DialogForm
      titleId={titleId}
      title={`Add a member to ${team.name}`}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isLoading}
      submitLabel="Add to team"
    >
      <MemberPicker
        label="Member of the workspace"
        value={member}
        onChange={(next) => {
          setMember(next);
          if (next) setMissing(false);
        }}
        exclude={exclude}
        error={missing ? 'Choose who to add' : undefined}
        autoFocus
      />
      <TextField
        select
        label="Team role"
        value={role}
        onChange={(event) => setRole(event.target.value as TeamRole)}
        helperText="Leads manage the team: its details and its members."
      >
        {TEAM_ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {TEAM_ROLE_LABELS[r]}
          </MenuItem>
        ))}
      </TextField>
    </DialogForm>
  );
}

export function AddMemberDialog({
  team,
  exclude,
  open,
  onClose,
}: {
  team: Team;
  exclude: ReadonlySet<string>;
  open: boolean;
  onClose(): void;
}) {
  return (
    <TeamDialog open={open} onClose={onClose}>
      {(titleId) => <AddMemberForm team={team} exclude={exclude} titleId={titleId} onClose={onClose} />}
    </TeamDialog>
  );
}
