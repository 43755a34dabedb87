// A back-office list's state in the URL, parsed with the contracts' own schemas (ADMIN_LISTS: the data service
// checks its input with the same ones): `q` the search, `sort` and `dir`, `page` (from 1 in the URL, from 0 on
// the wire, as the seed's pagination), `size`, and each filter under its own name. Whatever in the URL is not
// valid is left out, so an edited or stale link still opens a list. Pure, beside the query's definition.
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_LISTS,
  ADMIN_PAGE_SIZES,
  type AdminListName,
  type TAdminListQuery,
} from '@innov/contracts';
import type { z } from 'zod';
import { defineFunction } from '../../data/lib/model.ts';

export interface TAdminListState {
  search: string;
  filters: Record<string, string>;
  sort: string;
  direction: 'ASC' | 'DESC';
  /** From 0. */
  page: number;
  pageSize: number;
}

/** What every admin list query answers. */
export interface TAdminPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

interface TSearchParamsLike {
  get(name: string): string | null;
}

const PARAMS = { search: 'q', sort: 'sort', direction: 'dir', page: 'page', pageSize: 'size' } as const;

/** The filter names of a list (its schema's keys). */
export function filterKeys(name: AdminListName): string[] {
  return Object.keys((ADMIN_LISTS[name].filters as z.ZodObject).shape);
}

export function parseListState(name: AdminListName, params: TSearchParamsLike): TAdminListState {
  const spec = ADMIN_LISTS[name];
  const shape = (spec.filters as z.ZodObject).shape as Record<string, z.ZodType>;
  const filters: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = params.get(key);
    if (value && shape[key].safeParse(value).success) filters[key] = value;
  }
  const sorts = spec.sorts as readonly string[];
  const sort = params.get(PARAMS.sort);
  const dir = params.get(PARAMS.direction);
  const page = Number(params.get(PARAMS.page));
  const size = Number(params.get(PARAMS.pageSize));
  return {
    search: (params.get(PARAMS.search) ?? '').slice(0, 200),
    filters,
    sort: sort && sorts.includes(sort) ? sort : sorts[0],
    direction: dir === 'asc' ? 'ASC' : dir === 'desc' ? 'DESC' : spec.defaultDirection,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : ADMIN_DEFAULT_PAGE_SIZE,
  };
}

/** The URL query of a state: only what differs from the list's defaults, so a plain list has a plain URL. */
export function listStateQuery(name: AdminListName, state: TAdminListState): string {
  const spec = ADMIN_LISTS[name];
  const out = new URLSearchParams();
  if (state.search.trim()) out.set(PARAMS.search, state.search.trim());
  for (const [key, value] of Object.entries(state.filters)) if (value) out.set(key, value);
  if (state.sort !== spec.sorts[0]) out.set(PARAMS.sort, state.sort);
  if (state.direction !== spec.defaultDirection) out.set(PARAMS.direction, state.direction.toLowerCase());
  if (state.page > 0) out.set(PARAMS.page, String(state.page + 1));
  if (state.pageSize !== ADMIN_DEFAULT_PAGE_SIZE) out.set(PARAMS.pageSize, String(state.pageSize));
  return out.toString();
}

/** A change written to the URL that the router may not show yet. */
export interface TPendingListState {
  query: string;
  state: TAdminListState;
  at: number;
}

/** How long a change waits for the router to show it before the URL is trusted again (a navigation elsewhere). */
const PENDING_MS = 2_000;

/**
 * The state after a change, with the URL query to write. A change made before the router shows the previous one
 * (two filters picked quickly) builds on that one, not on the state rendered before it; pages go back to the
 * first unless the change is the page.
 */
export function changeListState(
  name: AdminListName,
  rendered: TAdminListState,
  pending: TPendingListState | null,
  patch: (current: TAdminListState) => Partial<TAdminListState>,
  now: number,
): TPendingListState {
  const caughtUp = !pending || pending.query === listStateQuery(name, rendered) || now - pending.at > PENDING_MS;
  const current = caughtUp ? rendered : pending.state;
  const state = { ...current, page: 0, ...patch(current) };
  return { query: listStateQuery(name, state), state, at: now };
}

/** The list's query as the data service takes it (`AdminListInput`; filters are AWSJSON text). */
export function listQueryInput(state: TAdminListState): Omit<TAdminListQuery, 'filters'> & { filters: string } {
  return {
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    filters: JSON.stringify(state.filters),
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/**
 * An admin list's query: `field(input: AdminListInput)` answering `{ items { <itemSelection> } total page pageSize }`.
 * `tags`: the data layer's tags it provides, so a mutation that invalidates them refetches the list.
 */
export function defineAdminListQuery<Item>(field: string, itemSelection: string, tags: string[]) {
  return defineFunction<TAdminPage<Item>>(
    {
      name: field,
      kind: 'query',
      args: { input: 'AdminListInput' },
      selection: `items { ${itemSelection} } total page pageSize`,
    },
    'userPool',
    { provides: tags },
  );
}

export interface TAdminExport {
  url: string;
  expiresAt: string;
}

/** createAdminExport: a 5-minute link to the list as CSV, with the page's search, filters and sort. */
export const CreateAdminExport = defineFunction<TAdminExport>(
  {
    name: 'createAdminExport',
    kind: 'mutation',
    args: { input: 'CreateAdminExportInput!' },
    selection: 'url expiresAt',
  },
  'userPool',
);
