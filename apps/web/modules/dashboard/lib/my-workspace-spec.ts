// getMyWorkspace's call and answer, free of React, so the server can fetch it while it renders the dashboard
// (app/dashboard/layout.tsx) and the browser's data layer can ask the same (my-workspace.ts).
import type { Feature, PricingTier, WorkspaceRole, WorkspaceStatus } from '@innov/contracts';
import type { FunctionSpec } from '../../data/lib/requests.ts';

export interface MyWorkspace {
  tenantId: string | null;
  role: WorkspaceRole | null;
  status: WorkspaceStatus | null;
  tier: PricingTier;
  rejectionReason: string | null;
  entitlements: {
    features: Feature[];
    seats: number | null;
    storageGb: number | null;
    teams: number | null;
    activeCampaigns: number | null;
  };
}

export const MY_WORKSPACE_SPEC: FunctionSpec = {
  name: 'getMyWorkspace',
  kind: 'query',
  args: {},
  selection:
    'tenantId role status tier rejectionReason entitlements { features seats storageGb teams activeCampaigns }',
};
