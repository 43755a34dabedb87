// The campaigns domain's functions, listed once for domain/registry.ts.
import { advanceCampaignPhase } from './advance-campaign-phase.ts';
import { archiveCampaign } from './archive-campaign.ts';
import { closeCampaign } from './close-campaign.ts';
import { createCampaign } from './create-campaign.ts';
import { deleteCampaign } from './delete-campaign.ts';
import { getCampaign } from './get-campaign.ts';
import { listCampaigns } from './list-campaigns.ts';
import { publishCampaign } from './publish-campaign.ts';
import { publishCampaignResults } from './publish-campaign-results.ts';
import { updateCampaign } from './update-campaign.ts';

export const campaignFunctions = [
  createCampaign,
  updateCampaign,
  publishCampaign,
  advanceCampaignPhase,
  closeCampaign,
  archiveCampaign,
  deleteCampaign,
  publishCampaignResults,
  getCampaign,
  listCampaigns,
];
