'use client';
// /dashboard/campaigns/[campaignId]/review: the evaluator's page. Their queue (the campaign's ideas on its board
// that they did not write, each with where they stand, their progress and due date) beside the idea chosen
// (`?idea=`, else the first still to review): its title, summary and answers, their scoring form (review-form.tsx),
// and, once their review is submitted, the other evaluators' reviews. The campaign's moderators opening an idea here
// read its reviews. On a phone the queue comes first, the idea below it. A campaign out of sight is not found.
import { ANONYMOUS_AUTHOR, type FormAnswers } from '@innov/contracts';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { CampaignNotFound, SectionCard } from '../../campaigns/components/campaign-parts.tsx';
import { campaignDate } from '../../campaigns/lib/campaign-list.ts';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { AnswersView } from '../../form-builder/components/answers-view.tsx';
import { IdeaQuery, ideaHref, parseJsonObject } from '../../ideas/lib/idea-api.ts';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import { useNow } from '../../notifications/lib/relative-time.ts';
import type { TOpenEvaluationAccess } from '../lib/evaluation-access.ts';
import {
  CampaignScorecard,
  type IdeaEvaluation,
  IdeaEvaluationQuery,
  type ReviewQueue,
  ReviewQueueQuery,
  reviewHref,
} from '../lib/evaluation-api.ts';
import { nextOpenIdeaId, queueProgress, scoreText, selectedIdeaId } from '../lib/review-form.ts';
import { DEFAULT_SCALE } from '../lib/scorecard-form.ts';
import { useEvaluationAccess } from '../lib/use-evaluation-access.ts';
import { EvaluationGate } from './evaluation-gate.tsx';
import { BackToCampaign, ReviewStateChip } from './evaluation-parts.tsx';
import { RecusedNotice, ReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';

function QueuePanel({ queue, selected, scale }: { queue: ReviewQueue; selected: string | null; scale: number }) {
  const now = useNow();
  const percent = queue.total ? Math.round((queue.done * 100) / queue.total) : 0;
  const progress = queueProgress(queue);
  return (
    <Card variant="outlined" component="section" aria-labelledby="review-queue-heading" data-testid="review-queue">
      <Stack sx={{ px: 2, pt: 2, pb: 1.5, gap: 0.75, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="review-queue-heading" variant="h6" component="h2">
          Ideas to review
        </Typography>
        <Typography variant="body2" data-testid="review-progress">
          {progress}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={progress}
          sx={{ height: 6, borderRadius: 3 }}
        />
        {queue.dueAt ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="review-due">
            Due {campaignDate(queue.dueAt, now, true)}
          </Typography>
        ) : null}
      </Stack>
      {queue.items.length === 0 ? (
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', p: 2 }} data-testid="review-queue-empty">
          <AssignmentTurnedInOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No ideas to review. Ideas show here once they are on the campaign’s board; those you wrote or co-author are
            left out.
          </Typography>
        </Stack>
      ) : (
        <List
          aria-label="Ideas to review"
          disablePadding
          sx={{ maxHeight: { md: 'calc(100vh - 260px)' }, overflowY: { md: 'auto' } }}
        >
          {queue.items.map((item) => {
            const current = item.idea.id === selected;
            return (
              <li key={item.idea.id}>
                <ListItemButton
                  href={reviewHref(queue.campaignId, item.idea.id)}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  data-testid="review-queue-item"
                  sx={{ display: 'block', py: 1.25, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.idea.title}</Typography>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                    <ReviewStateChip state={item.state} />
                    {item.myScore !== null ? (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        Your score {scoreText(item.myScore, scale)}
                      </Typography>
                    ) : null}
                  </Stack>
                </ListItemButton>
              </li>
            );
          })}
        </List>
      )}
    </Card>
  );
}

function Answers({ ideaId }: { ideaId: string }) {
  const details = IdeaQuery.useQuery({ variables: { id: ideaId } });
  if (details.isLoading) return <Skeleton variant="rounded" height={120} />;
  if (details.isError && !details.data)
    return <RetryAlert onRetry={() => void details.refetch()}>{toErrorMessage(details.error)}</RetryAlert>;
  if (!details.data)
    return <Typography sx={{ color: 'text.secondary' }}>The idea’s answers are not shown to you.</Typography>;
  return (
    <AnswersView
      fields={details.data.fields}
      content={parseJsonObject(details.data.content) as FormAnswers}
      headingLevel={3}
      hideEmpty
    />
  );
}

function IdeaSummary({ evaluation, focusKey }: { evaluation: IdeaEvaluation; focusKey: number }) {
  const { idea } = evaluation;
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // An idea chosen in the queue: its heading takes the focus (on a phone, it scrolls into view below the queue).
  useEffect(() => {
    if (focusKey > 0) heading.current?.focus();
  }, [focusKey]);
  const authors = idea.anonymous && !idea.owner ? ANONYMOUS_AUTHOR : (idea.authorName ?? ANONYMOUS_AUTHOR);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h2"
        sx={{ overflowWrap: 'anywhere', outline: 'none' }}
        data-testid="review-idea-title"
      >
        {idea.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        By {authors}
        {idea.coAuthors.length ? ` with ${idea.coAuthors.map((c) => c.name ?? 'a former member').join(', ')}` : ''}
        {idea.category ? ` · ${idea.category}` : ''}
      </Typography>
      {idea.summary ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{idea.summary}</Typography>
      ) : null}
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          aria-expanded={open}
          aria-controls="review-idea-answers"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Hide the answers' : 'Show the answers'}
        </Button>
        <Link
          href={ideaHref(idea.id)}
          target="_blank"
          rel="noopener"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          Open the idea page
          <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Box>
        </Link>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box id="review-idea-answers" sx={{ pt: 1 }}>
          <Answers ideaId={idea.id} />
        </Box>
      </Collapse>
    </Stack>
  );
}

function IdeaPanel({
  ideaId,
  queue,
  writable,
  focusKey,
}: {
  ideaId: string;
  queue: ReviewQueue;
  writable: boolean;
  focusKey: number;
}) {
  const query = IdeaEvaluationQuery.useQuery({ variables: { ideaId } });
  const now = useNow();
  if (query.isLoading)
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the idea">
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (query.isError && !query.data)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  const evaluation = query.data;
  if (!evaluation || evaluation.idea.campaignId !== queue.campaignId)
    return (
      <Alert severity="warning" variant="outlined" data-testid="review-idea-missing">
        This idea is not one of this campaign’s ideas shown to you. Choose one in the list.
      </Alert>
    );
  const mine = evaluation.myReview;
  const next = mine?.status === 'SUBMITTED' ? nextOpenIdeaId(queue.items, ideaId) : null;
  const formKey = `${ideaId}:${mine?.status ?? 'TODO'}:${mine?.updatedAt ?? ''}`;
  return (
    <Stack sx={{ gap: 3 }}>
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="review-idea">
        <IdeaSummary evaluation={evaluation} focusKey={focusKey} />
      </Card>
      {evaluation.isEvaluator ? (
        <SectionCard
          title="Your review"
          description={evaluation.dueAt ? `Due ${campaignDate(evaluation.dueAt, now, true)}.` : undefined}
          action={mine ? <ReviewStateChip state={mine.status} /> : <ReviewStateChip state="TODO" />}
          testId="review-section"
        >
          {!evaluation.canReview && evaluation.reviewLockedReason ? (
            <Alert severity="info" variant="outlined">
              {evaluation.reviewLockedReason}
            </Alert>
          ) : null}
          {mine?.status === 'RECUSED' ? (
            <RecusedNotice evaluation={evaluation} writable={writable} />
          ) : (
            <ReviewForm key={formKey} evaluation={evaluation} writable={writable} />
          )}
          {next ? (
            <Box>
              <Button href={reviewHref(queue.campaignId, next)} variant="text">
                Next idea to review
              </Button>
            </Box>
          ) : null}
        </SectionCard>
      ) : evaluation.reviewLockedReason ? (
        <Alert severity="info" variant="outlined">
          {evaluation.reviewLockedReason}
        </Alert>
      ) : null}
      {evaluation.seesReviews ? (
        <SectionCard title={evaluation.isEvaluator ? 'Other evaluators’ reviews' : 'Reviews'} testId="other-reviews">
          <ReviewList
            reviews={evaluation.reviews.filter((r) => !r.userId || r.userId !== mine?.userId)}
            scorecard={evaluation.scorecard}
          />
        </SectionCard>
      ) : evaluation.isEvaluator && mine?.status !== 'RECUSED' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="other-reviews-hidden">
          The other evaluators’ reviews show here once you submit yours.
        </Typography>
      ) : null}
    </Stack>
  );
}

function ReviewPage({ campaignId, access }: { campaignId: string; access: TOpenEvaluationAccess }) {
  const params = useSearchParams();
  const asked = params.get('idea');
  const query = ReviewQueueQuery.useQuery({ variables: { campaignId } }, { refetchOnMountOrArgChange: true });
  const scorecard = CampaignScorecard.useQuery({ variables: { campaignId } });
  // How many times an idea was chosen here (not the first one shown): its heading then takes the focus.
  const [focusKey, setFocusKey] = useState(0);
  const first = useRef(asked);
  useEffect(() => {
    if (asked !== first.current) setFocusKey((k) => k + 1);
  }, [asked]);

  if (query.isLoading)
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading your review queue">
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (query.isError && !query.data)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  const queue = query.data;
  if (!queue) return <CampaignNotFound heading="h2" />;
  const selected = selectedIdeaId(queue.items, asked);
  const writable = !access.readOnly;
  return (
    <Stack sx={{ gap: 3 }}>
      {access.readOnly ? (
        <Alert severity="info" variant="outlined">
          {access.readOnly} Reviews can be read, not saved.
        </Alert>
      ) : null}
      {!queue.canReview && queue.reviewLockedReason ? (
        <Alert severity="info" variant="outlined" data-testid="review-locked">
          {queue.reviewLockedReason}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <QueuePanel queue={queue} selected={selected} scale={scorecard.data?.scale ?? DEFAULT_SCALE} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {selected ? (
            <IdeaPanel ideaId={selected} queue={queue} writable={writable} focusKey={focusKey} />
          ) : (
            <Card variant="outlined" sx={{ p: 3 }}>
              <Typography sx={{ color: 'text.secondary' }}>
                When the campaign has ideas for you to review, choose one in the list to score it.
              </Typography>
            </Card>
          )}
        </Box>
      </Box>
    </Stack>
  );
}

function Heading({ campaignId, open }: { campaignId: string; open: boolean }) {
  const queue = ReviewQueueQuery.useQuery({ variables: { campaignId } }, { skip: !open });
  return (
    <Stack sx={{ gap: 1 }}>
      <BackToCampaign campaignId={campaignId} title={queue.data?.campaignTitle} />
      <Typography variant="h4" component="h1">
        Review ideas
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 720 }}>
        Score each idea on the campaign’s scorecard. Your scores stay private until you submit them, and you see the
        other evaluators’ reviews of an idea once you submitted yours.
      </Typography>
    </Stack>
  );
}

export function ReviewView({ campaignId }: { campaignId: string }) {
  const { access, retry } = useEvaluationAccess();
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <Stack sx={{ gap: 3 }}>
        <Heading campaignId={campaignId} open={access.kind === 'open'} />
        <EvaluationGate access={access} retry={retry}>
          {(open) => <ReviewPage campaignId={campaignId} access={open} />}
        </EvaluationGate>
      </Stack>
    </Box>
  );
}
