// listCampaignEvaluators: the campaign's evaluators (in person or by team) with their effective due dates and their
// progress over their queues (ideas to review, submitted, drafts, recused), for whoever moderates the campaign (its
// owners and moderators, the workspace's owners and admins). A campaign out of sight is missing.
import { z } from 'zod';
import { requireVisibleCampaign } from '../campaigns/campaign-access.ts';
import { requireCampaignModerator } from '../campaigns/campaign-writes.ts';
import { defineFunction } from '../domain/function.ts';
import { ZId } from '../teams/team-access.ts';
import { requireEvaluationReader } from './evaluation-access.ts';
import { type CampaignEvaluator, readCampaignEvaluators } from './evaluation-record.ts';

export const listCampaignEvaluators = defineFunction({
  name: 'listCampaignEvaluators',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ campaignId: ZId }),
  async run({ principal, db }, { campaignId }): Promise<CampaignEvaluator[]> {
    const w = await requireEvaluationReader(principal, 'listCampaignEvaluators');
    const found = await requireVisibleCampaign(db.query, w.tenantId, principal.userId as string, campaignId);
    requireCampaignModerator(found, 'listCampaignEvaluators', 'Query');
    return readCampaignEvaluators(db.query, found.campaign.id);
  },
});
