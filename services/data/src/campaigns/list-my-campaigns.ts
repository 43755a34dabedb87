// listMyCampaigns: the campaigns of the caller's workspace they own, moderate or evaluate, or took part in (an idea
// of theirs submitted or co-authored, a vote, a comment), that they still see; newest first, at most 100.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { campaignVisibleSql, requireCampaignsReader } from './campaign-access.ts';
import {
  CAMPAIGN_FROM,
  type Campaign,
  type CampaignListRow,
  campaignColumns,
  shownCampaigns,
} from './campaign-record.ts';

export const MY_CAMPAIGNS_LIMIT = 100;

export const listMyCampaigns = defineFunction({
  name: 'listMyCampaigns',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run(ctx): Promise<Campaign[]> {
    const { principal, db } = ctx;
    const w = await requireCampaignsReader(principal, 'listMyCampaigns');
    const rows = await db.query<CampaignListRow>(
      `select ${campaignColumns('$2')} from ${CAMPAIGN_FROM}
        where c.tenant_id = $1 and ${campaignVisibleSql('c.id', '$2')}
          and (exists (select 1 from app.campaign_roles r where r.campaign_id = c.id and r.user_id = $2)
            or exists (select 1 from app.ideas i where i.campaign_id = c.id and i.state = 'SUBMITTED' and (i.owner = $2
                         or exists (select 1 from app.idea_coauthors ca where ca.idea_id = i.id and ca.user_id = $2 and ca.status = 'ACCEPTED')
                         or exists (select 1 from app.idea_votes v where v.idea_id = i.id and v.user_id = $2)
                         or exists (select 1 from app.idea_comments cm where cm.idea_id = i.id and cm.owner = $2 and cm.deleted_at is null))))
        order by c.created_at desc, c.id desc limit $3`,
      [w.tenantId, principal.userId, MY_CAMPAIGNS_LIMIT],
    );
    return shownCampaigns(ctx, w, rows);
  },
});
