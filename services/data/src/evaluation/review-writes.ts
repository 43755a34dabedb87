// What saveIdeaReview and recuseFromReview share: the idea the caller reviews, checked in the contract's order
// (docs/architecture.md, "Evaluation") under the campaign's share lock (a scorecard change waits, and waits for
// them) and the idea's row lock (an evaluator's concurrent saves, and saves of the same idea, serialise): a
// campaign's idea in sight, the caller its EVALUATOR (notEvaluator), not its author or co-author (ownIdea), on
// the board and not merged (notReviewable), the campaign OPEN in a phase that allows evaluation (PhaseClosed,
// evaluationClosed), a scorecard (noScorecard).
import { EVALUATION_MESSAGES } from '@innov/contracts';
import { type CampaignPhaseRow, type CampaignRow, requirePhaseAllows } from '../campaigns/campaign-access.ts';
import type { DomainContext } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  type IdeaRow,
  ideaAuthorSql,
  ideaCampaign,
  noSuchIdea,
  requireVisibleIdea,
  visibleIdea,
} from '../ideas/idea-access.ts';
import { type CriterionRow, campaignCriteria, isEvaluator } from './evaluation-access.ts';

export interface ReviewTarget {
  idea: IdeaRow;
  campaign: CampaignRow;
  phase: CampaignPhaseRow | null;
  criteria: CriterionRow[];
  /** The caller's review as it stands, if any. */
  status: 'DRAFT' | 'SUBMITTED' | 'RECUSED' | null;
}

export async function requireReviewTarget(
  ctx: Pick<DomainContext, 'principal' | 'db'>,
  tenantId: string,
  ideaId: string,
): Promise<ReviewTarget> {
  const q = ctx.db.query;
  const me = ctx.principal.userId as string;
  const seen = await visibleIdea(q, tenantId, me, ideaId);
  if (!seen) throw noSuchIdea();
  if (!seen.campaign_id) throw Errors.validation(EVALUATION_MESSAGES.notCampaignIdea);
  // The campaign first, then the idea: the order every campaign write takes its locks in.
  await q('select id from app.campaigns where id = $1 for share', [seen.campaign_id]);
  const idea = await requireVisibleIdea(q, tenantId, me, ideaId, { lock: true });
  const c = await ideaCampaign(q, idea);
  if (!c) throw noSuchIdea();
  if (!(await isEvaluator(q, c.campaign.id, me))) throw Errors.validation(EVALUATION_MESSAGES.notEvaluator);
  const [own] = await q<{ writes: boolean }>(
    `select ${ideaAuthorSql('i', '$2')} as writes from app.ideas i where i.id = $1`,
    [idea.id, me],
  );
  if (own?.writes) throw Errors.validation(EVALUATION_MESSAGES.ownIdea);
  if (idea.state !== 'SUBMITTED' || idea.moderation !== 'VISIBLE' || idea.merged_into !== null)
    throw Errors.validation(EVALUATION_MESSAGES.notReviewable);
  requirePhaseAllows(c, 'allowEvaluate');
  const criteria = await campaignCriteria(q, c.campaign.id);
  if (!criteria.length) throw Errors.validation(EVALUATION_MESSAGES.noScorecard);
  const [review] = await q<{ status: ReviewTarget['status'] }>(
    'select status from app.idea_reviews where idea_id = $1 and user_id = $2',
    [idea.id, me],
  );
  return { idea, campaign: c.campaign, phase: c.phase, criteria, status: review?.status ?? null };
}
