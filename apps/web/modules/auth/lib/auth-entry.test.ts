import { describe, expect, it } from 'vitest';
import { loginPathWithQuery } from './auth-entry.ts';

describe('loginPathWithQuery', () => {
  it('keeps returnTo and every other parameter, repeated ones too', () => {
    expect(loginPathWithQuery({ returnTo: '/dashboard/account', email: 'ada@example.com' })).toBe(
      '/auth/login?returnTo=%2Fdashboard%2Faccount&email=ada%40example.com',
    );
    expect(loginPathWithQuery({ tag: ['a', 'b'], empty: undefined })).toBe('/auth/login?tag=a&tag=b');
  });

  it('is the bare login page without a query', () => {
    expect(loginPathWithQuery({})).toBe('/auth/login');
  });
});
