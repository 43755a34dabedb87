'use client';
// A back-office list on a page: its state from the URL (admin-list.ts), its query through the data layer, and
// setters that write the URL (router.replace, no new history entry per keystroke; no scroll jump), so a reload or a
// shared link shows the same view. Any change but the page goes back to the first page.
import type { AdminListName } from '@innov/contracts';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useRef } from 'react';
import {
  changeListState,
  type defineAdminListQuery,
  listQueryInput,
  parseListState,
  type TAdminListState,
  type TPendingListState,
} from './admin-list.ts';

export function useAdminList<Item>(name: AdminListName, query: ReturnType<typeof defineAdminListQuery<Item>>) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const key = params.toString();
  const state = useMemo(() => parseListState(name, params), [name, key]);
  const result = query.useQuery({ variables: { input: listQueryInput(state) } });

  // What the last change wrote, until the URL shows it (changeListState).
  const pending = useRef<TPendingListState | null>(null);
  const update = useCallback(
    (patch: (current: TAdminListState) => Partial<TAdminListState>) => {
      pending.current = changeListState(name, state, pending.current, patch, Date.now());
      const search = pending.current.query;
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
    setSearch: (search: string) => update(() => ({ search })),
    setFilter: (key: string, value: string | null) =>
      update((current) => {
        const filters = { ...current.filters };
        if (value) filters[key] = value;
        else delete filters[key];
        return { filters };
      }),
    clearFilters: () => update(() => ({ filters: {}, search: '' })),
    /** Sorts by `sort`; the same key again flips the direction. */
    setSort: (sort: string) =>
      update((current) =>
        sort === current.sort
          ? { direction: current.direction === 'ASC' ? 'DESC' : 'ASC' }
          : { sort, direction: sort === 'createdAt' || sort === 'updatedAt' ? 'DESC' : 'ASC' },
      ),
    setPage: (page: number) => update(() => ({ page })),
    setPageSize: (pageSize: number) => update(() => ({ pageSize })),
  };
}

export type TAdminListHandle<Item = unknown> = ReturnType<typeof useAdminList<Item>>;
