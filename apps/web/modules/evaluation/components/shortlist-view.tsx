'use client';
// /dashboard/campaigns/[campaignId]/shortlist: a campaign's owners and moderators build its shortlist from the
// evaluators' scores (issue 29). Its ideas ranked by their reviews' weighted average (listIdeas TOP_SCORED), filtered
// by a minimum score and to the shortlist only (both in the query string), each shortlisted or not by its switch or
// in bulk ("Add to shortlist" / "Remove from shortlist" for the selected ones), its reviews opened in place; then
// "Move shortlisted to Selected" moves the shortlisted ideas not selected yet (moveIdeas). Plan: evaluation (the
// gate says which plan has it); anyone else who sees the campaign is told the page is its moderators'.
import { EVALUATION_LIMITS, IDEA_STAGE_LABELS, type IdeaCard } from '@innov/contracts';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { CampaignNotFound } from '../../campaigns/components/campaign-parts.tsx';
import { type Campaign, CampaignQuery } from '../../campaigns/lib/campaign-api.ts';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { plural } from '../../ideas/components/idea-parts.tsx';
import { SelectionControls, useIdeaSelection } from '../../ideas/components/idea-selection.tsx';
import { IdeaList, MoveIdeas } from '../../ideas/lib/board-api.ts';
import { ConfirmDialog } from '../../workspace/components/confirm-dialog.tsx';
import type { TOpenEvaluationAccess } from '../lib/evaluation-access.ts';
import { evaluationSetupHref } from '../lib/evaluation-api.ts';
import {
  ideasToSelect,
  MIN_SCORE_STEP,
  parseShortlistFilters,
  rankIdeas,
  scaleOf,
  shortlistChanges,
  shortlistQueryString,
  shortlistVariables,
  type TShortlistFilters,
} from '../lib/shortlist.ts';
import { ShortlistIdeas } from '../lib/shortlist-api.ts';
import { useEvaluationAccess } from '../lib/use-evaluation-access.ts';
import { EvaluationGate } from './evaluation-gate.tsx';
import { BackToCampaign } from './evaluation-parts.tsx';
import { ShortlistCards, ShortlistTable, type TShortlistRowActions } from './shortlist-list.tsx';

/** Ideas loaded a page at a time (the ranking runs over what is loaded). */
const SHORTLIST_PAGE = 50;

function useFilters(scale: number): [TShortlistFilters, (change: Partial<TShortlistFilters>) => void] {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const parsed = useMemo(() => parseShortlistFilters(params, scale), [params, scale]);
  // The choice shows at once; the URL (replaced in a transition) catches up and takes over.
  const [chosen, setChosen] = useState<TShortlistFilters | null>(null);
  useEffect(() => setChosen(null), [parsed]);
  const filters = chosen ?? parsed;
  const set = (change: Partial<TShortlistFilters>) => {
    const next = { ...filters, ...change };
    setChosen(next);
    const qs = shortlistQueryString(next);
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };
  return [filters, set];
}

/** Minimum-score choices on the scale: 1, 1.5, … scale. */
function minScoreChoices(scale: number): number[] {
  const choices: number[] = [];
  for (let v = 1; v <= scale; v += MIN_SCORE_STEP) choices.push(v);
  return choices;
}

