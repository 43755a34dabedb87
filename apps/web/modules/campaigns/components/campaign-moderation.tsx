'use client';
// The campaign's moderation, for its moderators: the ideas waiting for approval (pre-moderation), newest first,
// each with its author (moderators see through anonymity), summary and the decisions (approve, reject with a note);
// then the ideas hidden from the board, to show again. Both lists follow the ideas' changes (the 'Idea' tag).
import { PAGE_SIZE } from '@innov/contracts';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { ModerationActions } from '../../ideas/components/idea-moderation.tsx';
import { DuplicateNote, TimeAgo } from '../../ideas/components/idea-parts.tsx';
import { type IdeaCard, IdeaList } from '../../ideas/lib/board-api.ts';
import { ideaHref } from '../../ideas/lib/idea-api.ts';
import { authorText } from '../../ideas/lib/idea-rules.ts';
import type { IdeaModeration } from '../lib/campaign-api.ts';

function QueueRow({ idea, writable }: { idea: IdeaCard; writable: boolean }) {
  return (
    <Box
      component="li"
      data-testid="moderation-row"
      data-idea-id={idea.id}
      sx={{
        display: 'flex',
        gap: 2,
        px: { xs: 2, sm: 2.5 },
        py: 2,
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
      }}
    >
      <Stack sx={{ gap: 0.5, flex: 1, minWidth: 0 }}>
        <Link
          href={ideaHref(idea.id)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}
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
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {authorText(idea)} · submitted <TimeAgo iso={idea.submittedAt ?? idea.createdAt} inSentence />
          {idea.category ? ` · ${idea.category}` : ''}
        </Typography>
        <DuplicateNote id={idea.duplicateOfId} title={idea.duplicateOfTitle} />
      </Stack>
      {writable ? (
        <Box sx={{ flexShrink: 0 }}>
          <ModerationActions idea={idea} size="small" />
        </Box>
      ) : null}
    </Box>
  );
}

function Queue({
  campaignId,
  moderation,
  title,
  hint,
  empty,
  icon,
  writable,
}: {
  campaignId: string;
  moderation: Extract<IdeaModeration, 'PENDING' | 'HIDDEN'>;
  title: string;
  hint: string;
  empty: string;
  icon: ReactNode;
  writable: boolean;
}) {
  const pages = IdeaList.usePages({ variables: { campaignId, moderation, sort: 'NEWEST', limit: PAGE_SIZE } });
  const ideas = (pages.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  const total = pages.data?.pages[0]?.total;
  const headingId = `moderation-${moderation.toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={`queue-${moderation}`}>
      <Stack sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1.5, gap: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          {icon}
          <Typography id={headingId} variant="h6" component="h2">
            {title}
            {total !== undefined ? ` (${total})` : ''}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      </Stack>
      {pages.isLoading ? (
        <Stack sx={{ p: 2.5, gap: 2 }} role="status" aria-label={`Loading: ${title}`}>
          <Skeleton width="50%" />
          <Skeleton width="80%" />
        </Stack>
      ) : pages.isError && ideas.length === 0 ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void pages.refetch()}>
          {toErrorMessage(pages.error)}
        </RetryAlert>
      ) : ideas.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', px: { xs: 2, sm: 2.5 }, py: 3 }}>{empty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={title}
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {ideas.map((idea) => (
            <QueueRow key={idea.id} idea={idea} writable={writable} />
          ))}
        </Box>
      )}
      {pages.hasNextPage ? (
        <Stack direction="row" sx={{ justifyContent: 'center', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <LoadMoreButton variant="outlined" size="small" pages={pages} />
        </Stack>
      ) : null}
    </Card>
  );
}

export function CampaignModeration({
  campaignId,
  premoderation,
  pendingCount,
  writable,
}: {
  campaignId: string;
  premoderation: boolean;
  pendingCount: number;
  /** The workspace takes changes (else the lists only). */
  writable: boolean;
}) {
  return (
    <Stack sx={{ gap: 3 }}>
      <Queue
        campaignId={campaignId}
        moderation="PENDING"
        title="Waiting for approval"
        hint={
          premoderation
            ? 'New ideas wait here until a moderator approves them; their authors are told of your decision.'
            : pendingCount > 0
              ? 'Pre-moderation is off now, but these ideas came in while it was on.'
              : 'Pre-moderation is off: new ideas go straight to the board. Turn it on in the campaign’s settings.'
        }
        empty={`Nothing to review. ${premoderation ? 'New ideas will appear here.' : ''}`.trim()}
        icon={<HourglassEmptyOutlinedIcon aria-hidden sx={{ color: 'warning.main' }} />}
        writable={writable}
      />
      <Queue
        campaignId={campaignId}
        moderation="HIDDEN"
        title="Hidden ideas"
        hint="Ideas taken off the board: only their authors and the moderators see them."
        empty="No idea is hidden."
        icon={<VisibilityOffOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />}
        writable={writable}
      />
    </Stack>
  );
}
