'use client';
// /dashboard/teams/create: a new team's name and description (contracts' ZTeamDetails, which createTeam checks
// too) and, if wanted, its first members picked from the workspace's active members (they join as members; a
// lead is chosen on the team's page). Owners and admins of a workspace whose plan has teams create them; others
// are told why not. A name the server refuses (taken in the workspace) comes back beside the field.
import { ZTeamDetails } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { WorkspaceMember } from '../../dashboard/lib/workspace-members.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { setServerFieldError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { CreateTeam, TEAMS_HREF, teamHref } from '../lib/teams.ts';
import { useTeamsAccess } from '../lib/use-teams-access.ts';
import { MembersPicker } from './member-picker.tsx';
import { TeamDetailsFields, TeamsBackLink } from './team-parts.tsx';
import { TeamsGate, type TOpenAccess } from './teams-gate.tsx';

function CreateTeamForm() {
  const router = useRouter();
  const call = useCall();
  const [create] = CreateTeam.useMutation();
  const [members, setMembers] = useState<WorkspaceMember[]>([]);
  const form = useZodForm(ZTeamDetails, { name: '', description: '' });
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    const team = await call(
      () =>
        create({
          variables: { input: { ...values, memberIds: members.map((m) => m.userId) } },
        }).unwrap(),
      { progress: true, success: `Team “${values.name}” created`, onError: (e) => setServerFieldError(form, e) },
    );
    if (team) router.push(teamHref(team.id));
  });

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label="New team">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack sx={{ gap: 3 }}>
          <TeamDetailsFields control={form.control} hints />
          <MembersPicker
            label="Members (optional)"
            value={members}
            onChange={setMembers}
            disabled={submitting}
            helperText="They join as members; make someone a lead on the team’s page."
          />
          <FormServerError control={form.control} />
          <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button href={TEAMS_HREF} color="inherit" disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={submitting}>
              Create team
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Create({ access }: { access: TOpenAccess }) {
  if (access.readOnly)
    return <Alert severity="info" variant="outlined">{`${access.readOnly} Teams cannot be created now.`}</Alert>;
  if (!access.canCreate)
    return (
      <Alert severity="info" variant="outlined">
        Only owners and admins of your workspace create teams. Ask one of them, or see the{' '}
        <Link href={TEAMS_HREF}>teams there are</Link>.
      </Alert>
    );
  return <CreateTeamForm />;
}

export function CreateTeamView() {
  const { access, retry } = useTeamsAccess();
  return (
    <Stack sx={{ gap: 3, maxWidth: 720 }}>
      <Stack sx={{ gap: 1 }}>
        <TeamsBackLink />
        <Typography variant="h4" component="h1">
          Create a team
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Give the team a name everyone recognises and add the people who belong to it. You can change both later.
        </Typography>
      </Stack>
      <TeamsGate access={access} retry={retry}>
        {(open) => <Create access={open} />}
      </TeamsGate>
    </Stack>
  );
}
