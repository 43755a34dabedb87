// getCampaignScorecard: the campaign's scorecard (scale, weighted criteria with guidance) for everyone who sees the
// campaign (plan with campaigns and evaluation); `locked` once reviews exist, `canEdit` for its editors while it is
// not archived. Null when the campaign is out of sight.
import { z } from 'zod';
import { visibleCampaign } from '../campaigns/campaign-access.ts';
import { editsCampaign } from '../campaigns/campaign-record.ts';
import { defineFunction } from '../domain/function.ts';
import { ZId } from '../teams/team-access.ts';
import { readScorecard, requireEvaluationReader, type Scorecard } from './evaluation-access.ts';
import { myCampaignRoles } from './evaluation-record.ts';

export const getCampaignScorecard = defineFunction({
  name: 'getCampaignScorecard',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ campaignId: ZId }),
  async run({ principal, db }, { campaignId }): Promise<Scorecard | null> {
    const w = await requireEvaluationReader(principal, 'getCampaignScorecard');
    const me = principal.userId as string;
    const found = await visibleCampaign(db.query, w.tenantId, me, campaignId);
    if (!found) return null;
    const roles = await myCampaignRoles(db.query, found.campaign.id, me);
    return readScorecard(db.query, found.campaign, editsCampaign(w, roles));
  },
});
