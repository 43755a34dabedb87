// What the caller may do with campaigns: featureAccess (dashboard/lib/feature-access.ts) of the campaigns
// feature, the way the data service's campaigns domain decides it (services/data/src/campaigns/campaign-access.ts):
// every member of a workspace whose plan has campaigns reads the campaigns shown to them; creating one is for owners
// and admins of a workspace taking writes; a campaign's own changes ask Campaign.canEdit. Pure.
import { featureAccess, type TFeatureAccess, type TWorkspaceView } from '../../dashboard/lib/feature-access.ts';

export type TCampaignsAccess = TFeatureAccess<{ canCreate: boolean }>;
export type TOpenCampaignsAccess = Extract<TCampaignsAccess, { kind: 'open' }>;

export function campaignsAccess(workspace: TWorkspaceView | null | undefined): TCampaignsAccess {
  return featureAccess(workspace, 'campaigns', {
    open: ({ readOnly, manager }) => ({ canCreate: !readOnly && manager }),
  });
}

/** The caller may change this campaign: the server says so (Campaign.canEdit) and the workspace takes writes. */
export function canEditCampaign(access: TCampaignsAccess, campaign: { canEdit: boolean } | null | undefined): boolean {
  return access.kind === 'open' && !access.readOnly && Boolean(campaign?.canEdit);
}