function Filters({
  filters,
  set,
  scale,
}: {
  filters: TShortlistFilters;
  set(change: Partial<TShortlistFilters>): void;
  scale: number;
}) {
  return (
    <Stack direction="row" role="group" aria-label="Filters" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Minimum score"
        value={filters.minScore === null ? '' : String(filters.minScore)}
        onChange={(event) => set({ minScore: event.target.value ? Number(event.target.value) : null })}
        sx={{ minWidth: 170, flex: { xs: '1 1 150px', sm: '0 0 auto' } }}
      >
        <MenuItem value="">Any score</MenuItem>
        {minScoreChoices(scale).map((v) => (
          <MenuItem key={v} value={String(v)}>
            {v.toFixed(1)} or more
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filters.shortlistedOnly}
            onChange={(event) => set({ shortlistedOnly: event.target.checked })}
          />
        }
        label="Shortlisted only"
      />
      {filters.minScore !== null || filters.shortlistedOnly ? (
        <Button size="small" onClick={() => set({ minScore: null, shortlistedOnly: false })}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}

/** What the shortlist holds now, and the move of its ideas to Selected. */
function ShortlistSummary({ campaign, writable }: { campaign: Campaign; writable: boolean }) {
  const call = useCall();
  const [move] = MoveIdeas.useMutation();
  const [confirm, setConfirm] = useState(false);
  const shortlist = IdeaList.useQuery({
    variables: shortlistVariables(
      campaign.id,
      { minScore: null, shortlistedOnly: true },
      EVALUATION_LIMITS.shortlistBatch,
    ),
  });
  const ideas = shortlist.data?.items ?? [];
  const total = shortlist.data?.total ?? 0;
  const toMove = ideasToSelect(ideas);
  const selected = ideas.length - ideas.filter((i) => i.stage !== 'SELECTED').length;
  return (
    <Card variant="outlined" component="section" aria-labelledby="shortlist-summary" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack sx={{ gap: 0.25, minWidth: 0 }}>
          <Typography id="shortlist-summary" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {shortlist.isLoading ? 'The shortlist' : `${plural(total, 'idea')} shortlisted`}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary' }}
            aria-live="polite"
            data-testid="shortlist-status"
          >
            {shortlist.isLoading
              ? 'Loading…'
              : total === 0
                ? 'Switch ideas on to shortlist them, or select several and add them together.'
                : toMove.length === 0
                  ? `All of them are in ${IDEA_STAGE_LABELS.SELECTED}.`
                  : `${plural(toMove.length, 'idea')} not in ${IDEA_STAGE_LABELS.SELECTED} yet${selected ? `, ${selected} already there` : ''}.`}
          </Typography>
        </Stack>
        {writable ? (
          <Button
            variant="contained"
            startIcon={<FactCheckOutlinedIcon aria-hidden />}
            disabled={toMove.length === 0}
            onClick={() => setConfirm(true)}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Move shortlisted to Selected
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirm}
        title={`Move ${plural(toMove.length, 'idea')} to ${IDEA_STAGE_LABELS.SELECTED}?`}
        confirmLabel="Move to Selected"
        onClose={() => setConfirm(false)}
        onConfirm={async () =>
          Boolean(
            await call(
              () => move({ variables: { input: { ids: toMove.map((i) => i.id), stage: 'SELECTED' } } }).unwrap(),
              {
                progress: true,
                success:
                  toMove.length === 1
                    ? `“${toMove[0]?.title}” moved to ${IDEA_STAGE_LABELS.SELECTED}`
                    : `${toMove.length} ideas moved to ${IDEA_STAGE_LABELS.SELECTED}`,
              },
            ),
          )
        }
      >
        <Box component="span" sx={{ display: 'block', mb: 1 }}>
          Their authors and followers hear that they were selected. They stay on the shortlist.
        </Box>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {toMove.slice(0, 5).map((i) => (
            <li key={i.id}>{i.title}</li>
          ))}
          {toMove.length > 5 ? <li>and {plural(toMove.length - 5, 'more idea')}</li> : null}
        </Box>
      </ConfirmDialog>
    </Card>
  );
}

function Empty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 6, gap: 1 }} data-testid="shortlist-empty">
      <SearchOffIcon aria-hidden sx={{ fontSize: 44, color: 'text.secondary' }} />
      <Typography variant="h6" component="h2">
        {filtered ? 'No idea matches' : 'No ideas to rank yet'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
        {filtered
          ? 'Lower the minimum score or show every idea.'
          : 'Ideas on the campaign’s board show here, best score first, as the evaluators review them.'}
      </Typography>
      {filtered ? (
        <Button variant="outlined" onClick={onClear} sx={{ mt: 1 }}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}

function RankedIdeas({
  campaign,
  filters,
  set,
  writable,
}: {
  campaign: Campaign;
  filters: TShortlistFilters;
  set(change: Partial<TShortlistFilters>): void;
  writable: boolean;
}) {
  const call = useCall();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [shortlist] = ShortlistIdeas.useMutation();
  const pages = IdeaList.usePages({ variables: shortlistVariables(campaign.id, filters, SHORTLIST_PAGE) });
  // The answer for these filters only (not the previous filters' while the new ones load).
  const data = pages.currentData;
  const ideas = (data?.pages ?? []).flatMap((p) => p?.items ?? []);
  const total = data?.pages[0]?.total ?? 0;
  const rows = rankIdeas(ideas);
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const selection = useIdeaSelection(ideas, shortlistQueryString(filters));
  const filtered = filters.minScore !== null || filters.shortlistedOnly;

  const toggle = (set: Set<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const mark = async (targets: IdeaCard[], on: boolean) => {
    if (targets.length === 0) return true;
    const ids = targets.map((i) => i.id);
    setBusy((b) => new Set([...b, ...ids]));
    try {
      const done = await call(
        () => shortlist({ variables: { input: { campaignId: campaign.id, ideaIds: ids, shortlisted: on } } }).unwrap(),
        {
          progress: true,
          success:
            targets.length === 1
              ? `“${targets[0]?.title}” ${on ? 'added to' : 'removed from'} the shortlist`
              : `${targets.length} ideas ${on ? 'added to' : 'removed from'} the shortlist`,
        },
      );
      return Boolean(done);
    } finally {
      setBusy((b) => new Set([...b].filter((id) => !ids.includes(id))));
    }
  };

  const actions: TShortlistRowActions = {
    writable,
    selected: selection.selected,
    onSelect: (idea, checked) => selection.toggle(idea.id, checked),
    busy,
    onShortlist: (idea, on) => void mark([idea], on),
    expanded,
    onExpand: (idea, open) => setExpanded((s) => toggle(s, idea.id, open)),
  };

  const bulk = async (on: boolean) => {
    // At most a batch per call (EVALUATION_LIMITS.shortlistBatch); pages of 50 keep a selection within it.
    const changes = shortlistChanges(ideas, selection.selected, on).slice(0, EVALUATION_LIMITS.shortlistBatch);
    if (await mark(changes, on)) selection.clear();
  };

  return (
    <Card variant="outlined" component="section" aria-label="Ranked ideas">
      <Stack sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.5, gap: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Filters filters={filters} set={set} scale={scaleOf(campaign.scoreScale)} />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minHeight: 40 }}
          role="group"
          aria-label="Selected ideas"
        >
          <SelectionControls
            selection={selection}
            canSelectAll={!wide && writable}
            idle={
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary' }}
                aria-live="polite"
                data-testid="shortlist-total"
              >
                {data
                  ? `${plural(total, 'idea')}${filtered ? ' match' : ''}${writable ? ' · select ideas to shortlist them together' : ''}`
                  : ''}
              </Typography>
            }
          >
            <Button size="small" variant="contained" onClick={() => void bulk(true)}>
              Add to shortlist
            </Button>
            <Button size="small" variant="outlined" onClick={() => void bulk(false)}>
              Remove from shortlist
            </Button>
          </SelectionControls>
        </Stack>
      </Stack>
      {!data && !pages.isError ? (
        <Stack sx={{ p: 2.5, gap: 2 }} role="status" aria-label="Loading the ranked ideas">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Stack>
      ) : pages.isError && !data ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void pages.refetch()}>
          {toErrorMessage(pages.error)}
        </RetryAlert>
      ) : ideas.length === 0 ? (
        <Empty filtered={filtered} onClear={() => set({ minScore: null, shortlistedOnly: false })} />
      ) : wide ? (
        <ShortlistTable
          rows={rows}
          actions={actions}
          allSelected={selection.allSelected}
          onSelectAll={selection.selectAll}
        />
      ) : (
        <Box sx={{ p: 1.5 }}>
          <ShortlistCards rows={rows} actions={actions} />
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

function NotModerator({ campaign }: { campaign: Campaign }) {
  return (
    <Card variant="outlined" data-testid="shortlist-not-moderator">
      <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1.5 }}>
        <LockOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="h2">
          The shortlist is for the campaign’s moderators
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
          Only the owners and moderators of “{campaign.title}” see the scores and build its shortlist.
        </Typography>
      </Stack>
    </Card>
  );
}

function ShortlistPage({ campaignId, access }: { campaignId: string; access: TOpenEvaluationAccess }) {
  const query = CampaignQuery.useQuery({ variables: { id: campaignId } });
  const campaign = query.data;
  const [filters, set] = useFilters(scaleOf(campaign?.scoreScale));

  if (query.isLoading)
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the shortlist">
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (query.isError && !campaign)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  if (!campaign) return <CampaignNotFound heading="h2" />;

  const writable = !access.readOnly && campaign.status !== 'ARCHIVED';
  return (
    <Stack sx={{ gap: 3 }}>
      <BackToCampaign campaignId={campaign.id} title={campaign.title} />
      <Stack sx={{ gap: 1 }}>
        <Typography variant="h4" component="h1">
          Shortlist
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>
          The ideas of “{campaign.title}” ranked by the weighted average of their reviews on a scale of 1–
          {scaleOf(campaign.scoreScale)}; the spread shows how far the evaluators agree. Shortlist the strongest, then
          move them to {IDEA_STAGE_LABELS.SELECTED}.
        </Typography>
      </Stack>
      {!campaign.canModerate ? (
        <NotModerator campaign={campaign} />
      ) : (
        <>
          {access.readOnly ? (
            <Alert severity="info" variant="outlined">
              {access.readOnly} The shortlist can be read, not changed.
            </Alert>
          ) : campaign.status === 'ARCHIVED' ? (
            <Alert severity="info" variant="outlined">
              This campaign is archived: its shortlist can be read, not changed.
            </Alert>
          ) : null}
          {campaign.criteriaCount === 0 ? (
            <Alert severity="info" data-testid="shortlist-no-scorecard">
              This campaign has no scorecard yet, so no idea has a score.{' '}
              <Link href={evaluationSetupHref(campaign.id)}>Set up the evaluation</Link> to add criteria and assign
              evaluators.
            </Alert>
          ) : null}
          <ShortlistSummary campaign={campaign} writable={writable} />
          <RankedIdeas campaign={campaign} filters={filters} set={set} writable={writable} />
        </>
      )}
    </Stack>
  );
}

export function ShortlistView({ campaignId }: { campaignId: string }) {
  const { access, retry } = useEvaluationAccess();
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <EvaluationGate access={access} retry={retry}>
        {(open) => <ShortlistPage campaignId={campaignId} access={open} />}
      </EvaluationGate>
    </Box>
  );
}
