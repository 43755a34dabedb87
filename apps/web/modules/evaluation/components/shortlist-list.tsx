'use client';
// The shortlist page's ranked ideas (issue 29): from 900 px a table (rank, idea, average, spread, reviews, stage,
// shortlisted), below it one card per idea (a wide table does not fit 390 px); each idea with its selection box for
// the bulk actions, its shortlist switch ("Shortlist <title>") and its reviews opened in place (getIdeaEvaluation).
import type { IdeaCard } from '@innov/contracts';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useId } from 'react';
import { StageChip, visuallyHidden } from '../../ideas/components/idea-parts.tsx';
import { IdeaReviews } from '../../ideas/components/idea-reviews.tsx';
import { ideaHref } from '../../ideas/lib/idea-api.ts';
import { TableRegion } from '../../layout/components/table-region.tsx';
import { scoreText, spreadText, type TRankedIdea } from '../lib/shortlist.ts';

export interface TShortlistRowActions {
  /** Bulk actions are possible (the campaign takes changes). */
  writable: boolean;
  selected: ReadonlySet<string>;
  onSelect(idea: IdeaCard, checked: boolean): void;
  /** The ideas whose shortlist mark is being changed. */
  busy: ReadonlySet<string>;
  onShortlist(idea: IdeaCard, shortlisted: boolean): void;
  expanded: ReadonlySet<string>;
  onExpand(idea: IdeaCard, open: boolean): void;
}

function Rank({ rank }: { rank: number | null }) {
  return rank === null ? (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      <span aria-hidden>—</span>
      <Box component="span" sx={visuallyHidden}>
        Not ranked: no reviews yet
      </Box>
    </Box>
  ) : (
    <Box component="span" sx={{ fontWeight: 750, fontVariantNumeric: 'tabular-nums' }} data-testid="shortlist-rank">
      <Box component="span" sx={visuallyHidden}>
        Rank{' '}
      </Box>
      {rank}
    </Box>
  );
}

function SelectBox({ idea, actions }: { idea: IdeaCard; actions: TShortlistRowActions }) {
  return (
    <Checkbox
      size="small"
      checked={actions.selected.has(idea.id)}
      disabled={!actions.writable}
      onChange={(event) => actions.onSelect(idea, event.target.checked)}
      slotProps={{ input: { 'aria-label': `Select ${idea.title}` } }}
    />
  );
}

function ShortlistSwitch({
  idea,
  actions,
  showLabel,
}: {
  idea: IdeaCard;
  actions: TShortlistRowActions;
  showLabel?: boolean;
}) {
  const control = (
    <Switch
      checked={idea.shortlisted}
      disabled={!actions.writable || actions.busy.has(idea.id)}
      onChange={(event) => actions.onShortlist(idea, event.target.checked)}
      slotProps={{ input: { 'aria-label': `Shortlist ${idea.title}` } }}
      data-testid="shortlist-toggle"
    />
  );
  if (!showLabel) return control;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      {control}
      <Typography variant="body2" aria-hidden sx={{ color: idea.shortlisted ? 'text.primary' : 'text.secondary' }}>
        {idea.shortlisted ? 'Shortlisted' : 'Not shortlisted'}
      </Typography>
    </Stack>
  );
}

function ExpandButton({
  idea,
  actions,
  controls,
}: {
  idea: IdeaCard;
  actions: TShortlistRowActions;
  controls: string;
}) {
  const open = actions.expanded.has(idea.id);
  const reviews = idea.score?.reviews ?? 0;
  return (
    <Button
      size="small"
      color="inherit"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={`Reviews of ${idea.title}`}
      endIcon={open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
      onClick={() => actions.onExpand(idea, !open)}
      disabled={reviews === 0}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Reviews
    </Button>
  );
}

function TitleLink({ idea }: { idea: IdeaCard }) {
  return (
    <Link
      href={ideaHref(idea.id)}
      underline="hover"
      color="text.primary"
      sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}
      data-testid="shortlist-title"
    >
      {idea.title}
    </Link>
  );
}

function Reviews({ id, idea }: { id: string; idea: IdeaCard }) {
  return (
    <Box id={id} role="region" aria-label={`Reviews of ${idea.title}`} sx={{ py: 1 }}>
      <IdeaReviews ideaId={idea.id} />
    </Box>
  );
}

