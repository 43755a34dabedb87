import { describe, expect, it } from 'vitest';
import { safeReturnTo, signedInDestination, withReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('accepts same-origin paths', () => {
    expect(safeReturnTo('/dashboard/account')).toBe('/dashboard/account');
    expect(safeReturnTo('/dashboard?tab=1#top')).toBe('/dashboard?tab=1#top');
    expect(safeReturnTo('/')).toBe('/');
  });

  it('refuses absolute, protocol-relative and disguised addresses', () => {
    for (const value of [
      'https://evil.example/dashboard',
      'http://evil.example',
      '//evil.example',
      '//evil.example/dashboard',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/x\\..\\evil',
      'javascript:alert(1)',
      'dashboard',
      '',
      ' /dashboard',
      null,
      undefined,
    ]) {
      expect(safeReturnTo(value as string | null | undefined), String(value)).toBeUndefined();
    }
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnTo('/a/../dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/..//evil.example')).toBeUndefined();
    expect(safeReturnTo('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('falls back to the dashboard', () => {
    expect(signedInDestination('https://evil.example/')).toBe('/dashboard');
    expect(signedInDestination(null)).toBe('/dashboard');
    expect(signedInDestination('/dashboard/account')).toBe('/dashboard/account');
  });

  it('keeps a safe returnTo in follow-up links only', () => {
    expect(withReturnTo('/auth/login', '/dashboard/account')).toBe('/auth/login?returnTo=%2Fdashboard%2Faccount');
    expect(withReturnTo('/auth/login', '//evil.example')).toBe('/auth/login');
    expect(withReturnTo('/auth/reset-password', null, { email: 'a@b.c' })).toBe('/auth/reset-password?email=a%40b.c');
  });
});
