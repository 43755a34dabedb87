import type { IdentityEvent } from '@innov/platform';
import { describe, expect, it } from 'vitest';
import { sessionsEndedBy } from './ended-sessions.ts';
import type { Principal } from './principal.ts';

const event = (kind: IdentityEvent['kind']): IdentityEvent => ({
  id: 'e1',
  kind,
  userPoolId: 'pool-1',
  username: 'ada',
  sub: 'sub-ada',
  at: new Date(0).toISOString(),
});

function principal(over: Partial<Principal> = {}): Principal {
  return {
    authMode: 'userPool',
    kind: 'user',
    userId: 'ada',
    sub: 'sub-ada',
    poolId: 'pool-1',
    groups: [],
    ip: '',
    isAdmin: false,
    workspace: () => Promise.reject(new Error('unused')),
    memberOf: () => Promise.reject(new Error('unused')),
    ...over,
  };
}

describe('sessionsEndedBy', () => {
  it('ends every session of the user on sign-out everywhere, disable and delete, whatever the credentials', async () => {
    for (const kind of ['SignedOut', 'UserDisabled', 'UserDeleted'] as const) {
      const ended = sessionsEndedBy(event(kind));
      expect(await ended?.(principal()), kind).toBe(true);
      expect(await ended?.(principal({ authMode: 'iam', poolId: undefined })), kind).toBe(true);
      expect(await ended?.(principal({ stillValid: async () => true })), kind).toBe(true);
    }
  });

  it('on a revocation or password change, ends only what identity now refuses', async () => {
    for (const kind of ['TokenRevoked', 'PasswordChanged'] as const) {
      const ended = sessionsEndedBy(event(kind));
      expect(await ended?.(principal({ stillValid: async () => false })), kind).toBe(true);
      expect(await ended?.(principal({ stillValid: async () => true })), kind).toBe(false);
      // SigV4 credentials cannot be asked about again.
      expect(await ended?.(principal({ authMode: 'iam', poolId: undefined })), kind).toBe(false);
    }
  });

  it('leaves other users, guests and the API key alone, and ignores events that end nothing', async () => {
    const ended = sessionsEndedBy(event('SignedOut'));
    expect(await ended?.(principal({ sub: 'sub-bob', userId: 'bob' }))).toBe(false);
    expect(await ended?.(principal({ poolId: 'pool-2' }))).toBe(false);
    expect(await ended?.(principal({ kind: 'guest', sub: undefined, userId: undefined }))).toBe(false);
    expect(await ended?.(principal({ kind: 'service', authMode: 'apiKey', sub: undefined }))).toBe(false);
    for (const kind of ['MfaChanged', 'DeviceRemembered', 'UserEnabled', 'EmailChanged'] as const) {
      expect(sessionsEndedBy(event(kind)), kind).toBeNull();
    }
  });
});
