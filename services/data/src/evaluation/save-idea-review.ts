// saveIdeaReview: an assigned evaluator saves their review of an idea of the campaign's board (review-writes.ts
// checks who and when): `submit: false` keeps a private DRAFT (some criteria may be unscored), `submit: true`
// submits it (every criterion scored). One review per evaluator and idea: a second submit edits it (submitted_at
// moves), and a submitted review stays submitted (a later save must be complete). Each score is a whole number on
// the scale for a criterion of the scorecard. The review's weighted score (contracts' weightedScore) is stored,
// then the idea's aggregate recomputed from its submitted reviews, in the transaction that holds the idea's lock.
import { EVALUATION_LIMITS, EVALUATION_MESSAGES, weightedScore } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { ideaCountsChanged } from '../ideas/idea-counts.ts';
import { publishIdea } from '../ideas/idea-record.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { requireEvaluationWriter } from './evaluation-access.ts';
import { type IdeaEvaluation, requireIdeaEvaluation } from './evaluation-record.ts';
import { refreshReviewAggregates } from './review-aggregates.ts';
import { checkReviewScores } from './review-scores.ts';
import { requireReviewTarget } from './review-writes.ts';

export const ZSaveIdeaReviewArgs = z.object({
  input: z.object({
    ideaId: ZId,
    scores: z
      .array(z.object({ criterionId: ZId, score: z.number({ message: EVALUATION_MESSAGES.scoreOutOfScale }) }))
      .max(EVALUATION_LIMITS.criteria, EVALUATION_MESSAGES.unknownCriterion),
    comment: z
      .string()
      .trim()
      .max(EVALUATION_LIMITS.comment, `at most ${EVALUATION_LIMITS.comment} characters`)
      .nullish()
      .transform((v) => v || null),
    submit: z.boolean(),
  }),
});

export const saveIdeaReview = defineFunction({
  name: 'saveIdeaReview',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 120 },
  input: ZSaveIdeaReviewArgs,
  audit: (_e: IdeaEvaluation, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaEvaluation> {
    const { principal, db, deps } = ctx;
    const { ideaId, scores, comment, submit } = args.input;
    const w = await requireEvaluationWriter(principal, 'saveIdeaReview');
    const me = principal.userId as string;
    const t = await requireReviewTarget(ctx, w.tenantId, ideaId);
    if (t.status === 'RECUSED') throw Errors.validation(EVALUATION_MESSAGES.recused);
    // Once submitted, a review stays submitted: a later save is an edit and must be complete.
    const complete = submit || t.status === 'SUBMITTED';
    const checked = checkReviewScores(t.criteria, t.campaign.score_scale, scores, complete);
    if (!checked.ok) throw Errors.validation(checked.message);
    const status = complete ? 'SUBMITTED' : 'DRAFT';
    const score = complete ? weightedScore(t.criteria, checked.value) : null;
    const now = deps.now();
    await db.query(
      `insert into app.idea_reviews (idea_id, user_id, campaign_id, status, comment, score, submitted_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, case when $4::text = 'SUBMITTED' then $7::timestamptz end, $7, $7)
       on conflict (idea_id, user_id) do update
          set status = excluded.status, comment = excluded.comment, score = excluded.score,
              submitted_at = excluded.submitted_at, updated_at = excluded.updated_at`,
      [t.idea.id, me, t.campaign.id, status, comment, score, now],
    );
    await db.query('delete from app.idea_review_scores where idea_id = $1 and user_id = $2', [t.idea.id, me]);
    if (checked.value.size)
      await db.query(
        `insert into app.idea_review_scores (idea_id, user_id, criterion_id, score)
         select $1, $2, x.criterion_id, x.score from unnest($3::text[], $4::int[]) as x(criterion_id, score)`,
        [t.idea.id, me, [...checked.value.keys()], [...checked.value.values()]],
      );
    await refreshReviewAggregates(db.query, [t.idea.id]);
    if (complete) {
      // The board's score sort and filter, and their counts, follow.
      ideaCountsChanged(ctx, w.tenantId);
      await publishIdea(ctx, 'onUpdateIdea', t.idea.id);
    }
    noteAudit(args, {
      target: `Idea:${t.idea.id}`,
      tenantId: w.tenantId,
      details: { campaign: t.campaign.id, status, edit: t.status === 'SUBMITTED' },
    });
    return requireIdeaEvaluation(ctx, w, t.idea.id);
  },
});
