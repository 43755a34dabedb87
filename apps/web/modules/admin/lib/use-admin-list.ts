'use client';
// A back-office list on a page: its state from the URL (admin-list.ts), its query through the data layer, and
// setters that write the URL (router.replace, no new history entry per keystroke; no scroll jump), so a reload or a
// shared link shows the same view. Any change but the page goes back to the first page.
import type { AdminListName } from '@innov/contracts';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import {
  type defineAdminListQuery,
  listQueryInput,
  listStateQuery,
  parseListState,
  type TAdminListState,
} from './admin-list.ts';

export function useAdminList<Item>(name: AdminListName, query: ReturnType<typeof defineAdminListQuery<Item>>) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const key = params.toString();
  const state = useMemo(() => parseListState(name, params), [name, key]);
  const result = query.useQuery({ variables: { input: listQueryInput(state) } });

  const update = useCallback(
    (patch: Partial<TAdminListState>) => {
      const next = { ...state, page: 0, ...patch };
      const search = listStateQuery(name, next);
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    },
    [name, pathname, router, state],
  );

  return {
    name,
    state,
    data: result.data ?? undefined,
    /** The first answer has not come yet. */
    isLoading: result.isLoading,
    /** A newer answer is on its way (a filter changed, a mutation refetched). */
    isFetching: result.isFetching,
    error: result.isError ? result.error : undefined,
    refetch: result.refetch,
    setSearch: (search: string) => update({ search }),
    setFilter: (key: string, value: string | null) => {
      const filters = { ...state.filters };
      if (value) filters[key] = value;
      else delete filters[key];
      update({ filters });
    },
    clearFilters: () => update({ filters: {}, search: '' }),
    /** Sorts by `sort`; the same key again flips the direction. */
    setSort: (sort: string) =>
      update(
        sort === state.sort
          ? { direction: state.direction === 'ASC' ? 'DESC' : 'ASC' }
          : { sort, direction: sort === 'createdAt' || sort === 'updatedAt' ? 'DESC' : 'ASC' },
      ),
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize }),
  };
}

export type TAdminListHandle<Item = unknown> = ReturnType<typeof useAdminList<Item>>;
