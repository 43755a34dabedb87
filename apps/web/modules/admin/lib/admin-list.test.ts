import { describe, expect, it } from 'vitest';
import { changeListState, listQueryInput, listStateQuery, parseListState } from './admin-list.ts';

const params = (query: string) => new URLSearchParams(query);

describe('an admin list state in the URL', () => {
  it('reads the search, filters, sort, direction, page (from 1) and page size', () => {
    const state = parseListState('users', params('q=ada&status=DISABLED&mfa=ON&sort=email&dir=asc&page=3&size=25'));
    expect(state).toEqual({
      search: 'ada',
      filters: { status: 'DISABLED', mfa: 'ON' },
      sort: 'email',
      direction: 'ASC',
      page: 2,
      pageSize: 25,
    });
  });

  it('leaves out what is not valid, so an edited link still opens the list', () => {
    const state = parseListState('users', params('status=MAYBE&group=root&sort=password&dir=up&page=-2&size=7'));
    expect(state).toEqual({ search: '', filters: {}, sort: 'createdAt', direction: 'DESC', page: 0, pageSize: 10 });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(listStateQuery('users', parseListState('users', params('')))).toBe('');
    const state = parseListState('enquiries', params('box=ARCHIVED&type=AI_INTEGRATION&sort=status&dir=asc&page=2'));
    const again = parseListState('enquiries', params(listStateQuery('enquiries', state)));
    expect(again).toEqual(state);
  });

  it('sends the filters as AWSJSON text and the page from 0', () => {
    const state = parseListState('newsletter', params('status=CONFIRMED&page=2'));
    expect(listQueryInput(state)).toEqual({
      filters: '{"status":"CONFIRMED"}',
      sort: 'createdAt',
      direction: 'DESC',
      page: 1,
      pageSize: 10,
    });
  });
});

describe('a change to an admin list', () => {
  const plain = parseListState('users', params(''));

  it('builds on a change the router does not show yet: two filters picked quickly keep both', () => {
    const first = changeListState('users', plain, null, () => ({ filters: { status: 'DISABLED' } }), 1_000);
    const second = changeListState('users', plain, first, (s) => ({ filters: { ...s.filters, mfa: 'ON' } }), 1_100);
    expect(second.query).toBe('status=DISABLED&mfa=ON');
  });

  it('trusts the URL again once it shows the change, or after a navigation elsewhere', () => {
    const first = changeListState('users', plain, null, () => ({ filters: { status: 'DISABLED' } }), 1_000);
    const shown = parseListState('users', params(first.query));
    expect(changeListState('users', shown, first, () => ({ page: 2 }), 1_100).query).toBe('status=DISABLED&page=3');
    const elsewhere = parseListState('users', params('group=admins'));
    expect(changeListState('users', elsewhere, first, () => ({ page: 1 }), 9_000).query).toBe('group=admins&page=2');
  });
});
