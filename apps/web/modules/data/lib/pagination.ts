// Token pagination as the seed gives it (section 4): page from 0, page size 10, the list of previous tokens,
// the next token and a count, kept in the URL so next and previous still work after a reload.
// Pure (no Amplify, no React): usable in server components, client components and tests.
//
// Usage (server component, e.g. /resources?defaultType=EVENT&page=2&token=a&token=b):
//   const page = decodePage(searchParams);                 // { page: 2, previousTokens: ['a','b'], ... }
//   const { items, nextToken } = await listSomething({ limit: page.pageSize, nextToken: currentToken(page) });
//   const shown = withResult(page, { count: items.length, nextToken });
//   <Link href={`?${pageSearch(nextPage(shown), searchParams)}`}>Next</Link>   // when hasNext(shown)
//   <Link href={`?${pageSearch(previousPage(shown), searchParams)}`}>Previous</Link> // when hasPrevious(shown)
// Client lists hold the same state in React (`useState(decodePage(...))`) and `router.push` the search.
import { FIRST_PAGE, PAGE_SIZE } from '@innov/contracts';

export interface PageState {
  /** The page shown, from 0. */
  page: number;
  pageSize: number;
  /** The token that fetched each page after the first, in order: `previousTokens[i]` fetched page i + 1. */
  previousTokens: string[];
  /** The token of the page after this one, from the last answer; null when there is none (or not known yet). */
  nextToken: string | null;
  /** How many items the current page holds (0 until its answer is in). */
  count: number;
}

export const PAGE_PARAM = 'page';
export const TOKEN_PARAM = 'token';
/** Longest token accepted from a URL (the service's tokens are far shorter); longer ones restart paging. */
const MAX_TOKEN_LENGTH = 2_048;
const MAX_PAGE = 1_000;

export function firstPage(pageSize: number = PAGE_SIZE): PageState {
  return { page: FIRST_PAGE, pageSize, previousTokens: [], nextToken: null, count: 0 };
}

/** The token to fetch the current page with (null for the first page). */
export function currentToken(state: PageState): string | null {
  return state.page === FIRST_PAGE ? null : (state.previousTokens[state.page - 1] ?? null);
}

/** The state once the current page's answer is in. */
export function withResult(state: PageState, result: { count: number; nextToken?: string | null }): PageState {
  return { ...state, count: result.count, nextToken: result.nextToken || null };
}

export function hasNext(state: PageState): boolean {
  return state.nextToken !== null;
}

export function hasPrevious(state: PageState): boolean {
  return state.page > FIRST_PAGE;
}

/** The following page: the next token becomes the last previous token. Without a next token, unchanged. */
export function nextPage(state: PageState): PageState {
  if (state.nextToken === null) return state;
  return {
    ...state,
    page: state.page + 1,
    previousTokens: [...state.previousTokens, state.nextToken],
    nextToken: null,
    count: 0,
  };
}

/** The page before: its next token is the token that fetched the page we leave. On page 0, unchanged. */
export function previousPage(state: PageState): PageState {
  if (state.page === FIRST_PAGE) return state;
  const leaving = state.previousTokens[state.page - 1] ?? null;
  return {
    ...state,
    page: state.page - 1,
    previousTokens: state.previousTokens.slice(0, state.page - 1),
    nextToken: leaving,
    count: 0,
  };
}

/** Number of the first and last item shown, from 1 (0 and 0 when the page is empty). */
export function itemRange(state: PageState): { from: number; to: number } {
  if (state.count === 0) return { from: 0, to: 0 };
  const from = state.page * state.pageSize + 1;
  return { from, to: from + state.count - 1 };
}

type SearchInput = URLSearchParams | Record<string, string | string[] | undefined>;

function readAll(params: SearchInput, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The page state a URL holds. Anything inconsistent (a page without its tokens, a bad number, an oversized
 * token) falls back to the first page rather than failing.
 */
export function decodePage(params: SearchInput, pageSize: number = PAGE_SIZE): PageState {
  const rawPage = readAll(params, PAGE_PARAM)[0];
  const tokens = readAll(params, TOKEN_PARAM);
  if (rawPage === undefined || !/^\d{1,4}$/.test(rawPage)) return firstPage(pageSize);
  const page = Number(rawPage);
  if (page === FIRST_PAGE || page > MAX_PAGE) return firstPage(pageSize);
  if (tokens.length !== page || tokens.some((t) => t.length === 0 || t.length > MAX_TOKEN_LENGTH)) {
    return firstPage(pageSize);
  }
  return { page, pageSize, previousTokens: tokens, nextToken: null, count: 0 };
}

/** Writes the page state into search params (page 0 writes nothing), keeping every other parameter. */
export function encodePage(state: PageState, base?: SearchInput): URLSearchParams {
  const out = new URLSearchParams();
  if (base instanceof URLSearchParams) {
    for (const [k, v] of base) out.append(k, v);
  } else if (base) {
    for (const [k, v] of Object.entries(base)) {
      for (const one of v === undefined ? [] : Array.isArray(v) ? v : [v]) out.append(k, one);
    }
  }
  out.delete(PAGE_PARAM);
  out.delete(TOKEN_PARAM);
  if (state.page > FIRST_PAGE) {
    out.set(PAGE_PARAM, String(state.page));
    for (const token of state.previousTokens.slice(0, state.page)) out.append(TOKEN_PARAM, token);
  }
  return out;
}

/** `encodePage(...).toString()`: the search string (without `?`) for a link to that page. */
export function pageSearch(state: PageState, base?: SearchInput): string {
  return encodePage(state, base).toString();
}
