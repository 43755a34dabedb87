import { type Feature, MEMBERSHIP_MESSAGES, TIER_ENTITLEMENTS, WORKSPACE_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { myWorkspace } from '../../workspace/lib/my-workspace.fixture.ts';
import { canModerateIdea, canWriteIdeas, ideasAccess } from './ideas-access.ts';

const workspace = myWorkspace;

describe('ideasAccess', () => {
  it('waits for the workspace', () => {
    expect(ideasAccess(null)).toEqual({ kind: 'loading' });
  });

  it('says there is no workspace', () => {
    expect(ideasAccess(workspace({ tenantId: null })).kind).toBe('noWorkspace');
    // Templates are pages of ideas: the same words.
    expect(ideasAccess(workspace({ tenantId: null }), 'templates')).toMatchObject({
      message: 'You are not a member of a workspace, so there are no ideas to show.',
    });
  });

  it('names the plan that unlocks ideas and the one the workspace is on', () => {
    const collaborate = { tier: 'COLLABORATE', entitlements: TIER_ENTITLEMENTS.COLLABORATE } as const;
    expect(ideasAccess(workspace({ ...collaborate, role: 'owner' }))).toEqual({
      kind: 'locked',
      message: WORKSPACE_MESSAGES.featureLocked('ideas'),
      currentPlan: 'Collaborate',
      unlockingPlan: 'Campaign',
      canUpgrade: true,
    });
    expect(WORKSPACE_MESSAGES.featureLocked('ideas')).toBe('Ideas need the Campaign plan.');
    const member = ideasAccess(workspace(collaborate));
    expect(member.kind === 'locked' && member.canUpgrade).toBe(false);
    expect(ideasAccess(workspace(collaborate), 'templates')).toMatchObject({
      kind: 'locked',
      message: 'Templates need the Campaign plan.',
    });
  });

  it('tells a member waiting for approval why ideas are closed', () => {
    expect(ideasAccess(workspace({ pendingApproval: true }))).toEqual({
      kind: 'pendingMember',
      message: MEMBERSHIP_MESSAGES.memberPending,
    });
  });

  it('lets owners and admins moderate and make templates, members read and write', () => {
    const staff = { kind: 'open', readOnly: null, canModerate: true, canManageTemplates: true };
    expect(ideasAccess(workspace({ role: 'owner' }))).toEqual(staff);
    expect(ideasAccess(workspace({ role: 'admin' }))).toEqual(staff);
    const member = ideasAccess(workspace({ role: 'member' }));
    expect(member).toEqual({ kind: 'open', readOnly: null, canModerate: false, canManageTemplates: false });
    expect(canWriteIdeas(member)).toBe(true);
  });

  it('makes templates only where the plan has them', () => {
    const features: Feature[] = [...TIER_ENTITLEMENTS.CONNECT.features, 'ideas'];
    const ideasOnly = workspace({
      tier: 'BESPOKE_USER_PRICING',
      entitlements: { ...TIER_ENTITLEMENTS.CONNECT, features },
      role: 'owner',
    });
    expect(ideasAccess(ideasOnly)).toMatchObject({
      kind: 'open',
      canModerate: true,
      canManageTemplates: false,
    });
  });

  it('reads but changes nothing in a workspace that is not active or was deleted, with the reason', () => {
    const deactivated = ideasAccess(workspace({ role: 'owner', status: 'DEACTIVATED' }));
    expect(deactivated).toEqual({
      kind: 'open',
      readOnly: WORKSPACE_MESSAGES.deactivated,
      canModerate: false,
      canManageTemplates: false,
    });
    expect(canWriteIdeas(deactivated)).toBe(false);
    expect(ideasAccess(workspace({ role: 'owner', deletedAt: '2026-11-01T00:00:00Z' }))).toMatchObject({
      readOnly: MEMBERSHIP_MESSAGES.deleted,
      canModerate: false,
    });
  });
});

describe('canModerateIdea', () => {
  it('follows the server’s canModerate while the workspace takes writes', () => {
    const open = ideasAccess(workspace({ role: 'owner' }));
    const readOnly = ideasAccess(workspace({ role: 'owner', status: 'DEACTIVATED' }));
    expect(canModerateIdea(open, { canModerate: true })).toBe(true);
    expect(canModerateIdea(open, { canModerate: false })).toBe(false);
    expect(canModerateIdea(readOnly, { canModerate: true })).toBe(false);
    expect(canModerateIdea(open, null)).toBe(false);
  });
});
