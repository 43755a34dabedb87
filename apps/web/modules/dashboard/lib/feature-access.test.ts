import { MEMBERSHIP_MESSAGES, type MyWorkspace, TIER_ENTITLEMENTS, WORKSPACE_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { myWorkspace } from '../../workspace/lib/my-workspace.fixture.ts';
import { canWriteFeature, featureAccess } from './feature-access.ts';

const workspace = myWorkspace;

describe('featureAccess', () => {
  it('waits for the workspace', () => {
    expect(featureAccess(null, 'teams')).toEqual({ kind: 'loading' });
    expect(featureAccess(undefined, 'ideas')).toEqual({ kind: 'loading' });
  });

  it('says there is no workspace, naming what the page shows', () => {
    expect(featureAccess(workspace({ tenantId: null }), 'teams')).toEqual({
      kind: 'noWorkspace',
      message: 'You are not a member of a workspace, so there are no teams to show.',
    });
    expect(featureAccess(workspace({ tenantId: null }), 'templates', { noun: 'ideas' })).toEqual({
      kind: 'noWorkspace',
      message: 'You are not a member of a workspace, so there are no ideas to show.',
    });
  });

  it('names the plan that unlocks the feature and the one the workspace is on; only an owner may move it', () => {
    const connect = { tier: 'CONNECT', entitlements: TIER_ENTITLEMENTS.CONNECT } as const;
    expect(featureAccess(workspace({ ...connect, role: 'owner' }), 'teams')).toEqual({
      kind: 'locked',
      message: WORKSPACE_MESSAGES.featureLocked('teams'),
      currentPlan: 'Connect',
      unlockingPlan: 'Collaborate',
      canUpgrade: true,
    });
    expect(featureAccess(workspace({ ...connect, role: 'admin' }), 'ideas')).toEqual({
      kind: 'locked',
      message: 'Ideas need the Campaign plan.',
      currentPlan: 'Connect',
      unlockingPlan: 'Campaign',
      canUpgrade: false,
    });
  });

  it('closes the feature to a member waiting for approval, not to an owner', () => {
    expect(featureAccess(workspace({ pendingApproval: true, role: 'admin' }), 'ideas')).toEqual({
      kind: 'pendingMember',
      message: MEMBERSHIP_MESSAGES.memberPending,
    });
    expect(featureAccess(workspace({ pendingApproval: true, role: 'owner' }), 'ideas').kind).toBe('open');
  });

  it('opens with the reason nothing can be changed, if any', () => {
    expect(featureAccess(workspace(), 'teams')).toEqual({ kind: 'open', readOnly: null });
    expect(featureAccess(workspace({ status: 'PENDING' }), 'teams')).toEqual({
      kind: 'open',
      readOnly: WORKSPACE_MESSAGES.pending,
    });
    expect(featureAccess(workspace({ status: 'REJECTED' }), 'teams')).toMatchObject({
      readOnly: WORKSPACE_MESSAGES.rejected,
    });
    expect(featureAccess(workspace({ status: 'DEACTIVATED' }), 'teams')).toMatchObject({
      readOnly: WORKSPACE_MESSAGES.deactivated,
    });
    // A deleted workspace says so, whatever its status.
    expect(featureAccess(workspace({ status: 'DEACTIVATED', deletedAt: '2026-11-01T00:00:00Z' }), 'teams')).toEqual({
      kind: 'open',
      readOnly: MEMBERSHIP_MESSAGES.deleted,
    });
  });

  it('adds the feature’s own open fields from the role, the plan and whether writes are taken', () => {
    const seen: unknown[] = [];
    const open = (over: Partial<MyWorkspace>) =>
      featureAccess(workspace(over), 'ideas', {
        open: (facts) => {
          seen.push(facts);
          return { canManage: !facts.readOnly && facts.manager };
        },
      });
    expect(open({ role: 'admin' })).toEqual({ kind: 'open', readOnly: null, canManage: true });
    expect(open({ role: 'member' })).toEqual({ kind: 'open', readOnly: null, canManage: false });
    expect(open({ role: 'owner', status: 'DEACTIVATED' })).toEqual({
      kind: 'open',
      readOnly: WORKSPACE_MESSAGES.deactivated,
      canManage: false,
    });
    expect(seen[0]).toEqual({ readOnly: null, manager: true, features: TIER_ENTITLEMENTS.CAMPAIGN.features });
    // Not asked while the feature is closed.
    seen.length = 0;
    open({ tenantId: null });
    open({ pendingApproval: true });
    expect(seen).toEqual([]);
  });
});

describe('canWriteFeature', () => {
  it('is true only for an open feature of a workspace taking writes', () => {
    expect(canWriteFeature(featureAccess(workspace(), 'teams'))).toBe(true);
    expect(canWriteFeature(featureAccess(workspace({ status: 'DEACTIVATED' }), 'teams'))).toBe(false);
    expect(canWriteFeature(featureAccess(workspace({ pendingApproval: true }), 'teams'))).toBe(false);
    expect(canWriteFeature(featureAccess(null, 'teams'))).toBe(false);
  });
});
