// recuseFromReview: an assigned evaluator steps aside from an idea (`recuse: true`, with an optional reason): their
// review becomes RECUSED with the reason as its comment, its scores are withdrawn and the idea's aggregate
// recomputed; or takes the recusal back (`recuse: false`): the recused review is gone and the idea is to review
// again (a draft or a submitted review is left alone).
// The same checks as saveIdeaReview (review-writes.ts), without the scores.
import { EVALUATION_LIMITS } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { ideaCountsChanged } from '../ideas/idea-counts.ts';
import { publishIdea } from '../ideas/idea-record.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { requireEvaluationWriter } from './evaluation-access.ts';
import { type IdeaEvaluation, requireIdeaEvaluation } from './evaluation-record.ts';
import { refreshReviewAggregates } from './review-aggregates.ts';
import { requireReviewTarget } from './review-writes.ts';

export const ZRecuseFromReviewArgs = z.object({
  input: z.object({
    ideaId: ZId,
    recuse: z.boolean(),
    reason: z
      .string()
      .trim()
      .max(EVALUATION_LIMITS.recuseReason, `at most ${EVALUATION_LIMITS.recuseReason} characters`)
      .nullish()
      .transform((v) => v || null),
  }),
});

export const recuseFromReview = defineFunction({
  name: 'recuseFromReview',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 60 },
  input: ZRecuseFromReviewArgs,
  audit: (_e: IdeaEvaluation, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaEvaluation> {
    const { principal, db, deps } = ctx;
    const { ideaId, recuse, reason } = args.input;
    const w = await requireEvaluationWriter(principal, 'recuseFromReview');
    const me = principal.userId as string;
    const t = await requireReviewTarget(ctx, w.tenantId, ideaId);
    const now = deps.now();
    if (recuse)
      await db.query(
        `insert into app.idea_reviews (idea_id, user_id, campaign_id, status, comment, score, submitted_at, created_at, updated_at)
         values ($1, $2, $3, 'RECUSED', $4, null, null, $5, $5)
         on conflict (idea_id, user_id) do update
            set status = 'RECUSED', comment = excluded.comment, score = null, submitted_at = null,
                updated_at = excluded.updated_at`,
        [t.idea.id, me, t.campaign.id, reason, now],
      );
    // The scores go with a recusal (and with the review when it is taken back: they cascade).
    if (recuse)
      await db.query('delete from app.idea_review_scores where idea_id = $1 and user_id = $2', [t.idea.id, me]);
    // Taking a recusal back: only a RECUSED review goes (a draft or a submitted review is left as it is).
    else
      await db.query(`delete from app.idea_reviews where idea_id = $1 and user_id = $2 and status = 'RECUSED'`, [
        t.idea.id,
        me,
      ]);
    await refreshReviewAggregates(db.query, [t.idea.id]);
    if (recuse && t.status === 'SUBMITTED') {
      ideaCountsChanged(ctx, w.tenantId);
      await publishIdea(ctx, 'onUpdateIdea', t.idea.id);
    }
    noteAudit(args, {
      target: `Idea:${t.idea.id}`,
      tenantId: w.tenantId,
      details: {
        campaign: t.campaign.id,
        status: recuse ? 'RECUSED' : t.status === 'RECUSED' ? 'TODO' : (t.status ?? 'TODO'),
        from: t.status ?? 'TODO',
      },
    });
    return requireIdeaEvaluation(ctx, w, t.idea.id);
  },
});
