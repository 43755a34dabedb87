// getCampaign: a campaign as the caller sees it; null when it is out of sight (another workspace's, a draft they do
// not edit, an audience they are not in), as for one that does not exist.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { ZId } from '../teams/team-access.ts';
import { requireCampaignsReader } from './campaign-access.ts';
import { type Campaign, readCampaign } from './campaign-record.ts';

export const getCampaign = defineFunction({
  name: 'getCampaign',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ id: ZId }),
  async run(ctx, { id }): Promise<Campaign | null> {
    const w = await requireCampaignsReader(ctx.principal, 'getCampaign');
    return (await readCampaign(ctx, w, id)) ?? null;
  },
});
