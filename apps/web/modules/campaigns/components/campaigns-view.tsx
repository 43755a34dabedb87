'use client';
// /dashboard/campaigns: the campaigns the caller sees (open first, then scheduled, drafts, closed), as cards with
// their phase, dates, ideas, participants and the call to action of the current phase; filtered by status, team
// and category and searched, all of it in the query string; archived ones only when asked for. Owners and admins
// of the workspace start new campaigns. A plan without campaigns says which plan has them.
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus, PAGE_SIZE } from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { MY_CAMPAIGNS_HREF, NEW_CAMPAIGN_HREF } from '../../dashboard/lib/navigation.ts';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { plural } from '../../ideas/components/idea-parts.tsx';
import { useNow } from '../../notifications/lib/relative-time.ts';
import { TeamList } from '../../teams/lib/teams.ts';
import { useUrlSearch } from '../../teams/lib/use-debounced.ts';
import { CampaignCategories, CampaignList } from '../lib/campaign-api.ts';
import {
  activeCampaignFilters,
  campaignsQueryString,
  campaignsVariables,
  parseCampaignsQuery,
  type TCampaignsQuery,
} from '../lib/campaign-list.ts';
import type { TOpenCampaignsAccess } from '../lib/campaigns-access.ts';
import { useCampaignsAccess } from '../lib/use-campaigns-access.ts';
import { CampaignCard } from './campaign-card.tsx';
import { CampaignsReadOnlyNotice } from './campaign-parts.tsx';
import { CampaignsGate } from './campaigns-gate.tsx';

/** Teams offered in the filter (listTeams' largest page). */
const TEAM_OPTIONS = 100;

function useCampaignsQuery(): [TCampaignsQuery, (change: Partial<TCampaignsQuery>) => void] {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const query = useMemo(() => parseCampaignsQuery(params), [params]);
  const set = (change: Partial<TCampaignsQuery>) => {
    const next = campaignsQueryString({ ...query, ...change });
    router.replace(next ? `${pathname}?${next}` : pathname, { scroll: false });
  };
  return [query, set];
}

const FILTER_SX = { minWidth: 170, flex: { xs: '1 1 140px', sm: '0 0 auto' } } as const;

