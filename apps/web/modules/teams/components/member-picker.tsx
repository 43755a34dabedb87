'use client';
// Picks active members of the caller's workspace (listWorkspaceMembers, searched by name and e-mail as the user
// types): several at once for a new team's first members, or one to add to a team. `exclude`: those already in.
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { initialsOf } from '../../dashboard/components/user-menu.tsx';
import { memberLabel, type WorkspaceMember, WorkspaceMemberList } from '../../dashboard/lib/workspace-members.ts';
import { WORKSPACE_ROLE_LABELS } from '../lib/teams.ts';
import { useDebounced } from '../lib/use-debounced.ts';

/** How many matches the picker offers at once (the search narrows them). */
const PICKER_LIMIT = 20;

/**
 * What both pickers give their Autocomplete: the typed text (`ignoreInput`: searched as empty, as when it is a
 * chosen member's name), the active members it finds less `exclude`, and what to say when there are none
 * (`empty`, when nothing is typed).
 */
function useMemberSearch(exclude: ReadonlySet<string>, empty: string, ignoreInput = false) {
  const [input, setInput] = useState('');
  const search = useDebounced(ignoreInput ? '' : input.trim());
  const query = WorkspaceMemberList.useQuery({
    variables: { status: 'ACTIVE', limit: PICKER_LIMIT, ...(search ? { search } : {}) },
  });
  const options = useMemo(
    () => (query.data?.items ?? []).filter((m) => m.status === 'ACTIVE' && !exclude.has(m.userId)),
    [query.data, exclude],
  );
  return {
    options,
    loading: query.isFetching,
    inputValue: input,
    onInputChange: (_event: unknown, next: string) => setInput(next),
    filterOptions: (x: WorkspaceMember[]) => x,
    getOptionLabel: (m: WorkspaceMember) => memberLabel(m),
    isOptionEqualToValue: (a: WorkspaceMember, b: WorkspaceMember) => a.userId === b.userId,
    noOptionsText: query.isError ? 'The members could not be loaded.' : input ? 'No active member matches' : empty,
    renderOption: (
      { key, ...props }: React.HTMLAttributes<HTMLLIElement> & { key: React.Key },
      member: WorkspaceMember,
    ) => <MemberOption key={key} member={member} {...props} />,
  };
}

function MemberOption({ member, ...props }: { member: WorkspaceMember } & React.HTMLAttributes<HTMLLIElement>) {
  return (
    <Box component="li" {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Avatar
        aria-hidden
        sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'action.selected', color: 'text.primary' }}
      >
        {initialsOf(member.name ?? '', member.email ?? '')}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {memberLabel(member)}
        </Typography>
        {member.email && member.name ? (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }} noWrap>
            {member.email}
          </Typography>
        ) : null}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {WORKSPACE_ROLE_LABELS[member.role]}
      </Typography>
    </Box>
  );
}

const NO_ONE: ReadonlySet<string> = new Set();

export function MembersPicker({
  value,
  onChange,
  label,
  helperText,
  exclude = NO_ONE,
  disabled,
  error,
}: {
  value: WorkspaceMember[];
  onChange(next: WorkspaceMember[]): void;
  label: string;
  helperText?: string;
  exclude?: ReadonlySet<string>;
  disabled?: boolean;
  /** Shown in place of the helper text, the field marked invalid. */
  error?: string;
}) {
  const search = useMemberSearch(exclude, 'No one to add');
  return (
    <Autocomplete
      {...search}
      multiple
      disabled={disabled}
      value={value}
      onChange={(_event, next) => onChange(next)}
      filterSelectedOptions
      renderValue={(members, getItemProps) =>
        members.map((member, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={memberLabel(member)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? '' : 'Search by name or e-mail'}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

export function MemberPicker({
  value,
  onChange,
  label,
  exclude = NO_ONE,
  error,
  autoFocus,
}: {
  value: WorkspaceMember | null;
  onChange(next: WorkspaceMember | null): void;
  label: string;
  exclude?: ReadonlySet<string>;
  error?: string;
  autoFocus?: boolean;
}) {
  const search = useMemberSearch(exclude, 'Everyone is in this team', Boolean(value));
  return (
    <Autocomplete
      {...search}
      value={value}
      onChange={(_event, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="Search by name or e-mail"
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
