import { describe, expect, it } from 'vitest';
import { readSessionCookies } from './session-cookies.ts';
import { loginPathFor, sessionDecision } from './session-decision.ts';

describe('sessionDecision', () => {
  it('lets a visitor with a valid access or ID token through', () => {
    expect(sessionDecision({ access: 'valid', id: 'valid', hasRefreshToken: true })).toBe('allow');
    expect(sessionDecision({ access: 'valid', id: 'absent', hasRefreshToken: false })).toBe('allow');
    expect(sessionDecision({ access: 'expired', id: 'valid', hasRefreshToken: false })).toBe('allow');
  });

  it('lets genuine but expired tokens through only with a refresh token (the browser refreshes them)', () => {
    expect(sessionDecision({ access: 'expired', id: 'expired', hasRefreshToken: true })).toBe('allow-refresh');
    expect(sessionDecision({ access: 'expired', id: 'absent', hasRefreshToken: true })).toBe('allow-refresh');
    expect(sessionDecision({ access: 'expired', id: 'expired', hasRefreshToken: false })).toBe('redirect');
  });

  it('sends signed-out visitors and forged or foreign tokens to the login page', () => {
    expect(sessionDecision({ access: 'absent', id: 'absent', hasRefreshToken: false })).toBe('redirect');
    // A refresh token alone proves nothing the server can check.
    expect(sessionDecision({ access: 'absent', id: 'absent', hasRefreshToken: true })).toBe('redirect');
    expect(sessionDecision({ access: 'invalid', id: 'valid', hasRefreshToken: true })).toBe('redirect');
    expect(sessionDecision({ access: 'valid', id: 'invalid', hasRefreshToken: true })).toBe('redirect');
    expect(sessionDecision({ access: 'invalid', id: 'expired', hasRefreshToken: true })).toBe('redirect');
  });
});

describe('loginPathFor', () => {
  it('keeps the asked-for path and query as an encoded same-origin returnTo', () => {
    expect(loginPathFor('/dashboard/account', '')).toBe('/auth/login?returnTo=%2Fdashboard%2Faccount');
    expect(loginPathFor('/dashboard', '?tab=a&b=c')).toBe('/auth/login?returnTo=%2Fdashboard%3Ftab%3Da%26b%3Dc');
  });
});

describe('readSessionCookies', () => {
  const prefix = 'CognitoIdentityServiceProvider.client1';
  it('reads the tokens of the last signed-in user of the app client', () => {
    const cookies = [
      { name: `${prefix}.LastAuthUser`, value: 'user-1' },
      { name: `${prefix}.user-1.accessToken`, value: 'a' },
      { name: `${prefix}.user-1.idToken`, value: 'i' },
      { name: `${prefix}.user-1.refreshToken`, value: 'r' },
      { name: `${prefix}.user-2.accessToken`, value: 'other' },
      { name: 'CognitoIdentityServiceProvider.client2.LastAuthUser', value: 'x' },
    ];
    expect(readSessionCookies(cookies, 'client1')).toEqual({
      username: 'user-1',
      accessToken: 'a',
      idToken: 'i',
      refreshToken: 'r',
    });
  });

  it('decodes URI-encoded names and values', () => {
    const cookies = [
      { name: `${prefix}.LastAuthUser`, value: 'ada%40example.com' },
      { name: `${prefix}.ada%40example.com.accessToken`, value: 'a' },
    ];
    expect(readSessionCookies(cookies, 'client1')).toMatchObject({ username: 'ada@example.com', accessToken: 'a' });
  });

  it('finds no session without LastAuthUser or for another client', () => {
    expect(readSessionCookies([{ name: `${prefix}.u.accessToken`, value: 'a' }], 'client1')).toEqual({});
    expect(readSessionCookies([{ name: `${prefix}.LastAuthUser`, value: 'u' }], 'other')).toEqual({});
  });
});