function Filters({ query, set }: { query: TCampaignsQuery; set(change: Partial<TCampaignsQuery>): void }) {
  const teams = TeamList.useQuery({ variables: { limit: TEAM_OPTIONS } });
  const categories = CampaignCategories.useQuery();
  const teamOptions = teams.data?.items ?? [];
  const categoryOptions = [...new Set([...(categories.data ?? []), ...(query.category ? [query.category] : [])])];
  const teamKnown = !query.teamId || teamOptions.some((t) => t.id === query.teamId);
  return (
    <Stack direction="row" role="group" aria-label="Filters" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Status"
        value={query.status ?? ''}
        onChange={(event) => set({ status: (event.target.value || null) as CampaignStatus | null })}
        sx={FILTER_SX}
      >
        <MenuItem value="">All but archived</MenuItem>
        {CAMPAIGN_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {CAMPAIGN_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Team"
        value={teamKnown ? (query.teamId ?? '') : ''}
        onChange={(event) => set({ teamId: event.target.value || null })}
        sx={FILTER_SX}
      >
        <MenuItem value="">All teams</MenuItem>
        {teamOptions.map((team) => (
          <MenuItem key={team.id} value={team.id}>
            {team.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Category"
        value={query.category ?? ''}
        onChange={(event) => set({ category: event.target.value || null })}
        sx={FILTER_SX}
      >
        <MenuItem value="">All categories</MenuItem>
        {categoryOptions.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      {activeCampaignFilters(query) > 0 ? (
        <Button size="small" onClick={() => set({ status: null, teamId: null, category: null })}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}

function Empty({ filtered, canCreate }: { filtered: boolean; canCreate: boolean }) {
  const Icon = filtered ? SearchOffIcon : CampaignOutlinedIcon;
  return (
    <Card variant="outlined" data-testid="campaigns-empty">
      <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1 }}>
        <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h6" component="h2">
          {filtered ? 'No campaigns match' : 'No campaigns yet'}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>
          {filtered
            ? 'Try another search or fewer filters. Archived campaigns show only when you choose the Archived status.'
            : canCreate
              ? 'A campaign asks your workspace one question (“How might we…?”) for a while: people submit ideas in its submission phase, vote and comment, then you review and select the best. Start one with a brief, an audience and its phases.'
              : 'When an owner or admin of your workspace starts a campaign for you, it shows here with what you can do now: submit an idea, vote, or see the results.'}
        </Typography>
        {!filtered && canCreate ? (
          <Button variant="contained" href={NEW_CAMPAIGN_HREF} startIcon={<AddIcon aria-hidden />} sx={{ mt: 1.5 }}>
            Start a campaign
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

function LoadingCards() {
  return (
    <Box
      role="status"
      aria-label="Loading campaigns"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
    >
      {[0, 1, 2].map((i) => (
        <Card key={i} variant="outlined">
          <Skeleton variant="rectangular" height={120} />
          <Box sx={{ p: 2 }}>
            <Skeleton width="30%" />
            <Skeleton width="80%" />
            <Skeleton width="55%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}

function CampaignGrid({ access }: { access: TOpenCampaignsAccess }) {
  const [query, set] = useCampaignsQuery();
  const [input, setInput] = useUrlSearch(query.search, (search) => set({ search }));
  const pages = CampaignList.usePages({ variables: campaignsVariables(query, PAGE_SIZE) });
  const campaigns = (pages.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  const total = pages.data?.pages[0]?.total ?? 0;
  const filtered = activeCampaignFilters(query) > 0 || Boolean(query.search);
  const now = useNow();

  return (
    <Stack sx={{ gap: 2 }}>
      {access.readOnly ? <CampaignsReadOnlyNotice reason={access.readOnly} /> : null}
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Search campaigns"
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 260px' }, maxWidth: { sm: 420 } }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search campaigns by title and brief' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite" data-testid="campaigns-total">
          {pages.isSuccess ? `${plural(total, 'campaign')}${filtered ? ' found' : ''}` : ''}
        </Typography>
      </Stack>
      <Filters query={query} set={set} />
      {pages.isLoading ? (
        <LoadingCards />
      ) : pages.isError && campaigns.length === 0 ? (
        <RetryAlert onRetry={() => void pages.refetch()}>{toErrorMessage(pages.error)}</RetryAlert>
      ) : campaigns.length === 0 ? (
        <Empty filtered={filtered} canCreate={access.canCreate} />
      ) : (
        <Box
          component="ul"
          aria-label="Campaigns"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} now={now} />
            </li>
          ))}
        </Box>
      )}
      {pages.hasNextPage ? (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <LoadMoreButton variant="outlined" size="small" pages={pages} />
        </Stack>
      ) : null}
    </Stack>
  );
}

export function CampaignsView() {
  const { access, retry } = useCampaignsAccess();
  const canCreate = access.kind === 'open' && access.canCreate;
  return (
    <Stack sx={{ gap: 3 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Stack sx={{ gap: 1, minWidth: 0, flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1">
            Campaigns
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 720 }}>
            Challenges your workspace runs for a while, each with a question to answer. Submit ideas while a campaign
            takes them, vote and comment on the others, and follow the best to the results.
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {access.kind === 'open' ? (
            <Button variant="outlined" href={MY_CAMPAIGNS_HREF}>
              My campaigns
            </Button>
          ) : null}
          {canCreate ? (
            <Button variant="contained" href={NEW_CAMPAIGN_HREF} startIcon={<AddIcon aria-hidden />}>
              New campaign
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <CampaignsGate access={access} retry={retry}>
        {(open) => <CampaignGrid access={open} />}
      </CampaignsGate>
    </Stack>
  );
}
