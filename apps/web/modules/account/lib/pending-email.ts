'use client';
// A sign-in e-mail change waiting for its code. The identity service keeps the address in force until the new
// one is verified (Cognito's "keep original attribute value active when an update is pending"), and, as
// Cognito, does not tell which address is waiting: this browser remembers the one the user asked for, per user,
// so the page can say "Pending: <new>" after a reload. It is forgotten once the address in force is that one
// (confirmed) or the user cancels.
//
// Usage: const pending = usePendingEmail(user.sub, user.email); pending.remember('new@example.com');

import { useCallback, useEffect, useState } from 'react';

const KEY_PREFIX = 'app.account.pending-email.';

export interface TPendingEmail {
  email: string;
  /** When the code was asked for (ms since the epoch). */
  since: number;
}

export function parsePendingEmail(raw: string | null): TPendingEmail | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TPendingEmail>;
    return typeof value.email === 'string' && value.email && typeof value.since === 'number'
      ? { email: value.email, since: value.since }
      : null;
  } catch {
    return null;
  }
}

/** The pending change still to show: none once the address in force is the one that was waiting. */
export function stillPending(pending: TPendingEmail | null, current: string): TPendingEmail | null {
  if (!pending || !current) return pending;
  return pending.email.toLowerCase() === current.toLowerCase() ? null : pending;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Forgets the change waiting for `userKey` (the account is deleted). */
export function forgetPendingEmail(userKey: string): void {
  storage()?.removeItem(`${KEY_PREFIX}${userKey}`);
}

export function usePendingEmail(userKey: string | null | undefined, current: string) {
  const key = userKey ? `${KEY_PREFIX}${userKey}` : null;
  const [pending, setPending] = useState<TPendingEmail | null>(null);

  useEffect(() => {
    if (!key) return;
    setPending(parsePendingEmail(storage()?.getItem(key) ?? null));
  }, [key]);

  const write = useCallback(
    (next: TPendingEmail | null) => {
      setPending(next);
      if (!key) return;
      if (next) storage()?.setItem(key, JSON.stringify(next));
      else storage()?.removeItem(key);
    },
    [key],
  );

  const shown = stillPending(pending, current);
  // Confirmed (here or in another tab): nothing is waiting any more.
  useEffect(() => {
    if (pending && !shown) write(null);
  }, [pending, shown, write]);

  return {
    pending: shown,
    remember: useCallback((email: string) => write({ email, since: Date.now() }), [write]),
    forget: useCallback(() => write(null), [write]),
  };
}
