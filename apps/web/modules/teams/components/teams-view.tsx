'use client';
// /dashboard/teams: every team of the caller's workspace (every member sees every team) with its member count
// and the caller's role in it, searched by name and paged with "Load more"; owners and admins create teams.
// A plan without teams, a membership waiting for approval, or a workspace that takes no changes say why.
import { PAGE_SIZE } from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { CREATE_TEAM_HREF, memberCount, TEAM_ROLE_LABELS, type Team, TeamList, teamHref } from '../lib/teams.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { useTeamsAccess } from '../lib/use-teams-access.ts';
import { TeamAvatar } from './team-avatar.tsx';
import { LoadMoreFooter, ReadOnlyNotice, TeamRoleChip } from './team-parts.tsx';
import { TeamsGate, type TOpenAccess } from './teams-gate.tsx';

function TeamRow({ team }: { team: Team }) {
  return (
    <li>
      <ListItemButton
        href={teamHref(team.id)}
        sx={{ gap: 2, px: { xs: 2, sm: 2.5 }, py: 1.5, alignItems: 'center' }}
        data-testid="team-row"
      >
        <TeamAvatar name={team.name} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {team.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {team.description || 'No description'}
          </Typography>
          <Stack
            direction="row"
            sx={{ display: { xs: 'flex', sm: 'none' }, gap: 1, mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {memberCount(team.memberCount)}
            </Typography>
            {team.myRole ? (
              <Chip
                size="small"
                color={team.myRole === 'lead' ? 'primary' : 'default'}
                label={`You: ${TEAM_ROLE_LABELS[team.myRole]}`}
              />
            ) : null}
          </Stack>
        </Box>
        <Stack
          direction="row"
          sx={{
            display: { xs: 'none', sm: 'flex' },
            alignItems: 'center',
            gap: 0.75,
            width: 120,
            color: 'text.secondary',
          }}
        >
          <PersonOutlineIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{memberCount(team.memberCount)}</Typography>
        </Stack>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, width: 112 }}>
          {team.myRole ? (
            <TeamRoleChip role={team.myRole} you />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Not a member
            </Typography>
          )}
        </Box>
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
      </ListItemButton>
    </li>
  );
}

function LoadingRows() {
  return (
    <Stack sx={{ p: 2.5, gap: 2.5 }} role="status" aria-label="Loading teams">
      {[0, 1, 2].map((i) => (
        <Stack key={i} direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="35%" />
            <Skeleton width="70%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function Empty({ search, canCreate }: { search: string; canCreate: boolean }) {
  const Icon = search ? SearchOffIcon : GroupsOutlinedIcon;
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1 }}>
      <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="h2">
        {search ? `No teams match “${search}”` : 'No teams yet'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 460 }}>
        {search
          ? 'Try another name, or clear the search to see every team.'
          : canCreate
            ? 'Teams group the people who work together. Create the first one and add members from your workspace.'
            : 'Teams group the people who work together. An owner or admin of your workspace creates them.'}
      </Typography>
      {!search && canCreate ? (
        <Button variant="contained" href={CREATE_TEAM_HREF} startIcon={<AddIcon aria-hidden />} sx={{ mt: 1.5 }}>
          Create team
        </Button>
      ) : null}
    </Stack>
  );
}

function TeamsList({ access }: { access: TOpenAccess }) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const pages = TeamList.usePages({ variables: { limit: PAGE_SIZE, ...(search ? { search } : {}) } });
  const loaded = pages.data?.pages ?? [];
  const teams = loaded.flatMap((p) => p?.items ?? []);
  const total = loaded[0]?.total ?? 0;

  return (
    <Stack sx={{ gap: 2 }}>
      {access.readOnly ? <ReadOnlyNotice reason={access.readOnly} /> : null}
      <Card variant="outlined">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{
            alignItems: { sm: 'center' },
            justifyContent: 'space-between',
            gap: 1.5,
            px: { xs: 2, sm: 2.5 },
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <TextField
            type="search"
            size="small"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="Search teams"
            sx={{ width: { xs: '100%', sm: 300 } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search teams by name' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {pages.isSuccess ? `${total} ${total === 1 ? 'team' : 'teams'}${search ? ' found' : ''}` : ''}
          </Typography>
        </Stack>

        {pages.isLoading ? (
          <LoadingRows />
        ) : pages.isError && teams.length === 0 ? (
          <RetryAlert sx={{ m: 2 }} onRetry={() => void pages.refetch()}>
            {toErrorMessage(pages.error)}
          </RetryAlert>
        ) : teams.length === 0 ? (
          <Empty search={search} canCreate={access.canCreate} />
        ) : (
          <List aria-label="Teams" sx={{ py: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
            {teams.map((team) => (
              <TeamRow key={team.id} team={team} />
            ))}
          </List>
        )}

        <LoadMoreFooter pages={pages} />
      </Card>
    </Stack>
  );
}

export function TeamsView() {
  const { access, retry } = useTeamsAccess();
  const canCreate = access.kind === 'open' && access.canCreate;
  return (
    <Stack sx={{ gap: 3, maxWidth: 1040 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Stack sx={{ gap: 1, minWidth: 0, flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1">
            Teams
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            The people of your workspace, grouped by what they work on. Everyone in the workspace sees every team;
            owners, admins and each team’s leads manage it.
          </Typography>
        </Stack>
        {canCreate ? (
          <Button variant="contained" href={CREATE_TEAM_HREF} startIcon={<AddIcon aria-hidden />}>
            Create team
          </Button>
        ) : null}
      </Stack>
      <TeamsGate access={access} retry={retry}>
        {(open) => <TeamsList access={open} />}
      </TeamsGate>
    </Stack>
  );
}
