'use client';
// Pieces the teams pages share: the link back to the list, the note of a workspace that takes no changes, the
// "Load more" footer of a paged card, a team role's chip, and the two fields of a team's details (contracts' ZTeamDetails) that the
// create page and the edit dialog both show.
import type { TeamRole, ZTeamDetails } from '@innov/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LoadMoreButton, type TPagedList } from '../../data/components/load-more-button.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import type { TZodForm } from '../../forms/lib/use-zod-form.ts';
import { TEAM_ROLE_LABELS, TEAMS_HREF } from '../lib/teams.ts';

export function TeamsBackLink() {
  return (
    <Link
      href={TEAMS_HREF}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      Teams
    </Link>
  );
}

/** `reason`: why the workspace takes no changes now (TOpenAccess.readOnly). */
export function ReadOnlyNotice({ reason }: { reason: string }) {
  return (
    <Alert severity="info" variant="outlined">
      {reason} Teams can be read, not changed.
    </Alert>
  );
}

export function LoadMoreFooter({ pages }: { pages: TPagedList & { hasNextPage?: boolean } }) {
  if (!pages.hasNextPage) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'center', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <LoadMoreButton variant="outlined" size="small" pages={pages} />
    </Stack>
  );
}

/** A team role as a chip (a lead stands out); `you`: the caller's own role, "You: Lead". */
export function TeamRoleChip({ role, you = false }: { role: TeamRole; you?: boolean }) {
  return (
    <Chip
      size="small"
      variant={role === 'lead' ? 'filled' : 'outlined'}
      color={role === 'lead' ? 'primary' : 'default'}
      label={you ? `You: ${TEAM_ROLE_LABELS[role]}` : TEAM_ROLE_LABELS[role]}
    />
  );
}

/** The name and description fields; `hints` adds the create page's helper texts. */
export function TeamDetailsFields({
  control,
  hints = false,
}: {
  control: TZodForm<typeof ZTeamDetails>['control'];
  hints?: boolean;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label="Team name"
        required
        autoFocus
        fullWidth
        helperText={hints ? 'Unique in your workspace, up to 80 characters.' : undefined}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        fullWidth
        multiline
        minRows={3}
        helperText={hints ? 'What the team works on (optional, up to 500 characters).' : undefined}
      />
    </>
  );
}
