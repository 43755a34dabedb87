import type { IdentityEvent, TokenCaller } from '@innov/platform';
import { describe, expect, it } from 'vitest';
import { CALLER_CACHE_MS, CallerCache } from './caller-cache.ts';

const caller = (username: string): TokenCaller => ({
  poolId: 'eu-west-2_x',
  clientId: 'c',
  username,
  sub: `sub-${username}`,
  groups: [],
  mfaEnabled: false,
});
const token = (exp: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(exp / 1000) })).toString('base64url')}.s`;
const event = (kind: IdentityEvent['kind'], username: string): IdentityEvent => ({
  id: `e-${kind}-${username}`,
  kind,
  userPoolId: 'eu-west-2_x',
  username,
  sub: `sub-${username}`,
  at: new Date().toISOString(),
});

describe('CallerCache', () => {
  function setup() {
    let now = 1_000_000;
    let calls = 0;
    const cache = new CallerCache(
      async (t) => {
        calls++;
        return caller(t.includes('ada') ? 'ada' : 'bob');
      },
      () => now,
    );
    return { cache, calls: () => calls, advance: (ms: number) => (now += ms), now: () => now };
  }

  it('verifies a token once within the cache time, and again after it', async () => {
    const s = setup();
    const t = `${token(s.now() + 3_600_000)}ada`;
    await s.cache.verifyToken(t);
    await s.cache.verifyToken(t);
    expect(s.calls()).toBe(1);
    s.advance(CALLER_CACHE_MS);
    await s.cache.verifyToken(t);
    expect(s.calls()).toBe(2);
  });

  it('never trusts a token past its own expiry', async () => {
    const s = setup();
    const t = `${token(s.now() + 1_000)}ada`;
    await s.cache.verifyToken(t);
    s.advance(1_000);
    await s.cache.verifyToken(t);
    expect(s.calls()).toBe(2);
  });

  it("forgets only that user's tokens on sign-out, revocation, password change, disable, delete, MFA and groups", async () => {
    for (const kind of [
      'SignedOut',
      'TokenRevoked',
      'PasswordChanged',
      'UserDisabled',
      'UserDeleted',
      'MfaChanged',
      'GroupsChanged',
    ] as const) {
      const s = setup();
      const ada = `${token(s.now() + 3_600_000)}ada`;
      const bob = `${token(s.now() + 3_600_000)}bob`;
      await s.cache.verifyToken(ada);
      await s.cache.verifyToken(bob);
      s.cache.onIdentityEvent(event(kind, 'ada'));
      await s.cache.verifyToken(ada);
      await s.cache.verifyToken(bob);
      expect(s.calls(), kind).toBe(3);
    }
  });

  it('keeps tokens on events that do not affect them (a remembered device, a new device, attributes)', async () => {
    const s = setup();
    const ada = `${token(s.now() + 3_600_000)}ada`;
    await s.cache.verifyToken(ada);
    s.cache.onIdentityEvent(event('DeviceRemembered', 'ada'));
    s.cache.onIdentityEvent(event('NewDeviceSignIn', 'ada'));
    s.cache.onIdentityEvent({ ...event('AttributesChanged', 'ada'), detail: { attributes: { given_name: 'Ada' } } });
    await s.cache.verifyToken(ada);
    expect(s.calls()).toBe(1);
  });

  it('forgets them when the phone number changes (SMS two-step verification goes with it)', async () => {
    const s = setup();
    const ada = `${token(s.now() + 3_600_000)}ada`;
    await s.cache.verifyToken(ada);
    s.cache.onIdentityEvent({ ...event('AttributesChanged', 'ada'), detail: { attributes: { phone_number: null } } });
    await s.cache.verifyToken(ada);
    expect(s.calls()).toBe(2);
  });

  it('passes on a failed verification without caching it', async () => {
    let calls = 0;
    const cache = new CallerCache(async () => {
      calls++;
      throw new Error('Access Token has been revoked');
    });
    await expect(cache.verifyToken('x.y.z')).rejects.toThrow('revoked');
    await expect(cache.verifyToken('x.y.z')).rejects.toThrow('revoked');
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});
