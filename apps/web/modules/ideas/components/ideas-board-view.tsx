'use client';
// /dashboard/ideation/ideas: the workspace's submitted ideas as a list or a kanban by stage (?view=), filtered by
// stage, category, tag, author and "mine", sorted by newest, most voted or most discussed (a campaign's board: by
// top score too, for its moderators), and searched; all of it in the query string. Moderators (owners and admins) select ideas in the list and move them together, or
// drag them between the kanban's columns. New ideas, votes, comments and stage moves arrive live. The campaign
// page shows the same board narrowed to its campaign (IdeasBoard with `campaign`: its moderators move its ideas).
import {
  IDEA_SORT_LABELS,
  IDEA_STAGE_LABELS,
  IDEA_STAGES,
  type IdeaSort,
  type IdeaStage,
  PAGE_SIZE,
} from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ViewAgendaOutlinedIcon from '@mui/icons-material/ViewAgendaOutlined';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { CREATE_IDEA_HREF } from '../../dashboard/lib/navigation.ts';
import { LiveStatus } from '../../data/components/live-status.tsx';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { useDebounced, useUrlSearch } from '../../teams/lib/use-debounced.ts';
import { type IdeaCard, IdeaCategories, IdeaList, IdeaTags, MoveIdeas } from '../lib/board-api.ts';
import {
  activeFilterCount,
  allowedBoardQuery,
  boardQueryString,
  boardSorts,
  boardVariables,
  parseBoardQuery,
  type TBoardQuery,
  withBoardQuery,
} from '../lib/board-query.ts';
import { IdeaPeople, type IdeaPerson } from '../lib/idea-api.ts';
import { useIdeasLive } from '../lib/live.ts';
import { createForCampaignHref } from '../lib/templates-api.ts';
import { useIdeasAccess } from '../lib/use-ideas-access.ts';
import { IdeaListRow, MoveToMenu } from './idea-card.tsx';
import { IdeasReadOnlyNotice, plural, StageDot } from './idea-parts.tsx';
import { SelectionControls, useIdeaSelection } from './idea-selection.tsx';
import { IdeasGate, type TOpenIdeasAccess } from './ideas-gate.tsx';
import { IdeasKanban } from './ideas-kanban.tsx';

export const BOARD_LIVE_KEY = 'ideas-board';

/** `scoreSort`: the caller may sort by score (a campaign's moderators on its board). */
function useBoardQuery(scoreSort: boolean): [TBoardQuery, (change: Partial<TBoardQuery>) => void] {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const query = useMemo(() => allowedBoardQuery(parseBoardQuery(params), scoreSort), [params, scoreSort]);
  // The page's other parameters (the campaign page's tab) stay.
  const set = (change: Partial<TBoardQuery>) => {
    const next = withBoardQuery(params, { ...query, ...change });
    router.replace(next ? `${pathname}?${next}` : pathname, { scroll: false });
  };
  return [query, set];
}

/** A moderator's move of one or more ideas, with the toast that says what happened. */
function useMove() {
  const call = useCall();
  const [moveIdeas] = MoveIdeas.useMutation();
  return async (ideas: IdeaCard[], stage: IdeaStage): Promise<boolean> => {
    const result = await call(
      () => moveIdeas({ variables: { input: { ids: ideas.map((i) => i.id), stage } } }).unwrap(),
      {
        progress: true,
        success:
          ideas.length === 1
            ? `“${ideas[0]?.title}” moved to ${IDEA_STAGE_LABELS[stage]}`
            : `${ideas.length} ideas moved to ${IDEA_STAGE_LABELS[stage]}`,
      },
    );
    return Boolean(result);
  };
}

/** The board of one campaign: its ideas only, its moderators move them, new ideas are written for it. */
export interface TBoardCampaign {
  id: string;
  canModerate: boolean;
  canSubmit: boolean;
  /** The campaign's categories (none: the workspace's). */
  categories: string[];
}

