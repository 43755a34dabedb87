import { describe, expect, it } from 'vitest';
import { model } from '../models/registry.ts';
import { scopeFor } from './guard.ts';
import type { Principal } from './principal.ts';
import { NO_WORKSPACE } from './workspace.ts';

const now = new Date('2026-01-01T00:00:00.000Z');
function who(kind: Principal['kind'], extra: Partial<Principal> = {}): Principal {
  return {
    authMode: kind === 'service' ? 'apiKey' : kind === 'guest' ? 'iam' : 'userPool',
    kind,
    groups: [],
    ip: '',
    isAdmin: kind === 'service',
    membership: async () => ({ tenantId: extra.userId === 'owner' ? 't1' : null, isOwner: extra.userId === 'owner' }),
    workspace: async () => NO_WORKSPACE,
    ...extra,
  };
}

describe('guard', () => {
  it('guests read published resources only, and nothing of profiles or tenants', async () => {
    expect(await scopeFor(who('guest'), model('Resource'), 'read', now)).toEqual({
      kind: 'some',
      filter: { publishedAt: { le: now.toISOString() } },
    });
    expect((await scopeFor(who('guest'), model('UserProfile'), 'read', now)).kind).toBe('none');
    expect((await scopeFor(who('guest'), model('Tenant'), 'update', now)).kind).toBe('none');
    expect((await scopeFor(who('guest'), model('Resource'), 'create', now)).kind).toBe('none');
  });

  it('users see their own profile, tenants they belong to; owners update their tenant', async () => {
    const u = who('user', { userId: 'owner' });
    expect(await scopeFor(u, model('Tenant'), 'read', now)).toEqual({
      kind: 'some',
      filter: { or: [{ id: { eq: 't1' } }, { owner: { eq: 'owner' } }] },
    });
    expect(await scopeFor(u, model('Tenant'), 'update', now)).toEqual({
      kind: 'some',
      filter: { owner: { eq: 'owner' } },
    });
    const profile = await scopeFor(u, model('UserProfile'), 'read', now);
    expect(profile).toEqual({ kind: 'some', filter: { or: [{ id: { eq: 'owner' } }, { tenantId: { eq: 't1' } }] } });
  });

  it('admins and the API key are unrestricted', async () => {
    expect((await scopeFor(who('user', { userId: 'x', isAdmin: true }), model('Enquiry'), 'delete', now)).kind).toBe(
      'all',
    );
    expect((await scopeFor(who('service'), model('ReferralCode'), 'create', now)).kind).toBe('all');
  });
});
