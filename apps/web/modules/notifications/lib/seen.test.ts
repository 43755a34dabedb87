import { describe, expect, it } from 'vitest';
import { channelsText, type Notification, newestFirst } from './notifications.ts';
import { isUnread, markRead, pruneSeen } from './seen.ts';

const n = (id: string, updatedAt: string, createdAt = updatedAt): Notification => ({
  id,
  type: 'SECURITY',
  channels: ['EMAIL'],
  owner: 'u',
  userProfileId: 'u',
  createdAt,
  updatedAt,
});

describe('notification records', () => {
  it('lists the newest change first', () => {
    const items = [n('a', '2026-01-01T00:00:00Z'), n('b', '2026-03-01T00:00:00Z'), n('c', '2026-02-01T00:00:00Z')];
    expect(newestFirst(items).map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it('is unread until marked read, and unread again when it changes', () => {
    const a = n('a', '2026-01-01T00:00:00Z');
    let seen = {};
    expect(isUnread(seen, a)).toBe(true);
    seen = markRead(seen, [a]);
    expect(isUnread(seen, a)).toBe(false);
    expect(isUnread(seen, { ...a, updatedAt: '2026-01-02T00:00:00Z' })).toBe(true);
    expect(pruneSeen({ a: 'x', gone: 'y' }, [a])).toEqual({ a: 'x' });
  });

  it('names the channels', () => {
    expect(channelsText(['EMAIL', 'SMS'])).toBe('E-mail, SMS');
    expect(channelsText([])).toBe('No channels');
    expect(channelsText(null)).toBe('No channels');
  });
});
