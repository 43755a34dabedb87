// What every evaluation function shares (docs/architecture.md, "Evaluation"): the guard's order (the campaigns
// reader or writer, then the plan's `evaluation` feature), who evaluates a campaign (its EVALUATOR role rows), an
// evaluator's effective due date and their queue (the campaign's board ideas they neither write nor co-author) as
// SQL, whether the campaign takes reviews now, and the campaign's scorecard as the API shows it.
import { EVALUATION_MESSAGES, type ScoreScale } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { requireEntitlement } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';
import {
  type CampaignInSight,
  type CampaignsWorkspace,
  phaseAllows,
  requireCampaignsReader,
  requireCampaignsWriter,
} from '../campaigns/campaign-access.ts';
import { boardIdeasOf } from '../campaigns/campaign-record.ts';
import { ideaAuthorSql } from '../ideas/idea-access.ts';

/** Reads: a campaigns reader whose plan also has evaluation. */
export async function requireEvaluationReader(principal: Principal, field: string): Promise<CampaignsWorkspace> {
  const w = await requireCampaignsReader(principal, field);
  await requireEntitlement(principal, 'evaluation', field, 'Query');
  return w;
}

/** Writes: a campaigns writer (ACTIVE workspace) whose plan also has evaluation. */
export async function requireEvaluationWriter(principal: Principal, field: string): Promise<CampaignsWorkspace> {
  const w = await requireCampaignsWriter(principal, field);
  await requireEntitlement(principal, 'evaluation', field, 'Mutation');
  return w;
}

/**
 * SQL: the effective due date of the evaluator's role row aliased `r` of campaign `c` (an expression): their own
 * date, else the end of the campaign's last phase that allows evaluation (null without one).
 */
export const effectiveDueSql = (r: string, c: string) =>
  `coalesce(${r}.due_at, (select ep.ends_at from app.campaign_phases ep
     where ep.campaign_id = ${c} and ep.allow_evaluate order by ep.position desc limit 1))`;

/**
 * SQL: the ideas of `me`'s review queue in campaign `c` (both expressions), aliased `i` with columns `id, owner`:
 * the campaign's board ideas (submitted, VISIBLE, not merged) they neither write nor co-author.
 */
export const reviewQueueSql = (c: string, me: string) => `${boardIdeasOf(c)} and not ${ideaAuthorSql('i', me)}`;

/** Whether `userId` holds the EVALUATOR role of the campaign. */
export async function isEvaluator(q: RawQuery, campaignId: string, userId: string): Promise<boolean> {
  const [row] = await q<{ one: number }>(
    `select 1 as one from app.campaign_roles where campaign_id = $1 and user_id = $2 and role = 'EVALUATOR'`,
    [campaignId, userId],
  );
  return Boolean(row);
}

/** The evaluator's effective due date in the campaign; null when they are not its evaluator. */
export async function evaluatorDueAt(q: RawQuery, campaignId: string, userId: string): Promise<Date | null> {
  const [row] = await q<{ due_at: Date | null }>(
    `select ${effectiveDueSql('r', 'r.campaign_id')} as due_at from app.campaign_roles r
      where r.campaign_id = $1 and r.user_id = $2 and r.role = 'EVALUATOR'`,
    [campaignId, userId],
  );
  return row?.due_at ?? null;
}

/** Why the campaign takes no reviews now (null: it is OPEN in a phase that allows evaluation). */
export const evaluationClosedReason = (c: Pick<CampaignInSight, 'campaign' | 'phase'>): string | null =>
  phaseAllows(c, 'allowEvaluate') ? null : EVALUATION_MESSAGES.evaluationClosed;

export interface CriterionRow {
  id: string;
  position: number;
  name: string;
  guidance: string;
  weight: number;
}

/** The campaign's criteria in their order. */
export async function campaignCriteria(q: RawQuery, campaignId: string): Promise<CriterionRow[]> {
  return q<CriterionRow>(
    'select id, position, name, guidance, weight from app.campaign_criteria where campaign_id = $1 order by position',
    [campaignId],
  );
}

/** Whether the campaign has any review (any status): its criteria and scale are fixed from then on. */
export async function hasReviews(q: RawQuery, campaignId: string): Promise<boolean> {
  const [row] = await q<{ one: number }>('select 1 as one from app.idea_reviews where campaign_id = $1 limit 1', [
    campaignId,
  ]);
  return Boolean(row);
}

export interface Scorecard {
  campaignId: string;
  scale: ScoreScale;
  criteria: CriterionRow[];
  /** Reviews exist: criteria cannot be added or removed and the scale stays. */
  locked: boolean;
  /** The caller edits it (the campaign's editors, while it is not archived). */
  canEdit: boolean;
}

/** The campaign's scorecard; `canEdit`: the caller edits the campaign (the archive is checked here). */
export async function readScorecard(
  q: RawQuery,
  campaign: Pick<CampaignInSight['campaign'], 'id' | 'status' | 'score_scale'>,
  canEdit: boolean,
): Promise<Scorecard> {
  return {
    campaignId: campaign.id,
    scale: campaign.score_scale,
    criteria: await campaignCriteria(q, campaign.id),
    locked: await hasReviews(q, campaign.id),
    canEdit: canEdit && campaign.status !== 'ARCHIVED',
  };
}
