'use client';
// An idea's reviews (issue 29): the idea page's "Reviews" panel, shown when the caller sees the idea's aggregate (its
// campaign's moderators; its authors once the campaign shows results): the weighted average on the scorecard's
// scale, the spread and the number of reviews; to the moderators also each review (getIdeaEvaluation): the
// reviewer, their weighted score, each criterion's score and their comment, recusals with their reason (the review
// page's ReviewList, evaluation/components/review-list.tsx). The shortlist page shows the same when a row is opened.
import { formatScore, type IdeaScore } from '@innov/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { ReviewList } from '../../evaluation/components/review-list.tsx';
import { IdeaEvaluationQuery } from '../../evaluation/lib/evaluation-api.ts';
import { orderedReviews, scoreText } from '../../evaluation/lib/shortlist.ts';
import { plural } from './idea-parts.tsx';
import { SideCard } from './idea-side.tsx';

/** The reviews of an idea the caller may see (moderators: submitted and recused ones), best score first. */
export function IdeaReviews({ ideaId }: { ideaId: string }) {
  const query = IdeaEvaluationQuery.useQuery({ variables: { ideaId } });
  const evaluation = query.data;
  if (query.isLoading)
    return (
      <Stack sx={{ gap: 1 }} role="status" aria-label="Loading the reviews">
        <Skeleton width="70%" />
        <Skeleton width="50%" />
      </Stack>
    );
  if (query.isError && !evaluation)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  const reviews = evaluation?.seesReviews ? orderedReviews(evaluation.reviews) : [];
  if (!evaluation || reviews.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {evaluation?.seesReviews ? 'No reviews submitted yet.' : 'The reviews are shown to the campaign’s moderators.'}
      </Typography>
    );
  return (
    <Box data-testid="review-list">
      <ReviewList reviews={reviews} scorecard={evaluation.scorecard} />
    </Box>
  );
}

/** The aggregate as a figure: "3.75 / 5", then spread and reviews. */
export function ScoreSummary({ score }: { score: IdeaScore }) {
  return (
    <Stack sx={{ gap: 0.25 }} data-testid="idea-score-summary" title={formatScore(score)}>
      <Typography component="p" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 750 }}>
          {scoreText(score.average)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          / {score.scale} average
        </Box>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Spread ±{(score.spread ?? 0).toFixed(2)} · {plural(score.reviews, 'review')}
      </Typography>
    </Stack>
  );
}

/** The idea page's panel; nothing unless the caller sees the aggregate. */
export function IdeaReviewsPanel({
  ideaId,
  score,
  moderator,
}: {
  ideaId: string;
  score: IdeaScore | null;
  /** The caller moderates the idea's campaign: the reviews themselves too. */
  moderator: boolean;
}) {
  if (!score || score.reviews === 0) return null;
  return (
    <SideCard title="Reviews">
      <ScoreSummary score={score} />
      {moderator ? (
        <IdeaReviews ideaId={ideaId} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The weighted average of the evaluators’ scores. Each review stays with the campaign’s moderators.
        </Typography>
      )}
    </SideCard>
  );
}
