import { describe, expect, it } from 'vitest';
import { needsOpenerIsolation } from '../src/http/security-headers.ts';

describe('Cross-Origin-Opener-Policy scope', () => {
  it('isolates the account pages and every service route', () => {
    for (const path of ['/auth', '/auth/login', '/dashboard', '/dashboard/account']) {
      expect(needsOpenerIsolation(path, false)).toBe(true);
    }
    for (const path of ['/oauth2/authorize', '/login', '/newsletter/confirm', '/graphql']) {
      expect(needsOpenerIsolation(path, true)).toBe(true);
    }
  });

  it('leaves the public pages without it, including look-alike paths', () => {
    for (const path of ['/', '/pricing', '/resources/some-id', '/authors', '/dashboards-guide', '/_next/static/x.js']) {
      expect(needsOpenerIsolation(path, false)).toBe(false);
    }
  });
});
