'use client';
// One idea as the board shows it: a row of the list (with a selection box for moderators) or a kanban card
// (with a drag handle and a "Move to…" menu for moderators). Title, author ("Anonymous" when hidden), votes,
// comments, stage and tags; a campaign idea's campaign (left out on the campaign's own board), its moderation state
// and the idea it duplicates; its reviews' score when the caller sees it (the campaign's moderators; its authors
// once results show) and, to the moderators, whether it is shortlisted.
import { IDEA_STAGE_LABELS, IDEA_STAGES, type IdeaStage } from '@innov/contracts';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import type { IdeaCard } from '../lib/board-api.ts';
import { ideaHref } from '../lib/idea-api.ts';
import { authorText } from '../lib/idea-rules.ts';
import {
  CampaignChip,
  DuplicateNote,
  IdeaCounts,
  IdeaTagChips,
  ModerationChip,
  ScoreChip,
  ShortlistedChip,
  StageChip,
  StageDot,
  TimeAgo,
} from './idea-parts.tsx';

function Byline({ idea }: { idea: IdeaCard }) {
  const coAuthors = idea.coAuthors.filter((c) => c.status === 'ACCEPTED').length;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {authorText(idea)}
      {coAuthors > 0 ? ` + ${coAuthors}` : ''} · <TimeAgo iso={idea.submittedAt ?? idea.createdAt} />
      {idea.category ? ` · ${idea.category}` : ''}
    </Typography>
  );
}

/** The campaign chip (unless the board is the campaign's), the moderation state and the duplicate note. */
function CampaignFacts({ idea, hideCampaign }: { idea: IdeaCard; hideCampaign: boolean }) {
  const campaign = idea.campaignId && !hideCampaign;
  const moderated = idea.moderation && idea.moderation !== 'VISIBLE';
  if (!campaign && !moderated && !idea.duplicateOfId) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
      {campaign && idea.campaignId ? <CampaignChip id={idea.campaignId} title={idea.campaignTitle} /> : null}
      <ModerationChip moderation={idea.moderation} />
      <DuplicateNote id={idea.duplicateOfId} title={idea.duplicateOfTitle} />
    </Stack>
  );
}

/** A "Move to…" menu of the stages (the current one marked). */
export function MoveToMenu({
  label,
  current,
  onMove,
  renderButton,
}: {
  label: string;
  current: IdeaStage | null;
  onMove(stage: IdeaStage): void;
  renderButton(props: {
    onClick(event: React.MouseEvent<HTMLElement>): void;
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
  }): ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      {renderButton({
        onClick: (event) => setAnchor(event.currentTarget),
        'aria-haspopup': 'menu',
        'aria-expanded': Boolean(anchor),
        'aria-controls': anchor ? menuId : undefined,
      })}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': label } }}
      >
        {IDEA_STAGES.map((stage) => (
          <MenuItem
            key={stage}
            disabled={stage === current}
            onClick={() => {
              setAnchor(null);
              onMove(stage);
            }}
          >
            <ListItemIcon>
              <StageDot stage={stage} />
            </ListItemIcon>
            <ListItemText>{IDEA_STAGE_LABELS[stage]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function IdeaListRow({
  idea,
  selectable,
  selected,
  onSelect,
  hideCampaign = false,
}: {
  idea: IdeaCard;
  selectable: boolean;
  selected: boolean;
  onSelect(checked: boolean): void;
  /** The board is the campaign's: its chip would repeat the page. */
  hideCampaign?: boolean;
}) {
  const titleId = useId();
  return (
    <Box
      component="li"
      data-testid="idea-row"
      data-idea-id={idea.id}
      sx={{
        display: 'flex',
        gap: { xs: 1.5, sm: 2 },
        px: { xs: 1.5, sm: 2.5 },
        py: 1.75,
        alignItems: 'flex-start',
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      {selectable ? (
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${idea.title}` } }}
          sx={{ mt: -0.75, ml: -1 }}
        />
      ) : null}
      <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
        <Link
          id={titleId}
          href={ideaHref(idea.id)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 650, fontSize: '1.02rem', overflowWrap: 'anywhere' }}
        >
          {idea.title}
        </Link>
        {idea.summary ? (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {idea.summary}
          </Typography>
        ) : null}
        <Byline idea={idea} />
        <CampaignFacts idea={idea} hideCampaign={hideCampaign} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
            <StageChip stage={idea.stage} />
          </Box>
          <IdeaTagChips tags={idea.tags} moderatorTags={idea.moderatorTags} max={5} />
        </Stack>
      </Stack>
      <Stack sx={{ alignItems: 'flex-end', gap: 1, flexShrink: 0 }}>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <StageChip stage={idea.stage} />
        </Box>
        <ShortlistedChip shortlisted={idea.shortlisted} />
        <ScoreChip score={idea.score} />
        <IdeaCounts votes={idea.voteCount} comments={idea.commentCount} />
      </Stack>
    </Box>
  );
}

/** A kanban card; `handle` are the drag handle's props (moderators), `onMove` the menu's action. */
export function IdeaKanbanCard({
  idea,
  handle,
  onMove,
  dragging = false,
  style,
  cardRef,
  hideCampaign = false,
}: {
  idea: IdeaCard;
  hideCampaign?: boolean;
  handle?: Record<string, unknown>;
  onMove?(stage: IdeaStage): void;
  dragging?: boolean;
  style?: React.CSSProperties;
  cardRef?(element: HTMLElement | null): void;
}) {
  return (
    <Card
      ref={cardRef}
      variant="outlined"
      data-testid="kanban-card"
      data-idea-id={idea.id}
      style={style}
      sx={{
        p: 1.5,
        display: 'flex',
        gap: 0.5,
        opacity: dragging ? 0.5 : 1,
        boxShadow: dragging ? 6 : undefined,
        '&:hover': { borderColor: 'text.secondary' },
      }}
    >
      {handle ? (
        <IconButton
          size="small"
          {...handle}
          aria-label={`Drag ${idea.title} to another stage`}
          sx={{ alignSelf: 'flex-start', ml: -0.75, mt: -0.25, cursor: 'grab', touchAction: 'none' }}
          data-testid="kanban-drag-handle"
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      ) : null}
      <Stack sx={{ flex: 1, minWidth: 0, gap: 0.75 }}>
        <Link
          href={ideaHref(idea.id)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 650, overflowWrap: 'anywhere', lineHeight: 1.35 }}
        >
          {idea.title}
        </Link>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {authorText(idea)} · <TimeAgo iso={idea.submittedAt ?? idea.createdAt} />
        </Typography>
        <CampaignFacts idea={idea} hideCampaign={hideCampaign} />
        <IdeaTagChips tags={idea.tags} moderatorTags={idea.moderatorTags} max={3} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ShortlistedChip shortlisted={idea.shortlisted} />
          <ScoreChip score={idea.score} />
          <IdeaCounts votes={idea.voteCount} comments={idea.commentCount} />
        </Stack>
      </Stack>
      {onMove ? (
        <MoveToMenu
          label={`Move ${idea.title} to`}
          current={idea.stage}
          onMove={onMove}
          renderButton={(props) => (
            <IconButton
              size="small"
              {...props}
              aria-label={`Move ${idea.title} to…`}
              sx={{ alignSelf: 'flex-start', mr: -0.75, mt: -0.25 }}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          )}
        />
      ) : null}
    </Card>
  );
}
