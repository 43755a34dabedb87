// The board's state in the query string (/dashboard/ideation/ideas?view=kanban&sort=MOST_VOTED&tag=ai…), so a
// filtered board can be shared, bookmarked and reloaded: parsed leniently (an unknown value is the default),
// written with the defaults left out. Pure.
import { IDEA_STAGES, type IdeaSort, type IdeaStage } from '@innov/contracts';

export const BOARD_VIEWS = ['list', 'kanban'] as const;
export type TBoardView = (typeof BOARD_VIEWS)[number];

export interface TBoardQuery {
  view: TBoardView;
  /** List view only: the kanban's columns are the stages. */
  stage: IdeaStage | null;
  category: string | null;
  tag: string | null;
  /** An author's user id. */
  author: string | null;
  /** Ideas I wrote or co-author. */
  mine: boolean;
  sort: IdeaSort;
  search: string;
}

export const DEFAULT_BOARD_QUERY: TBoardQuery = {
  view: 'list',
  stage: null,
  category: null,
  tag: null,
  author: null,
  mine: false,
  sort: 'NEWEST',
  search: '',
};

/** The board offers these sorts (RECENT_ACTIVITY is my innovations' order). */
export const BOARD_SORTS: readonly IdeaSort[] = ['NEWEST', 'MOST_VOTED', 'MOST_DISCUSSED'];

/** A campaign's board offers its owners and moderators TOP_SCORED too (the server refuses it to anyone else). */
export function boardSorts(scoreSort: boolean): readonly IdeaSort[] {
  return scoreSort ? [...BOARD_SORTS, 'TOP_SCORED'] : BOARD_SORTS;
}

/** The board state a caller may ask for: TOP_SCORED in the link of someone who may not sort by score is NEWEST. */
export function allowedBoardQuery(query: TBoardQuery, scoreSort: boolean): TBoardQuery {
  return boardSorts(scoreSort).includes(query.sort) ? query : { ...query, sort: 'NEWEST' };
}

type TParams = { get(name: string): string | null };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

export function parseBoardQuery(params: TParams): TBoardQuery {
  return {
    view: oneOf(BOARD_VIEWS, params.get('view')) ?? 'list',
    stage: oneOf(IDEA_STAGES, params.get('stage')),
    category: text(params.get('category'), 60),
    tag: text(params.get('tag'), 40)?.toLowerCase() ?? null,
    author: text(params.get('author'), 100),
    mine: params.get('mine') === '1',
    sort: oneOf(boardSorts(true), params.get('sort')) ?? 'NEWEST',
    search: text(params.get('q'), 200) ?? '',
  };
}

/** The query string of a board state ('' for the default board), without the leading '?'. */
export function boardQueryString(query: TBoardQuery): string {
  const params = new URLSearchParams();
  if (query.view !== 'list') params.set('view', query.view);
  if (query.stage) params.set('stage', query.stage);
  if (query.category) params.set('category', query.category);
  if (query.tag) params.set('tag', query.tag);
  if (query.author) params.set('author', query.author);
  if (query.mine) params.set('mine', '1');
  if (query.sort !== 'NEWEST') params.set('sort', query.sort);
  if (query.search.trim()) params.set('q', query.search.trim());
  return params.toString();
}

/** The names boardQueryString writes. */
const BOARD_PARAMS = ['view', 'stage', 'category', 'tag', 'author', 'mine', 'sort', 'q'] as const;

/**
 * The query string of a page that shows the board among other things (the campaign page's `tab`): its own
 * parameters kept, the board's replaced by `query`'s.
 */
export function withBoardQuery(current: { toString(): string }, query: TBoardQuery): string {
  const params = new URLSearchParams(current.toString());
  for (const name of BOARD_PARAMS) params.delete(name);
  for (const [name, value] of new URLSearchParams(boardQueryString(query))) params.set(name, value);
  return params.toString();
}

/**
 * listIdeas' variables for the board state; `stage` overrides the filter (a kanban column); `campaignId` narrows
 * the board to one campaign (its page).
 */
export function boardVariables(
  query: TBoardQuery,
  limit: number,
  stage: IdeaStage | null = query.stage,
  campaignId: string | null = null,
): Record<string, unknown> {
  const vars: Record<string, unknown> = { sort: query.sort, limit };
  if (campaignId) vars.campaignId = campaignId;
  if (stage) vars.stage = stage;
  if (query.category) vars.category = query.category;
  if (query.tag) vars.tag = query.tag;
  if (query.author) vars.authorId = query.author;
  if (query.mine) vars.mine = true;
  if (query.search.trim()) vars.search = query.search.trim();
  return vars;
}

/** How many filters narrow the board (the search and the view aside), for the "Filters (2)" button. */
export function activeFilterCount(query: TBoardQuery): number {
  return [query.view === 'list' && query.stage, query.category, query.tag, query.author, query.mine].filter(Boolean)
    .length;
}
