'use client';
// Pieces the ideas pages share: an idea's stage as a chip (a coloured dot beside the name, readable in both
// themes), its vote and comment counts, its tags (free and moderator ones), a relative time with the full date
// in its title, the note of a workspace that takes no changes, and the action bar kept at the window's bottom; a
// campaign idea's campaign (a chip to its page), its moderation state and the idea it duplicates; its reviews'
// aggregate (issue 29) for those who see it.
import {
  formatScore,
  IDEA_MODERATION_LABELS,
  IDEA_STAGE_LABELS,
  type IdeaModeration,
  type IdeaScore,
  type IdeaStage,
} from '@innov/contracts';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import BookmarkAddedOutlinedIcon from '@mui/icons-material/BookmarkAddedOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { campaignHref } from '../../campaigns/lib/campaign-api.ts';
import { fullTime, relativeTime, useNow } from '../../notifications/lib/relative-time.ts';
import { ideaHref } from '../lib/idea-api.ts';

/**
 * Each stage's colour, the same on the board, the idea page and my innovations, distinct hues that read in both
 * themes. Only a dot beside the stage's name: the name carries the meaning, the colour helps scanning.
 */
export const STAGE_COLORS: Record<IdeaStage, string> = {
  NEW: '#3b82f6',
  UNDER_REVIEW: '#f59e0b',
  SELECTED: '#a855f7',
  IN_PROGRESS: '#06b6d4',
  IMPLEMENTED: '#22c55e',
  DECLINED: '#ef4444',
};

export function StageDot({ stage, size = 10 }: { stage: IdeaStage; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: size, height: size, borderRadius: '50%', bgcolor: STAGE_COLORS[stage] }}
    />
  );
}

/** The stage of a submitted idea; a draft (no stage) says "Draft". */
export function StageChip({ stage, size = 'small' }: { stage: IdeaStage | null; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      variant="outlined"
      data-stage={stage ?? 'DRAFT'}
      icon={stage ? <StageDot stage={stage} /> : undefined}
      label={stage ? IDEA_STAGE_LABELS[stage] : 'Draft'}
      sx={{ fontWeight: 600, '& .MuiChip-icon': { ml: 1, mr: -0.25 } }}
    />
  );
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Votes and comments, icon and number, with the words for screen readers. */
export function IdeaCounts({ votes, comments }: { votes: number; comments: number }) {
  return (
    // Positioned, so its hidden words stay where it is (inside a scrolled kanban column, not past the page's edge).
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', color: 'text.secondary', position: 'relative' }}>
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }} title={plural(votes, 'vote')}>
        <ThumbUpOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="body2" component="span" data-testid="idea-votes">
          {votes}
          <Box component="span" sx={visuallyHidden}>
            {votes === 1 ? ' vote' : ' votes'}
          </Box>
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }} title={plural(comments, 'comment')}>
        <ChatBubbleOutlineIcon sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="body2" component="span" data-testid="idea-comments">
          {comments}
          <Box component="span" sx={visuallyHidden}>
            {comments === 1 ? ' comment' : ' comments'}
          </Box>
        </Typography>
      </Stack>
    </Stack>
  );
}

/** Read by screen readers, not shown (px strings: in `sx` a bare 1 is 100%). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Free tags as "#tag" chips, moderator tags with a shield; `max` shows the first few and "+n". */
export function IdeaTagChips({
  tags,
  moderatorTags = [],
  max,
}: {
  tags: string[];
  moderatorTags?: string[];
  max?: number;
}) {
  const all = [...moderatorTags.map((t) => ({ t, mod: true })), ...tags.map((t) => ({ t, mod: false }))];
  if (all.length === 0) return null;
  const shown = max ? all.slice(0, max) : all;
  return (
    <Stack
      direction="row"
      component="ul"
      sx={{ gap: 0.5, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
      aria-label="Tags"
    >
      {shown.map(({ t, mod }) => (
        <li key={`${mod ? 'm' : 't'}:${t}`}>
          <Chip
            size="small"
            label={mod ? t : `#${t}`}
            icon={mod ? <ShieldOutlinedIcon aria-label="Moderator tag" /> : undefined}
            color={mod ? 'primary' : 'default'}
            variant={mod ? 'outlined' : 'filled'}
            sx={{ height: 22, fontSize: 12 }}
          />
        </li>
      ))}
      {shown.length < all.length ? (
        <li>
          <Chip size="small" label={`+${all.length - shown.length}`} sx={{ height: 22, fontSize: 12 }} />
        </li>
      ) : null}
    </Stack>
  );
}

/** "5 minutes ago", with the full date and time in the title. */
/** `inSentence`: after other words ("submitted just now"), so "Just now" and "Yesterday" start lower-case. */
export function TimeAgo({ iso, inSentence = false }: { iso: string | null | undefined; inSentence?: boolean }) {
  const now = useNow();
  if (!iso) return null;
  const text = relativeTime(iso, now);
  return (
    <Box component="time" dateTime={iso} title={fullTime(iso)} suppressHydrationWarning>
      {inSentence ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text}
    </Box>
  );
}

/** `reason`: why the workspace takes no changes now (TOpenIdeasAccess.readOnly). */
export function IdeasReadOnlyNotice({ reason }: { reason: string }) {
  return (
    <Alert severity="info" variant="outlined">
      {reason} Ideas can be read, not changed.
    </Alert>
  );
}

/** A person's initials for an avatar. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/**
 * The actions of an editor (save, submit, cancel) in a bar kept at the bottom of the window as the form scrolls;
 * `end`: they sit at the end of the row when nothing before them takes the space.
 */
export function StickyActionBar({ children, end = false }: { children: ReactNode; end?: boolean }) {
  return (
    <Card
      variant="outlined"
      data-sticky-bar
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        display: 'flex',
        gap: 1.5,
        flexWrap: 'wrap',
        alignItems: 'center',
        ...(end ? { justifyContent: 'flex-end' } : {}),
      }}
    >
      {children}
    </Card>
  );
}

