import { type MyWorkspace, TIER_ENTITLEMENTS, WORKSPACE_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { myWorkspace } from '../../workspace/lib/my-workspace.fixture.ts';
import { evaluationAccess } from './evaluation-access.ts';

const workspace = (over: Partial<MyWorkspace> = {}) => myWorkspace(over);

describe('evaluationAccess', () => {
  it('is open on the Campaign plan, read-only in a workspace that takes no changes', () => {
    expect(evaluationAccess(workspace())).toEqual({ kind: 'open', readOnly: null });
    expect(evaluationAccess(workspace({ status: 'DEACTIVATED' }))).toMatchObject({
      kind: 'open',
      readOnly: WORKSPACE_MESSAGES.deactivated,
    });
  });

  it('names campaigns first when the plan has none', () => {
    expect(
      evaluationAccess(workspace({ tier: 'COLLABORATE', entitlements: TIER_ENTITLEMENTS.COLLABORATE, role: 'owner' })),
    ).toMatchObject({ kind: 'locked', message: WORKSPACE_MESSAGES.featureLocked('campaigns'), canUpgrade: true });
  });

  it('names evaluation when campaigns were granted without it', () => {
    const features = TIER_ENTITLEMENTS.CAMPAIGN.features.filter((f) => f !== 'evaluation');
    expect(
      evaluationAccess(
        workspace({
          tier: 'BESPOKE_USER_PRICING',
          entitlements: { ...TIER_ENTITLEMENTS.CAMPAIGN, features },
        }),
      ),
    ).toMatchObject({ kind: 'locked', message: WORKSPACE_MESSAGES.featureLocked('evaluation'), canUpgrade: false });
  });

  it('waits for the workspace', () => {
    expect(evaluationAccess(null)).toEqual({ kind: 'loading' });
  });
});
