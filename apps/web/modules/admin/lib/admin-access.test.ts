import { describe, expect, it, vi } from 'vitest';

const loadServerSession = vi.fn();
vi.mock('../../dashboard/lib/server-user.ts', () => ({
  loadServerSession: (...args: unknown[]) => loadServerSession(...args),
}));

const { loadAdminAccess } = await import('./admin-access.ts');

const session = (groups: string[], mfaEnabled: boolean) => ({
  user: { id: 'u1', groups },
  accessToken: 'token',
  mfaEnabled,
});

describe('loadAdminAccess', () => {
  it('sends a visitor without a session to sign in', async () => {
    loadServerSession.mockResolvedValue(null);
    expect(await loadAdminAccess([])).toEqual({ kind: 'signed-out' });
  });

  it('refuses a signed-in user outside the admins group, two-step verification or not', async () => {
    for (const mfa of [false, true]) {
      loadServerSession.mockResolvedValue(session(['reviewers'], mfa));
      expect((await loadAdminAccess([])).kind).toBe('forbidden');
    }
  });

  it('asks a platform admin without two-step verification to turn it on; lets one with it in', async () => {
    loadServerSession.mockResolvedValue(session(['admins'], false));
    expect((await loadAdminAccess([])).kind).toBe('needs-mfa');
    loadServerSession.mockResolvedValue(session(['admins'], true));
    expect((await loadAdminAccess([])).kind).toBe('admin');
  });
});
