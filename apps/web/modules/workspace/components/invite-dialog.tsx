'use client';
// Invite people: one or many e-mail addresses (pasted lists welcome), a role, and, when the plan has teams, the
// teams they join on accepting. The server skips addresses that are members or already invited, and says why;
// the dialog shows those and closes when everyone was invited.
import { INVITATION_TTL_DAYS, INVITE_BATCH_MAX, type WorkspaceRole } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useCall } from '../../data/lib/use-call.ts';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { type Team, TeamList } from '../../teams/lib/teams.ts';
import { InviteMembers, type InviteMembersResult } from '../lib/workspace-api.ts';
import {
  emailListProblem,
  invitableRoles,
  parseEmailList,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
} from '../lib/workspace-format.ts';

const ZInvite = z.object({
  emails: z.string().superRefine((text, ctx) => {
    const problem = emailListProblem(parseEmailList(text));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  role: z.enum(['owner', 'admin', 'member']),
  teamIds: z.array(z.string()),
});

export function InviteDialog({
  open,
  onClose,
  callerRole,
  teamsAvailable,
}: {
  open: boolean;
  onClose(): void;
  callerRole: WorkspaceRole | null;
  teamsAvailable: boolean;
}) {
  const form = useZodForm(ZInvite, { emails: '', role: 'member', teamIds: [] });
  const [invite] = InviteMembers.useMutation();
  const { data: teams } = TeamList.useQuery({ variables: { limit: 100 } }, { skip: !open || !teamsAvailable });
  const [result, setResult] = useState<InviteMembersResult | null>(null);
  const call = useCall();
  const titleId = useId();
  const roleLabelId = useId();
  const roles = invitableRoles(callerRole);
  const count = parseEmailList(form.watch('emails') ?? '').valid.length;
  const teamOptions = useMemo<Team[]>(() => teams?.items ?? [], [teams]);

  function close() {
    form.reset();
    setResult(null);
    onClose();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    const emails = parseEmailList(values.emails).valid;
    const done = await call(
      () =>
        invite({
          variables: {
            input: { emails, role: values.role, ...(values.teamIds.length ? { teamIds: values.teamIds } : {}) },
          },
        }).unwrap(),
      { progress: true },
    );
    if (!done) return;
    const sent = done.invited.length;
    if (done.skipped.length === 0) {
      toast.success(sent === 1 ? `Invitation sent to ${done.invited[0]?.email}` : `${sent} invitations sent`);
      close();
      return;
    }
    // Keep the dialog open with what was not sent, and leave only those addresses in the field.
    setResult(done);
    form.setValue('emails', '');
  });

  return (
    <Dialog
      open={open}
      onClose={() => !form.formState.isSubmitting && close()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>Invite people</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          {result && (
            <Alert severity={result.invited.length ? 'warning' : 'error'}>
              <AlertTitle>
                {result.invited.length
                  ? `${result.invited.length} sent, ${result.skipped.length} not sent`
                  : 'No invitation was sent'}
              </AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {result.skipped.map((s) => (
                  <li key={s.email}>
                    {s.email}: {s.reason}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          <FormTextField
            control={form.control}
            name="emails"
            label="E-mail addresses"
            placeholder="ana@example.com, bo@example.com"
            multiline
            minRows={3}
            autoFocus
            fullWidth
            helperText={`Separate addresses with commas or new lines, up to ${INVITE_BATCH_MAX}. Each link works for ${INVITATION_TTL_DAYS} days.`}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend" id={roleLabelId} sx={{ mb: 1 }}>
                  Role
                </FormLabel>
                <RadioGroup
                  aria-labelledby={roleLabelId}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  name={field.name}
                >
                  {roles.map((r) => (
                    <FormControlLabel
                      key={r}
                      value={r}
                      control={<Radio size="small" />}
                      sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
                      label={
                        <span>
                          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                            {ROLE_LABELS[r]}
                          </Typography>
                          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                            {ROLE_DESCRIPTIONS[r]}
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          {teamsAvailable && (
            <Controller
              control={form.control}
              name="teamIds"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={teamOptions}
                  getOptionLabel={(t) => t.name}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  value={teamOptions.filter((t) => field.value.includes(t.id))}
                  onChange={(_e, value) => field.onChange(value.map((t) => t.id))}
                  noOptionsText="No teams yet"
                  renderInput={(params) => (
                    <TextField {...params} label="Teams (optional)" helperText="They join these teams on accepting" />
                  )}
                />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="inherit" disabled={form.formState.isSubmitting}>
          {result ? 'Done' : 'Cancel'}
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {count > 1 ? `Send ${count} invitations` : 'Send invitation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
