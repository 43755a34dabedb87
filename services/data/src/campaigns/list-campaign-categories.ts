// listCampaignCategories: the categories of the campaigns the caller sees (archived and others' drafts left out),
// each once whatever its case, alphabetically: the list page's category filter.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { campaignVisibleSql, isWorkspaceManager, requireCampaignsReader } from './campaign-access.ts';

export const listCampaignCategories = defineFunction({
  name: 'listCampaignCategories',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ principal, db }): Promise<string[]> {
    const w = await requireCampaignsReader(principal, 'listCampaignCategories');
    const rows = await db.query<{ category: string }>(
      `select min(x.category) as category
         from app.campaigns c cross join lateral unnest(c.categories) as x(category)
        where c.tenant_id = $1 and c.status <> 'ARCHIVED' and ${campaignVisibleSql('c.id', '$2')}
          and ($3::boolean or c.status <> 'DRAFT'
               or exists (select 1 from app.campaign_roles r where r.campaign_id = c.id and r.user_id = $2 and r.role = 'OWNER'))
        group by lower(x.category) order by lower(x.category) limit 500`,
      [w.tenantId, principal.userId, isWorkspaceManager(w)],
    );
    return rows.map((r) => r.category);
  },
});
