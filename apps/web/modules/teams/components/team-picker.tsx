'use client';
// Picks several of the workspace's teams (listTeams, its largest page), chosen ones shown as chips: a campaign's
// audience and the teams whose members become evaluators. The value is the teams' ids; `known` adds teams the
// caller already has (a campaign's own, which the listing may not show) and `memberCounts` shows each option's size.
//
// Usage: <TeamsPicker label="Teams" value={ids} onChange={setIds} helperText="…" />
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Ref, useMemo } from 'react';
import { memberCount, TeamList } from '../lib/teams.ts';

/** Teams offered (listTeams' largest page). */
const TEAM_OPTIONS = 100;

interface TTeamOption {
  id: string;
  name: string;
  /** Null for a team known only by the caller. */
  count: number | null;
}

const NO_TEAMS: readonly { id: string; name: string }[] = [];

export function TeamsPicker({
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  helperText,
  error,
  known = NO_TEAMS,
  memberCounts = false,
}: {
  value: readonly string[];
  onChange(ids: string[]): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  helperText: string;
  /** Shown in place of the helper text, the field marked invalid. */
  error?: string;
  known?: readonly { id: string; name: string }[];
  memberCounts?: boolean;
}) {
  const teams = TeamList.useQuery({ variables: { limit: TEAM_OPTIONS } });
  const options = useMemo(() => {
    const all = new Map<string, TTeamOption>(known.map((t) => [t.id, { id: t.id, name: t.name, count: null }]));
    for (const t of teams.data?.items ?? []) all.set(t.id, { id: t.id, name: t.name, count: t.memberCount });
    return [...all.values()];
  }, [known, teams.data]);
  return (
    <Autocomplete
      multiple
      options={options}
      loading={teams.isFetching}
      value={options.filter((t) => value.includes(t.id))}
      onChange={(_event, next) => onChange(next.map((t) => t.id))}
      onBlur={onBlur}
      getOptionLabel={(t) => t.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      noOptionsText={teams.isError ? 'The teams could not be loaded.' : 'No team to add'}
      renderOption={
        memberCounts
          ? ({ key, ...props }, t) => (
              <li key={key} {...props}>
                <Stack direction="row" sx={{ gap: 1, width: '100%', justifyContent: 'space-between' }}>
                  <span>{t.name}</span>
                  {t.count === null ? null : (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {memberCount(t.count)}
                    </Typography>
                  )}
                </Stack>
              </li>
            )
          : undefined
      }
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={item.name} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
