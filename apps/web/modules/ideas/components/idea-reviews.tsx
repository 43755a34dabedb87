'use client';
// An idea's reviews (issue 29): the idea page's "Reviews" panel, shown when the caller sees the idea's aggregate (its
// campaign's moderators; its authors once the campaign shows results): the weighted average on the scorecard's
// scale, the spread and the number of reviews; to the moderators also each review (getIdeaEvaluation): the
// reviewer, their weighted score, each criterion's score and their comment, recusals with their reason. The
// shortlist page shows the same list when a row is opened.
import { formatScore, type IdeaScore, REVIEW_STATUS_LABELS } from '@innov/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { IdeaEvaluationQuery } from '../../evaluation/lib/evaluation-api.ts';
import { reviewRows, scoreText } from '../../evaluation/lib/shortlist.ts';
import { plural, TimeAgo } from './idea-parts.tsx';
import { SideCard } from './idea-side.tsx';

/** The reviews of an idea the caller may see (moderators: submitted and recused ones). */
export function ReviewList({ ideaId, dense = false }: { ideaId: string; dense?: boolean }) {
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
  const rows = evaluation?.seesReviews ? reviewRows(evaluation) : [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {evaluation?.seesReviews ? 'No reviews submitted yet.' : 'The reviews are shown to the campaign’s moderators.'}
      </Typography>
    );
  const scale = evaluation?.scorecard.scale ?? 5;
  return (
    <Stack
      component="ul"
      aria-label="Reviews"
      data-testid="review-list"
      sx={{ listStyle: 'none', m: 0, p: 0, gap: dense ? 1.25 : 1.75 }}
    >
      {rows.map((r) => (
        <Box component="li" key={r.userId} data-testid="review-row" sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
              {r.reviewer}
            </Typography>
            {r.status === 'SUBMITTED' ? (
              <Typography
                variant="body2"
                sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
                data-testid="review-score"
              >
                {scoreText(r.score)} / {scale}
              </Typography>
            ) : (
              <Chip size="small" variant="outlined" label={REVIEW_STATUS_LABELS[r.status]} />
            )}
          </Stack>
          {r.criteria.length ? (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', m: 0 }}>
              {r.criteria.map((c) => `${c.name} ${c.score ?? '—'}`).join(' · ')}
            </Typography>
          ) : null}
          {r.comment ? (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {r.status === 'RECUSED' ? `Reason: ${r.comment}` : `“${r.comment}”`}
            </Typography>
          ) : null}
          {r.at ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <TimeAgo iso={r.at} />
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
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
        <ReviewList ideaId={ideaId} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The weighted average of the evaluators’ scores. Each review stays with the campaign’s moderators.
        </Typography>
      )}
    </SideCard>
  );
}
