import { describe, expect, it } from 'vitest';
import {
  currentToken,
  decodePage,
  encodePage,
  firstPage,
  hasNext,
  hasPrevious,
  itemRange,
  nextPage,
  pageSearch,
  previousPage,
  withResult,
} from './pagination.ts';

describe('pagination state (seed section 4)', () => {
  it('starts at page 0, page size 10, no tokens, count 0', () => {
    expect(firstPage()).toEqual({ page: 0, pageSize: 10, previousTokens: [], nextToken: null, count: 0 });
    expect(currentToken(firstPage())).toBeNull();
    expect(hasPrevious(firstPage())).toBe(false);
    expect(hasNext(firstPage())).toBe(false);
  });

  it('pages forward and back with the previous tokens and the next token', () => {
    let s = withResult(firstPage(), { count: 10, nextToken: 't1' });
    expect(hasNext(s)).toBe(true);
    s = nextPage(s);
    expect(s).toEqual({ page: 1, pageSize: 10, previousTokens: ['t1'], nextToken: null, count: 0 });
    expect(currentToken(s)).toBe('t1');
    s = nextPage(withResult(s, { count: 10, nextToken: 't2' }));
    s = withResult(s, { count: 4, nextToken: null });
    expect(s.page).toBe(2);
    expect(currentToken(s)).toBe('t2');
    expect(itemRange(s)).toEqual({ from: 21, to: 24 });
    expect(hasNext(s)).toBe(false);
    expect(nextPage(s)).toBe(s);
    s = previousPage(s);
    expect(s).toEqual({ page: 1, pageSize: 10, previousTokens: ['t1'], nextToken: 't2', count: 0 });
    s = previousPage(s);
    expect(s).toEqual({ page: 0, pageSize: 10, previousTokens: [], nextToken: 't1', count: 0 });
    expect(previousPage(s)).toBe(s);
    expect(itemRange(s)).toEqual({ from: 0, to: 0 });
  });

  it('round-trips through the URL, so a reload stays on the page', () => {
    const s = nextPage(
      withResult(nextPage(withResult(firstPage(), { count: 10, nextToken: 'a/b+c' })), { count: 10, nextToken: 'd' }),
    );
    const search = pageSearch(s, new URLSearchParams('defaultType=EVENT&page=9'));
    expect(search).toBe('defaultType=EVENT&page=2&token=a%2Fb%2Bc&token=d');
    const back = decodePage(new URLSearchParams(search));
    expect(back).toEqual({ page: 2, pageSize: 10, previousTokens: ['a/b+c', 'd'], nextToken: null, count: 0 });
    // Next.js server components get a plain record of search params.
    expect(decodePage({ page: '2', token: ['a/b+c', 'd'], defaultType: 'EVENT' })).toEqual(back);
    expect(encodePage(firstPage(), { defaultType: 'EVENT', page: '3' }).toString()).toBe('defaultType=EVENT');
  });

  it('falls back to the first page for inconsistent URLs', () => {
    for (const search of [
      'page=2&token=a',
      'page=-1',
      'page=abc',
      'page=1&token=',
      'page=0&token=a',
      `page=1&token=${'x'.repeat(3000)}`,
    ]) {
      expect(decodePage(new URLSearchParams(search))).toEqual(firstPage());
    }
  });
});
