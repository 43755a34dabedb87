import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATH } from './site.ts';

describe('ACCOUNT_PATH', () => {
  it('holds the pages whose answer depends on who is signed in, never the public site', () => {
    for (const path of [
      '/auth/login',
      '/dashboard',
      '/dashboard/companies?x=1',
      '/admin',
      '/admin/workspaces',
      '/invitations/abc',
      '/join/abc',
    ]) {
      expect(ACCOUNT_PATH.test(path), path).toBe(true);
    }
    for (const path of ['/', '/pricing/monthly', '/joinus', '/administration', '/resources/list/blogs/1']) {
      expect(ACCOUNT_PATH.test(path), path).toBe(false);
    }
  });
});
