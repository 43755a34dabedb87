import { type MyWorkspace, TIER_ENTITLEMENTS, WORKSPACE_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { myWorkspace } from '../../workspace/lib/my-workspace.fixture.ts';
import { campaignsAccess, canEditCampaign } from './campaigns-access.ts';

const workspace = (over: Partial<MyWorkspace> = {}) =>
  myWorkspace({ tier: 'CAMPAIGN', entitlements: TIER_ENTITLEMENTS.CAMPAIGN, ...over });

describe('campaignsAccess', () => {
  it('names the Campaign plan when the workspace has no campaigns', () => {
    const access = campaignsAccess(
      workspace({ tier: 'COLLABORATE', entitlements: TIER_ENTITLEMENTS.COLLABORATE, role: 'owner' }),
    );
    expect(access).toEqual({
      kind: 'locked',
      message: WORKSPACE_MESSAGES.featureLocked('campaigns'),
      currentPlan: 'Collaborate',
      unlockingPlan: 'Campaign',
      canUpgrade: true,
    });
  });

  it('lets owners and admins create campaigns, members only read', () => {
    expect(campaignsAccess(workspace({ role: 'owner' }))).toEqual({ kind: 'open', readOnly: null, canCreate: true });
    expect(campaignsAccess(workspace({ role: 'admin' }))).toEqual({ kind: 'open', readOnly: null, canCreate: true });
    expect(campaignsAccess(workspace({ role: 'member' }))).toEqual({ kind: 'open', readOnly: null, canCreate: false });
  });

  it('creates nothing in a workspace that takes no changes', () => {
    const access = campaignsAccess(workspace({ role: 'owner', status: 'DEACTIVATED' }));
    expect(access.kind === 'open' && access.canCreate).toBe(false);
    expect(canEditCampaign(access, { canEdit: true })).toBe(false);
  });

  it('edits a campaign only where the server allows it', () => {
    const access = campaignsAccess(workspace({ role: 'member' }));
    expect(canEditCampaign(access, { canEdit: true })).toBe(true);
    expect(canEditCampaign(access, { canEdit: false })).toBe(false);
    expect(canEditCampaign(access, null)).toBe(false);
  });
});
