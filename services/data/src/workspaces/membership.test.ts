import { INVITATION_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { containing, hashToken, invitationExpiry, invitationRefusal, newToken, statusOf } from './membership.ts';

const now = new Date('2026-11-25T12:00:00Z');

describe('invitation tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256 in hex', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('expire after seven days of the injected clock', () => {
    expect(invitationExpiry(now).toISOString()).toBe('2026-12-02T12:00:00.000Z');
  });
});

describe('an invitation’s status', () => {
  it('is EXPIRED once a pending one is past its time, and refused with the words for each state', () => {
    const at = (iso: string) => new Date(iso);
    expect(statusOf({ status: 'PENDING', expires_at: at('2026-11-25T12:00:01Z') }, now)).toBe('PENDING');
    expect(statusOf({ status: 'PENDING', expires_at: now }, now)).toBe('EXPIRED');
    expect(statusOf({ status: 'ACCEPTED', expires_at: at('2020-01-01T00:00:00Z') }, now)).toBe('ACCEPTED');
    expect(invitationRefusal({ status: 'PENDING', expires_at: at('2027-01-01T00:00:00Z') }, now)).toBeNull();
    const words = (status: 'ACCEPTED' | 'REVOKED' | 'DECLINED' | 'PENDING', expires = '2027-01-01T00:00:00Z') =>
      invitationRefusal({ status, expires_at: at(expires) }, now)?.message;
    expect(words('ACCEPTED')).toBe(INVITATION_MESSAGES.used);
    expect(words('REVOKED')).toBe(INVITATION_MESSAGES.revoked);
    expect(words('DECLINED')).toBe(INVITATION_MESSAGES.declined);
    expect(words('PENDING', '2026-01-01T00:00:00Z')).toBe(INVITATION_MESSAGES.expired);
  });
});

describe('the members search', () => {
  it('matches the text anywhere, its wildcards taken literally', () => {
    expect(containing('ada')).toBe('%ada%');
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