function Filters({
  query,
  set,
  campaign,
}: {
  query: TBoardQuery;
  set(change: Partial<TBoardQuery>): void;
  campaign: TBoardCampaign | null;
}) {
  const workspaceCategories = IdeaCategories.useQuery({}, { skip: Boolean(campaign?.categories.length) });
  const categories = campaign?.categories.length ? { data: campaign.categories } : workspaceCategories;
  const tags = IdeaTags.useQuery();
  const [authorInput, setAuthorInput] = useState('');
  const authorSearch = useDebounced(authorInput.trim());
  const people = IdeaPeople.useQuery({ variables: { limit: 20, ...(authorSearch ? { search: authorSearch } : {}) } });
  // The chosen author's name: from the list while it has them, else remembered from the choice.
  const [authorChoice, setAuthorChoice] = useState<IdeaPerson | null>(null);
  const author: IdeaPerson | null = query.author
    ? (people.data?.find((p) => p.userId === query.author) ??
      (authorChoice?.userId === query.author ? authorChoice : { userId: query.author, name: 'Selected author' }))
    : null;
  const categoryOptions = [...new Set([...(categories.data ?? []), ...(query.category ? [query.category] : [])])];
  const tagOptions = [...new Set([...(tags.data ?? []), ...(query.tag ? [query.tag] : [])])];

  const [open, setOpen] = useState(false);
  const count = activeFilterCount(query);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FilterListIcon aria-hidden />}
        aria-expanded={open}
        aria-controls="ideas-filters"
        onClick={() => setOpen((o) => !o)}
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, alignSelf: 'flex-start' }}
      >
        {count ? `Filters (${count})` : 'Filters'}
      </Button>
      <Stack
        id="ideas-filters"
        direction="row"
        sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', display: { xs: open ? 'flex' : 'none', sm: 'flex' } }}
        role="group"
        aria-label="Filters"
      >
        {query.view === 'list' ? (
          <TextField
            select
            size="small"
            label="Stage"
            value={query.stage ?? ''}
            onChange={(event) => set({ stage: (event.target.value || null) as IdeaStage | null })}
            sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          >
            <MenuItem value="">All stages</MenuItem>
            {IDEA_STAGES.map((stage) => (
              <MenuItem key={stage} value={stage}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <StageDot stage={stage} />
                  {IDEA_STAGE_LABELS[stage]}
                </Stack>
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          select
          size="small"
          label="Category"
          value={query.category ?? ''}
          onChange={(event) => set({ category: event.target.value || null })}
          sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        >
          <MenuItem value="">All categories</MenuItem>
          {categoryOptions.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Tag"
          value={query.tag ?? ''}
          onChange={(event) => set({ tag: event.target.value || null })}
          sx={{ minWidth: 140, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        >
          <MenuItem value="">All tags</MenuItem>
          {tagOptions.map((t) => (
            <MenuItem key={t} value={t}>
              #{t}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          size="small"
          options={people.data ?? []}
          value={author}
          loading={people.isFetching}
          filterOptions={(x) => x}
          getOptionLabel={(p) => p.name ?? 'Unnamed member'}
          isOptionEqualToValue={(a, b) => a.userId === b.userId}
          onInputChange={(_event, value, reason) => reason === 'input' && setAuthorInput(value)}
          onChange={(_event, value) => {
            setAuthorChoice(value);
            set({ author: value?.userId ?? null });
          }}
          noOptionsText={authorSearch ? `No member matches “${authorSearch}”` : 'No members'}
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 220px' } }}
          renderInput={(props) => <TextField {...props} label="Author" />}
        />
        <FormControlLabel
          control={<Switch checked={query.mine} onChange={(event) => set({ mine: event.target.checked })} />}
          label="Only mine"
        />
        {count > 0 ? (
          <Button
            size="small"
            onClick={() => {
              setAuthorChoice(null);
              set({ stage: null, category: null, tag: null, author: null, mine: false });
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </Stack>
    </>
  );
}

function Empty({
  filtered,
  canWrite,
  campaign,
}: {
  filtered: boolean;
  canWrite: boolean;
  campaign: TBoardCampaign | null;
}) {
  const Icon = filtered ? SearchOffIcon : EmojiObjectsOutlinedIcon;
  const canShare = canWrite && (!campaign || campaign.canSubmit);
  return (
    <Stack
      sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1 }}
      data-testid="ideas-empty"
    >
      <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="h2">
        {filtered ? 'No ideas match' : 'No ideas yet'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
        {filtered
          ? 'Try another search or fewer filters to see more of the board.'
          : campaign
            ? campaign.canSubmit
              ? 'Ideas submitted to this campaign show here, ready for votes and comments. Share the first one.'
              : 'Ideas submitted to this campaign show here once it takes ideas.'
            : 'Ideas your workspace submits show here, ready for votes and comments. Share the first one: pick a template and write it down.'}
      </Typography>
      {!filtered && canShare ? (
        <Button
          variant="contained"
          href={campaign ? createForCampaignHref(campaign.id) : CREATE_IDEA_HREF}
          startIcon={<AddIcon aria-hidden />}
          sx={{ mt: 1.5 }}
        >
          Share an idea
        </Button>
      ) : null}
    </Stack>
  );
}

function IdeasListView({
  query,
  set,
  move,
  moderator,
  canWrite,
  campaign,
}: {
  query: TBoardQuery;
  set(change: Partial<TBoardQuery>): void;
  move(ideas: IdeaCard[], stage: IdeaStage): Promise<boolean>;
  moderator: boolean;
  canWrite: boolean;
  campaign: TBoardCampaign | null;
}) {
  const pages = IdeaList.usePages({
    variables: boardVariables(query, PAGE_SIZE, query.stage, campaign?.id ?? null),
  });
  const loaded = pages.data?.pages ?? [];
  const ideas = loaded.flatMap((p) => p?.items ?? []);
  const first = loaded[0];
  const total = first?.total ?? 0;
  const selection = useIdeaSelection(ideas, boardQueryString(query));
  const filtered = activeFilterCount(query) > 0 || Boolean(query.search);
  const stageCounts = new Map((first?.stageCounts ?? []).map((s) => [s.stage, s.count]));
  const allCount = (first?.stageCounts ?? []).reduce((n, s) => n + s.count, 0);

  return (
    <Card variant="outlined">
      <Box
        sx={{ display: 'flex', gap: 0.75, overflowX: 'auto', px: { xs: 1.5, sm: 2.5 }, pt: 1.5, pb: 1 }}
        role="group"
        aria-label="Stages"
      >
        <Chip
          label={`All ${first ? allCount : ''}`.trim()}
          variant={query.stage ? 'outlined' : 'filled'}
          color={query.stage ? 'default' : 'primary'}
          onClick={() => set({ stage: null })}
          aria-pressed={!query.stage}
        />
        {IDEA_STAGES.map((stage) => (
          <Chip
            key={stage}
            icon={<StageDot stage={stage} />}
            label={`${IDEA_STAGE_LABELS[stage]} ${first ? (stageCounts.get(stage) ?? 0) : ''}`.trim()}
            variant={query.stage === stage ? 'filled' : 'outlined'}
            color={query.stage === stage ? 'primary' : 'default'}
            onClick={() => set({ stage: query.stage === stage ? null : stage })}
            aria-pressed={query.stage === stage}
            data-testid={`stage-count-${stage}`}
            sx={{ '& .MuiChip-icon': { ml: 1 } }}
          />
        ))}
      </Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 1.5, sm: 2.5 },
          py: 1,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 52,
          flexWrap: 'wrap',
          bgcolor: selection.chosen.length ? 'action.hover' : undefined,
        }}
      >
        <SelectionControls
          selection={selection}
          canSelectAll={moderator}
          idle={
            <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite" data-testid="ideas-total">
              {pages.isSuccess ? `${plural(total, 'idea')}${filtered ? ' found' : ''}` : ''}
            </Typography>
          }
        >
          <MoveToMenu
            label="Move the selected ideas to"
            current={null}
            onMove={async (stage) => {
              if (await move(selection.chosen, stage)) selection.clear();
            }}
            renderButton={(props) => (
              <Button variant="contained" size="small" {...props}>
                Move to…
              </Button>
            )}
          />
        </SelectionControls>
      </Stack>
      {pages.isLoading ? (
        <Stack sx={{ p: 2.5, gap: 2.5 }} role="status" aria-label="Loading ideas">
          {[0, 1, 2].map((i) => (
            <Box key={i}>
              <Skeleton width="45%" />
              <Skeleton width="80%" />
              <Skeleton width="30%" />
            </Box>
          ))}
        </Stack>
      ) : pages.isError && ideas.length === 0 ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void pages.refetch()}>
          {toErrorMessage(pages.error)}
        </RetryAlert>
      ) : ideas.length === 0 ? (
        <Empty filtered={filtered} canWrite={canWrite} campaign={campaign} />
      ) : (
        <Box
          component="ul"
          aria-label="Ideas"
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {ideas.map((idea) => (
            <IdeaListRow
              key={idea.id}
              idea={idea}
              selectable={moderator}
              hideCampaign={Boolean(campaign)}
              selected={selection.selected.has(idea.id)}
              onSelect={(checked) => selection.toggle(idea.id, checked)}
            />
          ))}
        </Box>
      )}
      {pages.hasNextPage ? (
        <Stack direction="row" sx={{ justifyContent: 'center', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <LoadMoreButton variant="outlined" size="small" pages={pages} />
        </Stack>
      ) : null}
    </Card>
  );
}

/** The board: search, sort, view, filters, and the list or the kanban; `campaign` narrows it to one campaign. */
export function IdeasBoard({
  access,
  campaign = null,
  liveKey = BOARD_LIVE_KEY,
}: {
  access: TOpenIdeasAccess;
  campaign?: TBoardCampaign | null;
  liveKey?: string;
}) {
  const scoreSort = Boolean(campaign?.canModerate);
  const [query, set] = useBoardQuery(scoreSort);
  const moderator = !access.readOnly && (access.canModerate || Boolean(campaign?.canModerate));
  const [input, setInput] = useUrlSearch(query.search, (search) => set({ search }));
  const move = useMove();
  const live = useIdeasLive(liveKey, { comments: false });

  return (
    <Stack sx={{ gap: 2 }}>
      {access.readOnly ? <IdeasReadOnlyNotice reason={access.readOnly} /> : null}
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Search ideas"
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 260px' }, maxWidth: { sm: 420 } }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search ideas by title and summary' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label="Sort by"
          value={query.sort}
          onChange={(event) => set({ sort: event.target.value as IdeaSort })}
          sx={{ minWidth: 170, flex: { xs: '1 1 150px', sm: '0 0 auto' } }}
        >
          {boardSorts(scoreSort).map((sort) => (
            <MenuItem key={sort} value={sort}>
              {IDEA_SORT_LABELS[sort]}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={query.view}
          onChange={(_event, view) => view && set({ view })}
          aria-label="View"
        >
          <ToggleButton value="list" aria-label="List view">
            <ViewAgendaOutlinedIcon fontSize="small" aria-hidden />
            <Box component="span" sx={{ ml: 0.75 }}>
              List
            </Box>
          </ToggleButton>
          <ToggleButton value="kanban" aria-label="Kanban view">
            <ViewKanbanOutlinedIcon fontSize="small" aria-hidden />
            <Box component="span" sx={{ ml: 0.75 }}>
              Kanban
            </Box>
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ ml: { sm: 'auto' } }}>
          <LiveStatus entry={live} dense />
        </Box>
      </Stack>
      <Filters query={query} set={set} campaign={campaign} />
      {query.view === 'kanban' ? (
        <IdeasKanban query={query} moderator={moderator} move={move} campaignId={campaign?.id ?? null} />
      ) : (
        <IdeasListView
          query={query}
          set={set}
          move={move}
          moderator={moderator}
          canWrite={!access.readOnly}
          campaign={campaign}
        />
      )}
    </Stack>
  );
}

export function IdeasBoardView() {
  const { access, retry } = useIdeasAccess();
  const canWrite = access.kind === 'open' && !access.readOnly;
  return (
    <Stack sx={{ gap: 3 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Stack sx={{ gap: 1, minWidth: 0, flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1">
            Ideas
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 720 }}>
            Every idea your workspace has shared. Vote for the ones you want to see happen, join the discussion, and
            follow an idea from new to implemented.
          </Typography>
        </Stack>
        {canWrite ? (
          <Button variant="contained" href={CREATE_IDEA_HREF} startIcon={<AddIcon aria-hidden />}>
            Share an idea
          </Button>
        ) : null}
      </Stack>
      <IdeasGate access={access} retry={retry}>
        {(open) => <IdeasBoard access={open} />}
      </IdeasGate>
    </Stack>
  );
}
