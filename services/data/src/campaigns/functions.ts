// The campaigns domain's functions, listed once for domain/registry.ts.
import { advanceCampaignPhase } from './advance-campaign-phase.ts';
import { archiveCampaign } from './archive-campaign.ts';
import { closeCampaign } from './close-campaign.ts';
import { createCampaign } from './create-campaign.ts';
import { deleteCampaign } from './delete-campaign.ts';
import { exportCampaignIdeas } from './export-campaign-ideas.ts';
import { getCampaign } from './get-campaign.ts';
import { getCampaignStats } from './get-campaign-stats.ts';
import { listCampaignCategories } from './list-campaign-categories.ts';
import { listCampaigns } from './list-campaigns.ts';
import { listMyCampaignTasks } from './list-my-campaign-tasks.ts';
import { listMyCampaigns } from './list-my-campaigns.ts';
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
  listCampaignCategories,
  listMyCampaigns,
  listMyCampaignTasks,
  getCampaignStats,
  exportCampaignIdeas,
];
