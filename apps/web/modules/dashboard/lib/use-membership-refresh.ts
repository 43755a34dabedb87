'use client';
// Applies membership-refresh.ts: new tokens from Amplify (so the ID token's `tenant` and `profile` claims, and
// the auth state built from them, follow), then the cached answers that show roles and memberships refetch
// (getMyWorkspace, the workspace's members, teams), so menus, banners and pages follow without signing out.
// Refreshes that overlap are coalesced; a failed token refresh still refetches (the server decides anyway).
//
// Usage: const refreshMembership = useMembershipRefresh();
//   onEvent: void refreshMembership(notification.kind);   after an own change: await refreshMembership('team.');
import { useCallback, useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { dataApi } from '../../data/lib/api.ts';
import type { DataDispatch } from '../../data/lib/store.ts';
import { coalesce, membershipRefreshFor, type TMembershipRefresh } from './membership-refresh.ts';

/** Refreshes what `kind` (a notification kind, or the prefix of one: 'workspace.', 'team.') concerns. */
export function useMembershipRefresh(): (kind: string | null | undefined) => Promise<void> {
  const { refreshUser } = useAuth();
  const dispatch = useDispatch<DataDispatch>();
  const refreshUserRef = useRef(refreshUser);
  refreshUserRef.current = refreshUser;
  // What the runs still owe: the union of the refreshes asked for since the last run started.
  const owed = useRef<{ session: boolean; tags: Set<string> }>({ session: false, tags: new Set() });

  const run = useMemo(
    () =>
      coalesce(async () => {
        const { session, tags } = owed.current;
        owed.current = { session: false, tags: new Set() };
        try {
          if (session) await refreshUserRef.current({ forceRefresh: true });
        } finally {
          if (tags.size > 0) dispatch(dataApi.util.invalidateTags([...tags]));
        }
      }),
    [dispatch],
  );

  return useCallback(
    (kind: string | null | undefined) => {
      const refresh: TMembershipRefresh | null = membershipRefreshFor(kind);
      if (!refresh) return Promise.resolve();
      owed.current.session ||= refresh.session;
      for (const tag of refresh.tags) owed.current.tags.add(tag);
      return run();
    },
    [run],
  );
}
