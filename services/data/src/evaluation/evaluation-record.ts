// The evaluation domain's answers as the API shows them to the caller: an idea's evaluation (the scorecard, the
// caller's own review, the others' reviews they may see, whether and why not they may review), an evaluator's queue
// in a campaign, and the campaign's evaluators with their progress. Who sees which reviews (docs/architecture.md,
// "Evaluation"): the campaign's moderators every submitted and recused review with reviewers' names; an evaluator
// their own review, and the others' submitted ones once theirs is submitted; nobody anyone else's draft.

import type { CampaignRole } from '@innov/contracts';
import { EVALUATION_MESSAGES, type ReviewQueueState, type ReviewStatus } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { CampaignInSight, CampaignsWorkspace } from '../campaigns/campaign-access.ts';
import { editsCampaign } from '../campaigns/campaign-record.ts';
import type { DomainContext } from '../domain/function.ts';
import { ideaCampaign } from '../ideas/idea-access.ts';
import { type IdeaCard, type IdeaCardRow, readIdeaCardRows, shownIdeaCard } from '../ideas/idea-record.ts';
import {
  effectiveDueSql,
  evaluationClosedReason,
  evaluatorDueAt,
  isEvaluator,
  readScorecard,
  reviewQueueSql,
  type Scorecard,
} from './evaluation-access.ts';

export interface IdeaReview {
  /** Null in another evaluator's review shown to an evaluator (reviewers are the moderators' to know). */
  userId: string | null;
  reviewerName: string | null;
  status: ReviewStatus;
  scores: { criterionId: string; score: number }[];
  comment: string | null;
  score: number | null;
  submittedAt: Date | null;
  updatedAt: Date;
}

export interface IdeaEvaluation {
  idea: IdeaCard;
  scorecard: Scorecard;
  myReview: IdeaReview | null;
  reviews: IdeaReview[];
  seesReviews: boolean;
  canReview: boolean;
  reviewLockedReason: string | null;
  dueAt: Date | null;
  isEvaluator: boolean;
  canModerate: boolean;
}

interface ReviewRow {
  user_id: string;
  reviewer_name: string | null;
  status: ReviewStatus;
  scores: { criterionId: string; score: number }[];
  comment: string | null;
  score: number | null;
  submitted_at: Date | null;
  updated_at: Date;
}

const shownReview = (r: ReviewRow): IdeaReview => ({
  userId: r.user_id,
  reviewerName: r.reviewer_name,
  status: r.status,
  scores: r.scores,
  comment: r.comment,
  score: r.score,
  submittedAt: r.submitted_at,
  updatedAt: r.updated_at,
});

/** The idea's reviews of `statuses`, with their scores in the scorecard's order; submitted first, then by name. */
async function reviewsOf(q: RawQuery, ideaId: string, statuses: readonly ReviewStatus[]): Promise<ReviewRow[]> {
  return q<ReviewRow>(
    `select r.user_id, coalesce(p.name, p.email) as reviewer_name, r.status, r.comment, r.score, r.submitted_at,
            r.updated_at,
            coalesce((select json_agg(json_build_object('criterionId', s.criterion_id, 'score', s.score)
                        order by cc.position)
                        from app.idea_review_scores s join app.campaign_criteria cc on cc.id = s.criterion_id
                       where s.idea_id = r.idea_id and s.user_id = r.user_id), '[]'::json) as scores
       from app.idea_reviews r left join app.user_profiles p on p.id = r.user_id
      where r.idea_id = $1 and r.status = any($2::text[])
      order by r.submitted_at nulls last, lower(coalesce(p.name, p.email, '')), r.user_id`,
    [ideaId, [...statuses]],
  );
}

/** The caller's own review of the idea (any status), or null. */
export async function myReviewOf(q: RawQuery, ideaId: string, me: string): Promise<IdeaReview | null> {
  const [row] = (await reviewsOf(q, ideaId, ['DRAFT', 'SUBMITTED', 'RECUSED'])).filter((r) => r.user_id === me);
  return row ? shownReview(row) : null;
}

/** Whether the idea is on its campaign's board (submitted, VISIBLE, not merged): only those are reviewed. */
export const isReviewable = (i: Pick<IdeaCardRow, 'state' | 'moderation' | 'merged_into'>) =>
  i.state === 'SUBMITTED' && i.moderation === 'VISIBLE' && i.merged_into === null;

/**
 * Why the caller may not review the idea now, in the order saveIdeaReview checks (null: they may): not the
 * campaign's evaluator, their own idea, not on the board, evaluation closed in the campaign, no scorecard.
 */
