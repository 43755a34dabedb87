// removeCampaignEvaluator: whoever moderates the campaign takes an evaluator off it; the reviews they wrote stay
// (their submitted scores keep counting in the aggregates). Answers the evaluators left.
import { z } from 'zod';
import { requireCampaignWritable, requireVisibleCampaign } from '../campaigns/campaign-access.ts';
import { requireCampaignModerator } from '../campaigns/campaign-writes.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { requireEvaluationWriter } from './evaluation-access.ts';
import { type CampaignEvaluator, readCampaignEvaluators } from './evaluation-record.ts';

export const removeCampaignEvaluator = defineFunction({
  name: 'removeCampaignEvaluator',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 60 },
  input: z.object({ input: z.object({ campaignId: ZId, userId: ZId }) }),
  audit: (_e: CampaignEvaluator[], args) => notedAudit(args),
  async run(ctx, args): Promise<CampaignEvaluator[]> {
    const { principal, db } = ctx;
    const { campaignId, userId } = args.input;
    const w = await requireEvaluationWriter(principal, 'removeCampaignEvaluator');
    const found = await requireVisibleCampaign(db.query, w.tenantId, principal.userId as string, campaignId, {
      lock: true,
    });
    requireCampaignModerator(found, 'removeCampaignEvaluator');
    requireCampaignWritable(found.campaign);
    const [removed] = await db.query<{ user_id: string }>(
      `delete from app.campaign_roles where campaign_id = $1 and user_id = $2 and role = 'EVALUATOR' returning user_id`,
      [found.campaign.id, userId],
    );
    if (!removed) throw Errors.notFound('No evaluator with this id in the campaign.');
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Campaign:${found.campaign.id}`,
      tenantId: w.tenantId,
      details: { title: found.campaign.title, evaluator: userId },
    });
    return readCampaignEvaluators(db.query, found.campaign.id);
  },
});
