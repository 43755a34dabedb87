import { COUNTRY_CODES, INVITE_BATCH_MAX } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import {
  activitySentence,
  assignableRoles,
  canChangeLogo,
  canRemove,
  countryName,
  countryOptions,
  daysLeft,
  emailListProblem,
  invitableRoles,
  invitationSignUpHref,
  joinLinkUrl,
  parseEmailList,
  signInHref,
} from './workspace-format.ts';

describe('roles', () => {
  it('owners give any role, admins move non-owners between member and admin, members nothing', () => {
    expect(assignableRoles('owner', 'owner')).toEqual(['owner', 'admin', 'member']);
    expect(assignableRoles('admin', 'member')).toEqual(['admin', 'member']);
    expect(assignableRoles('admin', 'owner')).toEqual([]);
    expect(assignableRoles('member', 'member')).toEqual([]);
    expect(invitableRoles('admin')).not.toContain('owner');
    expect(invitableRoles('owner')).toContain('owner');
    expect(invitableRoles(null)).toEqual([]);
  });

  it('nobody removes themself or the primary owner; admins remove members only', () => {
    const member = { role: 'member' as const, userId: 'm', isPrimaryOwner: false };
    const owner = { role: 'owner' as const, userId: 'o', isPrimaryOwner: false };
    expect(canRemove({ role: 'owner', userId: 'x' }, owner)).toBe(true);
    expect(canRemove({ role: 'owner', userId: 'x' }, { ...owner, isPrimaryOwner: true })).toBe(false);
    expect(canRemove({ role: 'admin', userId: 'x' }, member)).toBe(true);
    expect(canRemove({ role: 'admin', userId: 'x' }, owner)).toBe(false);
    expect(canRemove({ role: 'owner', userId: 'm' }, member)).toBe(false);
  });
});

describe('countries', () => {
  it('names every code in the reader’s language, sorted by name', () => {
    const en = countryOptions('en');
    expect(en).toHaveLength(COUNTRY_CODES.length);
    expect(en.find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(countryOptions('de').find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    const names = en.map((c) => c.name);
    expect(names.indexOf('Austria')).toBeLessThan(names.indexOf('Belgium'));
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName(null, 'en')).toBe('');
  });
});

describe('parseEmailList', () => {
  it('splits on commas, semicolons, spaces and lines; repeats once; odd ones apart', () => {
    const list = parseEmailList('ana@example.com, bo@example.com;\nANA@example.com  <cy@example.com> nope');
    expect(list).toEqual({ valid: ['ana@example.com', 'bo@example.com', 'cy@example.com'], invalid: ['nope'] });
    expect(emailListProblem(list)).toBe('Not an e-mail address: nope');
    expect(emailListProblem(parseEmailList('  '))).toBe('Enter at least one e-mail address');
    expect(emailListProblem(parseEmailList('a@example.com'))).toBeNull();
    const many = Array.from({ length: INVITE_BATCH_MAX + 1 }, (_, i) => `p${i}@example.com`).join(' ');
    expect(emailListProblem(parseEmailList(many))).toBe(`At most ${INVITE_BATCH_MAX} addresses at a time`);
  });
});

describe('links', () => {
  it('carries the token and e-mail into sign-up, and the landing page into sign-in', () => {
    expect(invitationSignUpHref('tok_-1', 'a+b@example.com')).toBe(
      '/auth/sign-up?invitation=tok_-1&email=a%2Bb%40example.com',
    );
    expect(signInHref('/invitations/tok')).toBe('/auth/login?returnTo=%2Finvitations%2Ftok');
    expect(joinLinkUrl('http://localhost:3000/', 'abc')).toBe('http://localhost:3000/join/abc');
  });

  it('counts whole days left', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(daysLeft('2026-01-08T00:00:00Z', now)).toBe(7);
    expect(daysLeft('2025-12-31T00:00:00Z', now)).toBe(0);
  });
});

describe('activitySentence', () => {
  it('reads the audit action and its details', () => {
    expect(
      activitySentence({
        action: 'inviteMembers',
        actorName: 'Ada',
        details: JSON.stringify({ emails: ['a@example.com'], role: 'admin' }),
      }),
    ).toBe('Ada invited a@example.com as admin');
    expect(
      activitySentence({ action: 'changeMemberRole', actorName: 'Ada', details: { name: 'Bo', role: 'owner' } }),
    ).toBe("Ada changed Bo's role to owner");
    expect(activitySentence({ action: 'approveMember', actorName: null, details: { name: 'Cy' } })).toBe(
      'Someone approved Cy',
    );
    expect(activitySentence({ action: 'somethingNew', actorName: 'Ada', details: 'not json' })).toBe(
      'Ada: something new',
    );
  });
});

describe('canChangeLogo', () => {
  it('lets owners and admins change it while the workspace is active, pending or not approved', () => {
    for (const status of ['ACTIVE', 'PENDING', 'REJECTED'] as const) expect(canChangeLogo(true, status)).toBe(true);
  });

  it('keeps it as it is once the workspace is deactivated, and from members', () => {
    expect(canChangeLogo(true, 'DEACTIVATED')).toBe(false);
    expect(canChangeLogo(false, 'ACTIVE')).toBe(false);
    expect(canChangeLogo(true, null)).toBe(false);
  });
});
