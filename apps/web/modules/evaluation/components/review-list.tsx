'use client';
// Reviews of an idea as getIdeaEvaluation lets the caller see them (its moderators: every submitted and recused
// review, by name; an evaluator: the others' submitted reviews once theirs is submitted, without names): the
// reviewer, the weighted score, the score per criterion, the comment (a recusal's reason), and when.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TimeAgo } from '../../ideas/components/idea-parts.tsx';
import type { IdeaReview, Scorecard } from '../lib/evaluation-api.ts';
import { orderedCriteria, scoreText } from '../lib/review-form.ts';

function ReviewItem({ review, scorecard, index }: { review: IdeaReview; scorecard: Scorecard; index: number }) {
  const byId = new Map(review.scores.map((s) => [s.criterionId, s.score]));
  // Evaluators read each other's reviews without names (blind review); a moderator sees a missing name only for a
  // reviewer who has left.
  const name = review.reviewerName ?? (review.userId ? 'A former member' : `Evaluator ${index + 1}`);
  return (
    <Box
      component="li"
      data-testid="idea-review"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="h4" sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {review.status === 'RECUSED' ? (
          <Chip size="small" variant="outlined" label="Recused" />
        ) : (
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="idea-review-score">
            {scoreText(review.score, scorecard.scale)}
          </Typography>
        )}
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {review.status === 'RECUSED' ? 'Recused ' : 'Submitted '}
        <TimeAgo iso={review.submittedAt ?? review.updatedAt} inSentence />
      </Typography>
      {review.status === 'SUBMITTED' ? (
        <Box
          component="dl"
          sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.25 }}
        >
          {orderedCriteria(scorecard.criteria).map((c) => (
            <Box key={c.id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {c.name}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
              >
                {byId.get(c.id) ?? '–'} / {scorecard.scale}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {review.comment ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Typography>
      ) : null}
    </Box>
  );
}

export function ReviewList({ reviews, scorecard }: { reviews: IdeaReview[]; scorecard: Scorecard }) {
  if (reviews.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>No one else has submitted a review yet.</Typography>;
  return (
    <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }} aria-label="Reviews">
      {reviews.map((r, i) => (
        <ReviewItem key={r.userId ?? `peer-${i}`} review={r} scorecard={scorecard} index={i} />
      ))}
    </Stack>
  );
}
