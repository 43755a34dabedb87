import { describe, expect, it } from 'vitest';
import { mapAuthUser, parseJsonClaim } from './user.ts';

describe('mapAuthUser', () => {
  const attributes = {
    sub: 'sub-1',
    email: 'ada@example.com',
    email_verified: 'true',
    given_name: 'Ada',
    family_name: 'Lovelace',
    updated_at: '1700000000',
  };

  it('maps the seed fields, name from given plus family name', () => {
    const user = mapAuthUser({
      username: 'user-1',
      attributes,
      idTokenPayload: {
        profile: '{"id":"p1","isOnboarded":false}',
        tenant: '{"id":"t1","workspace":"Acme"}',
        'cognito:groups': ['admins', 7],
      },
    });
    expect(user).toEqual({
      id: 'user-1',
      name: 'Ada Lovelace',
      sub: 'sub-1',
      familyName: 'Lovelace',
      givenName: 'Ada',
      email: 'ada@example.com',
      emailVerified: true,
      identities: [],
      picture: null,
      updatedAt: 1700000000,
      profile: { id: 'p1', isOnboarded: false },
      tenant: { id: 't1', workspace: 'Acme' },
      groups: ['admins'],
    });
  });

  it('prefers the name attribute', () => {
    expect(mapAuthUser({ username: 'u', attributes: { ...attributes, name: 'Countess' } }).name).toBe('Countess');
  });

  it('gives null profile and tenant when absent or unparsable, and false for an unverified e-mail', () => {
    const user = mapAuthUser({
      username: 'u',
      attributes: { ...attributes, email_verified: 'false', identities: '[{"providerName":"Google"}]' },
      idTokenPayload: { profile: 'https://example.com/me', tenant: '[1,2]' },
    });
    expect(user.profile).toBeNull();
    expect(user.tenant).toBeNull();
    expect(user.emailVerified).toBe(false);
    expect(user.identities).toEqual([{ providerName: 'Google' }]);
    expect(mapAuthUser({ username: 'u', attributes: {} }).tenant).toBeNull();
    expect(mapAuthUser({ username: 'u', attributes: {} }).groups).toEqual([]);
  });

  it('parses JSON claims given as text or as objects', () => {
    expect(parseJsonClaim('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonClaim({ a: 1 })).toEqual({ a: 1 });
    expect(parseJsonClaim('null')).toBeNull();
    expect(parseJsonClaim('{oops')).toBeNull();
    expect(parseJsonClaim(undefined)).toBeNull();
  });
});
