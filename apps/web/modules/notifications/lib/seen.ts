// What the user has already seen of their notification records, per browser: the last version (updatedAt)
// seen of each record, kept in localStorage per user. A record created or changed elsewhere (another tab,
// device or service) is unread until the user marks it read.
//
// Usage: const seen = useSeen(userId); seen.isUnread(record); seen.markRead([record]);
import { useCallback, useEffect, useState } from 'react';

export type SeenMap = Record<string, string>;

const KEY_PREFIX = 'app.notifications.seen.';

export function isUnread(seen: SeenMap, record: { id: string; updatedAt: string }): boolean {
  return seen[record.id] !== record.updatedAt;
}

export function markRead(seen: SeenMap, records: readonly { id: string; updatedAt: string }[]): SeenMap {
  const next = { ...seen };
  for (const r of records) next[r.id] = r.updatedAt;
  return next;
}

/** Drops entries of records that no longer exist, so the map does not grow forever. */
export function pruneSeen(seen: SeenMap, existing: readonly { id: string }[]): SeenMap {
  const ids = new Set(existing.map((r) => r.id));
  return Object.fromEntries(Object.entries(seen).filter(([id]) => ids.has(id)));
}

function read(key: string): SeenMap {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SeenMap) : {};
  } catch {
    return {};
  }
}

export function useSeen(userId: string | null | undefined) {
  const key = userId ? `${KEY_PREFIX}${userId}` : null;
  const [seen, setSeen] = useState<SeenMap>({});
  useEffect(() => {
    if (!key) return;
    setSeen(read(key));
    // Another tab marking records read updates this one too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setSeen(read(key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);
  const update = useCallback(
    (change: (current: SeenMap) => SeenMap) => {
      setSeen((current) => {
        const next = change(current);
        if (key) window.localStorage.setItem(key, JSON.stringify(next));
        return next;
      });
    },
    [key],
  );
  return {
    isUnread: useCallback((record: { id: string; updatedAt: string }) => isUnread(seen, record), [seen]),
    markRead: useCallback(
      (records: readonly { id: string; updatedAt: string }[]) => update((s) => markRead(s, records)),
      [update],
    ),
    prune: useCallback((existing: readonly { id: string }[]) => update((s) => pruneSeen(s, existing)), [update]),
  };
}
