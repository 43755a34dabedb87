import { describe, expect, it } from 'vitest';
import {
  type MyNotificationsPage,
  type NotificationEvent,
  notificationHref,
  uniqueById,
  withRead,
} from './notification-events.ts';
import { shouldPush } from './push.ts';
import { relativeTime } from './relative-time.ts';

const n = (id: string, readAt: string | null = null): NotificationEvent => ({
  id,
  type: 'SECURITY',
  kind: 'security.passwordChanged',
  title: 'Your password was changed',
  body: null,
  link: '/dashboard/account#security',
  actorName: null,
  owner: 'u',
  push: false,
  readAt,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const page = (items: NotificationEvent[], unreadCount: number): MyNotificationsPage => ({
  items,
  nextToken: null,
  unreadCount,
});

const AT = '2026-03-02T00:00:00.000Z';

describe('marking read in a cached page', () => {
  it('marks the named ones read and lowers the count by those that were unread', () => {
    const out = withRead(page([n('a'), n('b', 'earlier'), n('c')], 7), new Set(['a', 'b']), AT, false);
    expect(out.items.map((i) => [i.id, i.readAt])).toEqual([
      ['a', AT],
      ['b', 'earlier'],
      ['c', null],
    ]);
    expect(out.unreadCount).toBe(6);
  });

  it('mark all leaves nothing unread, and an unread-only list empty', () => {
    expect(withRead(page([n('a'), n('b')], 12), 'all', AT, false).unreadCount).toBe(0);
    expect(withRead(page([n('a'), n('b')], 12), 'all', AT, true)).toEqual({
      items: [],
      nextToken: null,
      unreadCount: 0,
    });
    expect(withRead(page([n('a'), n('b')], 2), new Set(['a']), AT, true).items.map((i) => i.id)).toEqual(['b']);
  });

  it('never counts below zero', () => {
    expect(withRead(page([n('a')], 0), new Set(['a']), AT, false).unreadCount).toBe(0);
  });
});

describe('where a notification leads', () => {
  it('opens paths of this site only', () => {
    expect(notificationHref('/dashboard/account#security', '/x')).toBe('/dashboard/account#security');
    for (const link of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(notificationHref(link, '/dashboard/notifications')).toBe('/dashboard/notifications');
    }
  });
});

describe('pages', () => {
  it('shows an item moved to the next page once', () => {
    expect(uniqueById([n('a'), n('b'), n('b'), n('c')]).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('push', () => {
  it('shows a new notification as PUSH only when the user wants it and allowed it', () => {
    expect(shouldPush({ push: true, readAt: null }, 'granted')).toBe(true);
    expect(shouldPush({ push: false, readAt: null }, 'granted')).toBe(false);
    expect(shouldPush({ push: null }, 'granted')).toBe(false);
    expect(shouldPush({ push: true, readAt: AT }, 'granted')).toBe(false);
    expect(shouldPush({ push: true }, 'denied')).toBe(false);
    expect(shouldPush({ push: true }, 'default')).toBe(false);
    expect(shouldPush({ push: true }, 'unsupported')).toBe(false);
  });
});

describe('relative time', () => {
  const now = new Date('2026-03-10T12:00:00');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('reads as a feed does', () => {
    expect(relativeTime(ago(10_000), now)).toBe('Just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(relativeTime(new Date('2026-03-09T08:00:00').toISOString(), now)).toBe('Yesterday');
    expect(relativeTime(new Date('2026-03-07T08:00:00').toISOString(), now)).toBe('3 days ago');
    expect(relativeTime(new Date('2026-02-01T08:00:00').toISOString(), now)).toBe('1 Feb');
    expect(relativeTime(new Date('2025-12-24T08:00:00').toISOString(), now)).toBe('24 Dec 2025');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
