import { schema } from '@innov/db';
import { describe, expect, it } from 'vitest';
import { model } from '../models/registry.ts';
import type { ModelDef } from '../models/types.ts';
import { MEMBER } from '../store/filter.ts';
import { runtimeFor } from '../store/repository.ts';
import { allowsRecord, scopeFor } from './guard.ts';
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
    workspace: async () =>
      extra.userId === 'owner' ? { ...NO_WORKSPACE, tenantId: 't1', role: 'owner' } : NO_WORKSPACE,
    memberOf: async () => new Set(),
    ...extra,
  };
}

describe('guard', () => {
  it('guests read published resources only, and nothing of profiles or tenants', async () => {
    expect(await scopeFor(who('guest'), model('Resource'), 'read', now)).toEqual({
      kind: 'some',
      filter: { status: { eq: 'PUBLISHED' }, publishedAt: { le: now.toISOString() } },
    });
    expect((await scopeFor(who('guest'), model('UserProfile'), 'read', now)).kind).toBe('none');
    expect((await scopeFor(who('guest'), model('Tenant'), 'update', now)).kind).toBe('none');
    expect((await scopeFor(who('guest'), model('Resource'), 'create', now)).kind).toBe('none');
  });

  it('users see their own profile, tenants they belong to; owners (and admins) update their tenant', async () => {
    const u = who('user', { userId: 'owner' });
    expect(await scopeFor(u, model('Tenant'), 'read', now)).toEqual({
      kind: 'some',
      filter: { or: [{ id: { eq: 't1' } }, { owner: { eq: 'owner' } }] },
    });
    expect(await scopeFor(u, model('Tenant'), 'update', now)).toEqual({ kind: 'some', filter: { id: { eq: 't1' } } });
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

describe('the membership form in the guard', () => {
  // Teams their members read (but not one named "secret": a rule's `where` and membership both apply).
  const team: ModelDef = {
    name: 'Team',
    table: schema.teams,
    fields: { name: { type: 'String', kind: 'string' } },
    rules: [
      {
        allow: 'signedIn',
        ops: ['read'],
        where: () => ({ name: { ne: 'secret' } }),
        member: { field: 'id', table: schema.teamMembers, key: 'team_id', user: 'user_id' },
      },
    ],
    expose: { get: true },
  };
  const { columns } = runtimeFor(team);

  it("gives signed-in users the rule's filter and their membership, guests nothing", async () => {
    const scope = await scopeFor(who('user', { userId: 'ada' }), team, 'read', now);
    expect(scope.kind).toBe('some');
    const filter = scope.kind === 'some' ? scope.filter : {};
    expect(filter.and?.[0]).toEqual({ name: { ne: 'secret' } });
    expect(filter.and?.[1]?.[MEMBER]).toMatchObject({ field: 'id', userId: 'ada' });
    expect((await scopeFor(who('guest'), team, 'read', now)).kind).toBe('none');
  });

  it('checks records in hand against the membership set the principal loads', async () => {
    const ada = who('user', { userId: 'ada', memberOf: async () => new Set(['red']) });
    expect(await allowsRecord(ada, team, columns, 'read', { id: 'red', name: 'Red' }, now)).toBe(true);
    expect(await allowsRecord(ada, team, columns, 'read', { id: 'blue', name: 'Blue' }, now)).toBe(false);
    expect(await allowsRecord(ada, team, columns, 'read', { id: 'red', name: 'secret' }, now)).toBe(false);
  });
});