const NUMBER_CELL = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function ShortlistTable({
  rows,
  actions,
  allSelected,
  onSelectAll,
}: {
  rows: TRankedIdea<IdeaCard>[];
  actions: TShortlistRowActions;
  allSelected: boolean;
  onSelectAll(checked: boolean): void;
}) {
  const baseId = useId();
  return (
    <TableRegion aria-label="Ideas ranked by score">
      <Table size="small" aria-label="Ideas ranked by score" data-testid="shortlist-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={allSelected}
                disabled={!actions.writable || rows.length === 0}
                onChange={(event) => onSelectAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select all ideas shown' } }}
              />
            </TableCell>
            <TableCell>Rank</TableCell>
            <TableCell>Idea</TableCell>
            <TableCell align="right">Average</TableCell>
            <TableCell align="right">Spread</TableCell>
            <TableCell align="right">Reviews</TableCell>
            <TableCell>Stage</TableCell>
            <TableCell>Shortlisted</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ idea, rank }) => {
            const panelId = `${baseId}-${idea.id}`;
            const open = actions.expanded.has(idea.id);
            return (
              <Fragment key={idea.id}>
                <TableRow
                  hover
                  selected={actions.selected.has(idea.id)}
                  data-testid="shortlist-row"
                  data-idea-id={idea.id}
                  sx={open ? { '& > td': { borderBottom: 0 } } : undefined}
                >
                  <TableCell padding="checkbox">
                    <SelectBox idea={idea} actions={actions} />
                  </TableCell>
                  <TableCell sx={NUMBER_CELL}>
                    <Rank rank={rank} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
                    <TitleLink idea={idea} />
                  </TableCell>
                  <TableCell align="right" sx={{ ...NUMBER_CELL, fontWeight: 700 }} data-testid="shortlist-average">
                    {scoreText(idea.score?.reviews ? idea.score.average : null)}
                  </TableCell>
                  <TableCell align="right" sx={NUMBER_CELL}>
                    {spreadText(idea.score)}
                  </TableCell>
                  <TableCell align="right" sx={NUMBER_CELL}>
                    {idea.score?.reviews ?? 0}
                  </TableCell>
                  <TableCell>
                    <StageChip stage={idea.stage} />
                  </TableCell>
                  <TableCell>
                    <ShortlistSwitch idea={idea} actions={actions} />
                  </TableCell>
                  <TableCell>
                    <ExpandButton idea={idea} actions={actions} controls={panelId} />
                  </TableCell>
                </TableRow>
                {open ? (
                  <TableRow>
                    <TableCell />
                    <TableCell colSpan={8}>
                      <Reviews id={panelId} idea={idea} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {children}
      </Typography>
    </Box>
  );
}

export function ShortlistCards({ rows, actions }: { rows: TRankedIdea<IdeaCard>[]; actions: TShortlistRowActions }) {
  const baseId = useId();
  return (
    <Stack component="ul" aria-label="Ideas ranked by score" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}>
      {rows.map(({ idea, rank }) => {
        const panelId = `${baseId}-${idea.id}`;
        const selected = actions.selected.has(idea.id);
        return (
          <Card
            component="li"
            variant="outlined"
            key={idea.id}
            data-testid="shortlist-row"
            data-idea-id={idea.id}
            sx={{ p: 1.5, bgcolor: selected ? 'action.selected' : undefined }}
          >
            <Stack sx={{ gap: 1 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ mt: -0.5, ml: -0.75 }}>
                  <SelectBox idea={idea} actions={actions} />
                </Box>
                <Box
                  sx={{
                    minWidth: 32,
                    height: 32,
                    px: 0.75,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'action.hover',
                    flexShrink: 0,
                  }}
                >
                  <Rank rank={rank} />
                </Box>
                <Stack sx={{ minWidth: 0, flex: 1, gap: 0.5 }}>
                  <TitleLink idea={idea} />
                  <Box>
                    <StageChip stage={idea.stage} />
                  </Box>
                </Stack>
              </Stack>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
              >
                <Figure label="Average" testId="shortlist-average">
                  {scoreText(idea.score?.reviews ? idea.score.average : null)}
                  {idea.score?.reviews ? (
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {' '}
                      / {idea.score.scale}
                    </Box>
                  ) : null}
                </Figure>
                <Figure label="Spread">{spreadText(idea.score)}</Figure>
                <Figure label="Reviews">{idea.score?.reviews ?? 0}</Figure>
              </Box>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <ShortlistSwitch idea={idea} actions={actions} showLabel />
                <ExpandButton idea={idea} actions={actions} controls={panelId} />
              </Stack>
              {actions.expanded.has(idea.id) ? <Reviews id={panelId} idea={idea} /> : null}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