export function reviewRefusal(o: {
  evaluator: boolean;
  writes: boolean;
  reviewable: boolean;
  campaign: Pick<CampaignInSight, 'campaign' | 'phase'>;
  criteria: number;
}): string | null {
  if (!o.evaluator) return EVALUATION_MESSAGES.notEvaluator;
  if (o.writes) return EVALUATION_MESSAGES.ownIdea;
  if (!o.reviewable) return EVALUATION_MESSAGES.notReviewable;
  const closed = evaluationClosedReason(o.campaign);
  if (closed) return closed;
  if (o.criteria === 0) return EVALUATION_MESSAGES.noScorecard;
  return null;
}

/** The caller's roles in the campaign. */
export async function myCampaignRoles(q: RawQuery, campaignId: string, me: string): Promise<CampaignRole[]> {
  const rows = await q<{ role: CampaignRole }>(
    'select role from app.campaign_roles where campaign_id = $1 and user_id = $2 order by role',
    [campaignId, me],
  );
  return rows.map((r) => r.role);
}

/** The idea's evaluation as the caller may see it; null when the idea is out of sight or no campaign's. */
export async function readIdeaEvaluation(
  ctx: Pick<DomainContext, 'principal' | 'db'>,
  w: CampaignsWorkspace,
  ideaId: string,
): Promise<IdeaEvaluation | null> {
  const q = ctx.db.query;
  const me = ctx.principal.userId as string;
  const [row] = await readIdeaCardRows(q, w.tenantId, me, [ideaId]);
  if (!row?.campaign_id) return null;
  const c = await ideaCampaign(q, row);
  if (!c) return null;
  const roles = await myCampaignRoles(q, c.campaign.id, me);
  const evaluator = roles.includes('EVALUATOR');
  const scorecard = await readScorecard(q, c.campaign, editsCampaign(w, roles));
  const myReview = await myReviewOf(q, row.id, me);
  const mySubmitted = myReview?.status === 'SUBMITTED';
  let reviews: IdeaReview[] = [];
  // An evaluator still assigned, who has submitted their own review of an idea they do not write, sees the other
  // submitted reviews' scores and comments, not who wrote them (reviewers are the moderators' to know).
  const peer = evaluator && mySubmitted && !row.writes;
  if (row.moderates) reviews = (await reviewsOf(q, row.id, ['SUBMITTED', 'RECUSED'])).map(shownReview);
  else if (peer)
    reviews = (await reviewsOf(q, row.id, ['SUBMITTED']))
      .filter((r) => r.user_id !== me)
      .map((r) => ({ ...shownReview(r), userId: null, reviewerName: null }));
  const refusal = reviewRefusal({
    evaluator,
    writes: row.writes,
    reviewable: isReviewable(row),
    campaign: c,
    criteria: scorecard.criteria.length,
  });
  return {
    idea: shownIdeaCard(row, ctx.principal.isAdmin),
    scorecard,
    myReview,
    reviews,
    seesReviews: row.moderates || peer,
    canReview: refusal === null,
    reviewLockedReason: refusal,
    dueAt: evaluator ? await evaluatorDueAt(q, c.campaign.id, me) : null,
    isEvaluator: evaluator,
    canModerate: row.moderates,
  };
}

/** The evaluation of an idea the function has just written (it is the caller's to see). */
export async function requireIdeaEvaluation(
  ctx: Pick<DomainContext, 'principal' | 'db'>,
  w: CampaignsWorkspace,
  ideaId: string,
): Promise<IdeaEvaluation> {
  const shown = await readIdeaEvaluation(ctx, w, ideaId);
  if (!shown) throw new Error('The idea just reviewed is out of sight.');
  return shown;
}

export interface ReviewQueueItem {
  idea: IdeaCard;
  state: ReviewQueueState;
  myScore: number | null;
  updatedAt: Date | null;
}

export interface ReviewQueue {
  campaignId: string;
  campaignTitle: string;
  dueAt: Date | null;
  canReview: boolean;
  reviewLockedReason: string | null;
  items: ReviewQueueItem[];
  /** The ideas of the queue. */
  total: number;
  /** Those the evaluator is done with: submitted or recused. */
  done: number;
}

/** At most this many ideas in one queue (oldest submitted first). */
export const QUEUE_LIMIT = 500;

/**
 * The caller's review queue in the campaign they see: its board ideas they neither write nor co-author, oldest
 * first, each with where they stand (TODO without a review). A caller who is not its evaluator has an empty queue
 * with the reason (notEvaluator); a queue is readable whatever the phase (canReview says whether it takes reviews).
 */
