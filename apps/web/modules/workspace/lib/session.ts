'use client';
// After a move between workspaces (an invitation accepted, a workspace created, left or deleted, ownership
// confirmed) the ID token's `tenant` and `profile` claims are stale: new tokens are fetched (Amplify's
// fetchAuthSession with forceRefresh runs PreTokenGeneration again), then the page is loaded afresh, so the
// server renders it with the new session and no cached answer of the old workspace survives.
import { fetchAuthSession } from 'aws-amplify/auth';
import { useCallback } from 'react';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';

/** New tokens for the session (the claims follow the membership); a failure leaves the old ones. */
export async function refreshSessionTokens(): Promise<void> {
  await ensureAmplifyConfigured();
  await fetchAuthSession({ forceRefresh: true }).catch(() => undefined);
}

/** Refreshes the tokens, then opens `href` as a full page load. */
export function useMoveOn() {
  return useCallback(async (href: string) => {
    await refreshSessionTokens();
    window.location.assign(href);
  }, []);
}
