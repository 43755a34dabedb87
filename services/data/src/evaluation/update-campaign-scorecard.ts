// updateCampaignScorecard: the campaign's editors (its owners, the workspace's owners and admins) replace its
// scorecard: the scale and the criteria in order (an id keeps a criterion, no id makes one, one left out is
// removed). Once any review exists the criteria and the scale stay (scorecardLocked); names, guidance, weights and
// order may still change, and then every submitted review is scored again and the ideas' aggregates follow. An
// archived campaign is read-only.
import { ZScorecard } from '@innov/contracts';
import { z } from 'zod';
import { requireCampaignWritable } from '../campaigns/campaign-access.ts';
import { editableCampaign } from '../campaigns/campaign-writes.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { ideaCountsChanged } from '../ideas/idea-counts.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import {
  campaignCriteria,
  hasReviews,
  readScorecard,
  requireEvaluationWriter,
  type Scorecard,
} from './evaluation-access.ts';
import { recomputeCampaignScores } from './review-aggregates.ts';
import { scorecardChanges } from './review-scores.ts';

export const ZUpdateCampaignScorecardArgs = z.object({ input: ZScorecard.extend({ campaignId: ZId }) });

export const updateCampaignScorecard = defineFunction({
  name: 'updateCampaignScorecard',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: ZUpdateCampaignScorecardArgs,
  audit: (_s: Scorecard, args) => notedAudit(args),
  async run(ctx, args): Promise<Scorecard> {
    const { db, deps } = ctx;
    const { campaignId, scale, criteria } = args.input;
    const w = await requireEvaluationWriter(ctx.principal, 'updateCampaignScorecard');
    // The campaign's row lock: reviews saved meanwhile wait (they read the scorecard under its share lock).
    const { campaign: c } = await editableCampaign(ctx, 'updateCampaignScorecard', campaignId);
    requireCampaignWritable(c);
    const current = await campaignCriteria(db.query, c.id);
    const locked = await hasReviews(db.query, c.id);
    const changes = scorecardChanges(
      { scale: c.score_scale, ids: current.map((k) => k.id) },
      { scale, criteria },
      locked,
    );
    if (!changes.ok) throw Errors.validation(changes.message);
    const now = deps.now();
    if (changes.value.removed.length)
      await db.query('delete from app.campaign_criteria where campaign_id = $1 and id = any($2::text[])', [
        c.id,
        changes.value.removed,
      ]);
    // Out of the way of the new order first: (campaign_id, position) is unique at every row.
    await db.query('update app.campaign_criteria set position = -1 - position where campaign_id = $1', [c.id]);
    for (const [position, k] of criteria.entries()) {
      if (k.id)
        await db.query(
          `update app.campaign_criteria set position = $3, name = $4, guidance = $5, weight = $6, updated_at = $7
            where campaign_id = $1 and id = $2`,
          [c.id, k.id, position, k.name, k.guidance, k.weight, now],
        );
      else
        await db.query(
          `insert into app.campaign_criteria (campaign_id, position, name, guidance, weight, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $6)`,
          [c.id, position, k.name, k.guidance, k.weight, now],
        );
    }
    await db.query('update app.campaigns set score_scale = $2 where id = $1', [c.id, scale]);
    // Weights may have moved: every submitted review's score, then the aggregates, again.
    const rescored = locked ? await recomputeCampaignScores(db.query, c.id) : 0;
    if (rescored) ideaCountsChanged(ctx, w.tenantId);
    noteAudit(args, {
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: {
        title: c.title,
        scale,
        criteria: criteria.map((k) => ({ name: k.name, weight: k.weight })),
        removed: changes.value.removed.length,
        rescored,
      },
    });
    return readScorecard(db.query, { ...c, score_scale: scale }, true);
  },
});
