import { MEMBERSHIP_MESSAGES, type MyWorkspace, TIER_ENTITLEMENTS, WORKSPACE_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { myWorkspace } from '../../workspace/lib/my-workspace.fixture.ts';
import { canLeaveTeam, canManageTeam, teamsAccess } from './teams-access.ts';

const workspace = (over: Partial<MyWorkspace> = {}) =>
  myWorkspace({ tier: 'COLLABORATE', entitlements: TIER_ENTITLEMENTS.COLLABORATE, ...over });

describe('teamsAccess', () => {
  it('waits for the workspace', () => {
    expect(teamsAccess(null)).toEqual({ kind: 'loading' });
  });

  it('says there is no workspace', () => {
    expect(teamsAccess(workspace({ tenantId: null })).kind).toBe('noWorkspace');
    expect(teamsAccess(workspace({ tenantId: null }))).toMatchObject({
      message: 'You are not a member of a workspace, so there are no teams to show.',
    });
  });

  it('names the plan that unlocks teams and the one the workspace is on', () => {
    const access = teamsAccess(workspace({ tier: 'CONNECT', entitlements: TIER_ENTITLEMENTS.CONNECT, role: 'owner' }));
    expect(access).toEqual({
      kind: 'locked',
      message: WORKSPACE_MESSAGES.featureLocked('teams'),
      currentPlan: 'Connect',
      unlockingPlan: 'Collaborate',
      canUpgrade: true,
    });
    expect(WORKSPACE_MESSAGES.featureLocked('teams')).toBe('Teams need the Collaborate plan.');
    const member = teamsAccess(workspace({ tier: 'CONNECT', entitlements: TIER_ENTITLEMENTS.CONNECT }));
    expect(member.kind === 'locked' && member.canUpgrade).toBe(false);
  });

  it('tells a member waiting for approval why teams are closed', () => {
    expect(teamsAccess(workspace({ pendingApproval: true }))).toEqual({
      kind: 'pendingMember',
      message: MEMBERSHIP_MESSAGES.memberPending,
    });
  });

  it('lets owners and admins of an active workspace create teams, and members only read', () => {
    expect(teamsAccess(workspace({ role: 'owner' }))).toEqual({ kind: 'open', readOnly: null, canCreate: true });
    expect(teamsAccess(workspace({ role: 'admin' }))).toEqual({ kind: 'open', readOnly: null, canCreate: true });
    expect(teamsAccess(workspace({ role: 'member' }))).toEqual({ kind: 'open', readOnly: null, canCreate: false });
  });

  it('reads but changes nothing in a workspace that is not active or was deleted, with the reason', () => {
    expect(teamsAccess(workspace({ role: 'owner', status: 'DEACTIVATED' }))).toEqual({
      kind: 'open',
      readOnly: WORKSPACE_MESSAGES.deactivated,
      canCreate: false,
    });
    expect(teamsAccess(workspace({ role: 'owner', status: 'PENDING' }))).toMatchObject({
      readOnly: WORKSPACE_MESSAGES.pending,
    });
    expect(teamsAccess(workspace({ role: 'owner', deletedAt: '2026-11-01T00:00:00Z' }))).toMatchObject({
      readOnly: MEMBERSHIP_MESSAGES.deleted,
      canCreate: false,
    });
  });
});

describe('canManageTeam / canLeaveTeam', () => {
  const open = teamsAccess(workspace());
  const readOnly = teamsAccess(workspace({ status: 'DEACTIVATED' }));

  it('follows the server’s canManage while the workspace takes writes', () => {
    expect(canManageTeam(open, { canManage: true })).toBe(true);
    expect(canManageTeam(open, { canManage: false })).toBe(false);
    expect(canManageTeam(readOnly, { canManage: true })).toBe(false);
    expect(canManageTeam(open, null)).toBe(false);
  });

  it('lets a team’s member leave it', () => {
    expect(canLeaveTeam(open, { myRole: 'member' })).toBe(true);
    expect(canLeaveTeam(open, { myRole: 'lead' })).toBe(true);
    expect(canLeaveTeam(open, { myRole: null })).toBe(false);
    expect(canLeaveTeam(readOnly, { myRole: 'member' })).toBe(false);
  });
});
