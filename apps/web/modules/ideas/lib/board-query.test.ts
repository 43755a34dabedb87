import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  allowedBoardQuery,
  boardQueryString,
  boardSorts,
  boardVariables,
  DEFAULT_BOARD_QUERY,
  parseBoardQuery,
  withBoardQuery,
} from './board-query.ts';

describe('board query string', () => {
  it('reads the default board from an empty query string and writes it back as nothing', () => {
    expect(parseBoardQuery(new URLSearchParams(''))).toEqual(DEFAULT_BOARD_QUERY);
    expect(boardQueryString(DEFAULT_BOARD_QUERY)).toBe('');
  });

  it('round-trips every filter, the sort, the search and the view', () => {
    const query = {
      view: 'kanban',
      stage: 'SELECTED',
      category: 'Operations',
      tag: 'ai',
      author: 'u-1',
      mine: true,
      sort: 'MOST_VOTED',
      search: 'solar roof',
    } as const;
    const written = boardQueryString(query);
    expect(written).toBe(
      'view=kanban&stage=SELECTED&category=Operations&tag=ai&author=u-1&mine=1&sort=MOST_VOTED&q=solar+roof',
    );
    expect(parseBoardQuery(new URLSearchParams(written))).toEqual(query);
  });

  it('treats unknown values as the defaults and lower-cases the tag', () => {
    expect(
      parseBoardQuery(new URLSearchParams('view=grid&stage=DONE&sort=RECENT_ACTIVITY&tag=%20AI%20&mine=yes&q=%20')),
    ).toEqual({ ...DEFAULT_BOARD_QUERY, tag: 'ai' });
  });
});

describe('boardVariables', () => {
  it('passes only the filters that are set, and a column’s stage over the filter', () => {
    expect(boardVariables(DEFAULT_BOARD_QUERY, 20)).toEqual({ sort: 'NEWEST', limit: 20 });
    const query = { ...DEFAULT_BOARD_QUERY, stage: 'NEW', tag: 'ai', mine: true, search: ' x ' } as const;
    expect(boardVariables(query, 10)).toEqual({
      sort: 'NEWEST',
      limit: 10,
      stage: 'NEW',
      tag: 'ai',
      mine: true,
      search: 'x',
    });
    expect(boardVariables(query, 10, 'DECLINED')).toMatchObject({ stage: 'DECLINED' });
  });

  it('counts the filters in use; the stage filter only in the list view', () => {
    expect(activeFilterCount(DEFAULT_BOARD_QUERY)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_BOARD_QUERY, stage: 'NEW', tag: 'ai' })).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_BOARD_QUERY, view: 'kanban', stage: 'NEW' })).toBe(0);
  });
});

describe('the board inside another page', () => {
  it('keeps the page’s own parameters and replaces the board’s', () => {
    const current = new URLSearchParams('tab=ideas&view=kanban&tag=old');
    const next = { ...DEFAULT_BOARD_QUERY, sort: 'MOST_VOTED' as const, search: 'roof' };
    expect(withBoardQuery(current, next)).toBe('tab=ideas&sort=MOST_VOTED&q=roof');
  });

  it('asks for one campaign’s ideas when the board is narrowed to it', () => {
    expect(boardVariables(DEFAULT_BOARD_QUERY, 10, null, 'c-1')).toEqual({
      sort: 'NEWEST',
      limit: 10,
      campaignId: 'c-1',
    });
    expect(boardVariables(DEFAULT_BOARD_QUERY, 10)).not.toHaveProperty('campaignId');
  });
});

describe('sorting by score', () => {
  it('is offered on a campaign board to its moderators only', () => {
    expect(boardSorts(true)).toContain('TOP_SCORED');
    expect(boardSorts(false)).not.toContain('TOP_SCORED');
  });

  it('keeps TOP_SCORED from the link for a moderator and falls back to the newest for anyone else', () => {
    const query = parseBoardQuery(new URLSearchParams('sort=TOP_SCORED&tag=ai'));
    expect(query.sort).toBe('TOP_SCORED');
    expect(allowedBoardQuery(query, true)).toBe(query);
    expect(allowedBoardQuery(query, false)).toEqual({ ...query, sort: 'NEWEST' });
    expect(boardVariables(query, 10, null, 'c-1')).toEqual({
      sort: 'TOP_SCORED',
      limit: 10,
      campaignId: 'c-1',
      tag: 'ai',
    });
  });
});