/** The campaign an idea was submitted to, as a chip that opens the campaign. */
export function CampaignChip({
  id,
  title,
  size = 'small',
}: {
  id: string;
  title: string | null;
  size?: 'small' | 'medium';
}) {
  const name = title ?? 'A campaign';
  return (
    <Chip
      component="a"
      href={campaignHref(id)}
      clickable
      size={size}
      variant="outlined"
      icon={<CampaignOutlinedIcon aria-hidden />}
      label={name}
      aria-label={`Campaign: ${name}`}
      data-testid="idea-campaign"
      sx={{ maxWidth: '100%', '& .MuiChip-icon': { ml: 0.75 } }}
    />
  );
}

const MODERATION_ICONS: Record<Exclude<IdeaModeration, 'VISIBLE'>, ReactNode> = {
  PENDING: <HourglassEmptyOutlinedIcon aria-hidden sx={{ color: 'warning.main' }} />,
  REJECTED: <BlockOutlinedIcon aria-hidden sx={{ color: 'error.main' }} />,
  HIDDEN: <VisibilityOffOutlinedIcon aria-hidden />,
};

/** Where an idea stands with its campaign's moderators; nothing for a visible one. */
export function ModerationChip({
  moderation,
  size = 'small',
}: {
  moderation: IdeaModeration | null | undefined;
  size?: 'small' | 'medium';
}) {
  if (!moderation || moderation === 'VISIBLE') return null;
  return (
    <Chip
      size={size}
      variant="outlined"
      icon={MODERATION_ICONS[moderation] as React.ReactElement}
      label={IDEA_MODERATION_LABELS[moderation]}
      data-testid="idea-moderation"
      data-moderation={moderation}
      sx={{ fontWeight: 600, '& .MuiChip-icon': { ml: 0.75 } }}
    />
  );
}

/** "Duplicate of <the original>", linking to it. */
export function DuplicateNote({ id, title }: { id: string | null; title: string | null }) {
  if (!id) return null;
  return (
    <Stack
      direction="row"
      sx={{ gap: 0.75, alignItems: 'center', color: 'text.secondary', minWidth: 0 }}
      data-testid="idea-duplicate"
    >
      <ContentCopyOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        Duplicate of <Link href={ideaHref(id)}>{title ?? 'another idea'}</Link>
      </Typography>
    </Stack>
  );
}

/** On the shortlist its campaign's moderators build (only they are told). */
export function ShortlistedChip({ shortlisted, size = 'small' }: { shortlisted: boolean; size?: 'small' | 'medium' }) {
  if (!shortlisted) return null;
  return (
    <Chip
      size={size}
      variant="outlined"
      color="success"
      icon={<BookmarkAddedOutlinedIcon aria-hidden />}
      label="Shortlisted"
      data-testid="idea-shortlisted"
      sx={{ fontWeight: 600, '& .MuiChip-icon': { ml: 0.75 } }}
    />
  );
}

/** An idea's reviews' aggregate ("3.75 / 5"), the spread and the number of reviews in its title and name. */
export function ScoreChip({ score, size = 'small' }: { score: IdeaScore | null; size?: 'small' | 'medium' }) {
  if (!score || score.average === null || score.reviews === 0) return null;
  const reviews = plural(score.reviews, 'review');
  return (
    <Chip
      size={size}
      variant="outlined"
      color="primary"
      icon={<StarOutlineRoundedIcon aria-hidden />}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            {'Score '}
          </Box>
          {score.average.toFixed(2)} / {score.scale}
          <Box component="span" sx={visuallyHidden}>
            {` (spread ±${(score.spread ?? 0).toFixed(2)}, ${reviews})`}
          </Box>
        </>
      }
      title={formatScore(score)}
      data-testid="idea-score"
      // Positioned, so its hidden words stay inside it (see IdeaCounts).
      sx={{
        position: 'relative',
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        '& .MuiChip-icon': { ml: 0.75 },
      }}
    />
  );
}