export async function readReviewQueue(
  ctx: Pick<DomainContext, 'principal' | 'db'>,
  w: CampaignsWorkspace,
  found: CampaignInSight,
): Promise<ReviewQueue> {
  const q = ctx.db.query;
  const me = ctx.principal.userId as string;
  const c = found.campaign;
  const base = { campaignId: c.id, campaignTitle: c.title };
  if (!(await isEvaluator(q, c.id, me)))
    return {
      ...base,
      dueAt: null,
      canReview: false,
      reviewLockedReason: EVALUATION_MESSAGES.notEvaluator,
      items: [],
      total: 0,
      done: 0,
    };
  const rows = await q<{ id: string; status: ReviewStatus | null; score: number | null; updated_at: Date | null }>(
    `select qi.id, r.status, r.score, r.updated_at
       from (${reviewQueueSql('$1', '$2')}) qx join app.ideas qi on qi.id = qx.id
       left join app.idea_reviews r on r.idea_id = qi.id and r.user_id = $2
      order by qi.submitted_at, qi.id limit $3`,
    [c.id, me, QUEUE_LIMIT],
  );
  const cards = new Map(
    (
      await readIdeaCardRows(
        q,
        w.tenantId,
        me,
        rows.map((r) => r.id),
      )
    ).map((r) => [r.id, shownIdeaCard(r, ctx.principal.isAdmin)]),
  );
  const items = rows.flatMap((r): ReviewQueueItem[] => {
    const idea = cards.get(r.id);
    if (!idea) return [];
    return [
      {
        idea,
        state: r.status ?? 'TODO',
        myScore: r.status === 'SUBMITTED' ? r.score : null,
        updatedAt: r.updated_at,
      },
    ];
  });
  const [criteria] = await q<{ n: number }>(
    'select count(*)::int as n from app.campaign_criteria where campaign_id = $1',
    [c.id],
  );
  const closed = evaluationClosedReason(found) ?? (criteria?.n ? null : EVALUATION_MESSAGES.noScorecard);
  return {
    ...base,
    dueAt: await evaluatorDueAt(q, c.id, me),
    canReview: closed === null,
    reviewLockedReason: closed,
    items,
    total: items.length,
    done: items.filter((i) => i.state === 'SUBMITTED' || i.state === 'RECUSED').length,
  };
}

export interface CampaignEvaluator {
  userId: string;
  name: string | null;
  teamId: string | null;
  teamName: string | null;
  /** The effective due date: their own, else the end of the campaign's last phase that allows evaluation. */
  dueAt: Date | null;
  /** They have a due date of their own. */
  ownDueAt: boolean;
  /** The ideas of their queue. */
  toReview: number;
  submitted: number;
  drafts: number;
  recused: number;
  remindedAt: Date | null;
}

/** The campaign's evaluators with their progress over their queues, by name. */
export async function readCampaignEvaluators(q: RawQuery, campaignId: string): Promise<CampaignEvaluator[]> {
  const rows = await q<{
    user_id: string;
    name: string | null;
    team_id: string | null;
    team_name: string | null;
    due_at: Date | null;
    own_due_at: boolean;
    to_review: number;
    submitted: number;
    drafts: number;
    recused: number;
    reminded_at: Date | null;
  }>(
    `select r.user_id, coalesce(p.name, p.email) as name, r.team_id, t.name as team_name,
            ${effectiveDueSql('r', 'r.campaign_id')} as due_at, r.due_at is not null as own_due_at, r.reminded_at,
            s.to_review, s.submitted, s.drafts, s.recused
       from app.campaign_roles r
       left join app.user_profiles p on p.id = r.user_id
       left join app.teams t on t.id = r.team_id
       cross join lateral (
         select count(*)::int as to_review,
                (count(*) filter (where rv.status = 'SUBMITTED'))::int as submitted,
                (count(*) filter (where rv.status = 'DRAFT'))::int as drafts,
                (count(*) filter (where rv.status = 'RECUSED'))::int as recused
           from (${reviewQueueSql('r.campaign_id', 'r.user_id')}) qx
           left join app.idea_reviews rv on rv.idea_id = qx.id and rv.user_id = r.user_id) s
      where r.campaign_id = $1 and r.role = 'EVALUATOR'
      order by lower(coalesce(p.name, p.email, '')), r.user_id`,
    [campaignId],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    teamId: r.team_id,
    teamName: r.team_name,
    dueAt: r.due_at,
    ownDueAt: r.own_due_at,
    toReview: r.to_review,
    submitted: r.submitted,
    drafts: r.drafts,
    recused: r.recused,
    remindedAt: r.reminded_at,
  }));
}
