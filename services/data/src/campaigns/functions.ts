// The campaigns domain's functions, listed once for domain/registry.ts.
import { createCampaign } from './create-campaign.ts';
import { getCampaign } from './get-campaign.ts';
import { listCampaigns } from './list-campaigns.ts';
import { publishCampaign } from './publish-campaign.ts';

export const campaignFunctions = [createCampaign, getCampaign, listCampaigns, publishCampaign];
