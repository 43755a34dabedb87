// An idea's review aggregate (docs/architecture.md, "Evaluation"): the mean of its SUBMITTED reviews' weighted
// scores, their population standard deviation and their number, kept on the idea's row (review_score,
// review_spread, review_count) so the board sorts and filters by them on an index. One helper recomputes them in SQL
// from the reviews, called by every write that changes a submitted score: a review saved or recused, a scorecard's
// weights changed (which first recomputes each submitted review's score with contracts' weightedScore).
import { weightedScore } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { campaignCriteria } from './evaluation-access.ts';

/** Recomputes the aggregate of each of `ideaIds` from its SUBMITTED reviews (null, null, 0 without any). */
export async function refreshReviewAggregates(q: RawQuery, ideaIds: readonly string[]): Promise<void> {
  if (!ideaIds.length) return;
  const ids = [...new Set(ideaIds)];
  // Rows locked in id order first (as moveIdeas and shortlistIdeas lock them), not in the update's order.
  await q('select id from app.ideas where id = any($1::text[]) order by id for update', [ids]);
  await q(
    `update app.ideas i set review_score = a.average, review_spread = a.spread, review_count = a.reviews
       from unnest($1::text[]) as x(id)
       cross join lateral (select avg(r.score) as average, stddev_pop(r.score) as spread, count(*)::int as reviews
                             from app.idea_reviews r where r.idea_id = x.id and r.status = 'SUBMITTED') a
      where i.id = x.id`,
    [ids],
  );
}

/**
 * After the campaign's weights changed: every SUBMITTED review's score again with the scorecard as it is now, then
 * the aggregates of every idea of the campaign that has reviews. Answers how many reviews were rescored.
 */
export async function recomputeCampaignScores(q: RawQuery, campaignId: string): Promise<number> {
  const criteria = await campaignCriteria(q, campaignId);
  const reviews = await q<{ idea_id: string; user_id: string; scores: Record<string, number> | null }>(
    `select r.idea_id, r.user_id,
            (select json_object_agg(s.criterion_id, s.score) from app.idea_review_scores s
              where s.idea_id = r.idea_id and s.user_id = r.user_id) as scores
       from app.idea_reviews r where r.campaign_id = $1 and r.status = 'SUBMITTED'
      order by r.idea_id, r.user_id`,
    [campaignId],
  );
  if (reviews.length)
    await q(
      `update app.idea_reviews r set score = x.score
         from unnest($2::text[], $3::text[], $4::float8[]) as x(idea_id, user_id, score)
        where r.campaign_id = $1 and r.idea_id = x.idea_id and r.user_id = x.user_id`,
      [
        campaignId,
        reviews.map((r) => r.idea_id),
        reviews.map((r) => r.user_id),
        reviews.map((r) => weightedScore(criteria, r.scores ?? {})),
      ],
    );
  const ideas = await q<{ idea_id: string }>(
    'select distinct idea_id from app.idea_reviews where campaign_id = $1 order by idea_id',
    [campaignId],
  );
  await refreshReviewAggregates(
    q,
    ideas.map((r) => r.idea_id),
  );
  return reviews.length;
}
