'use client';
// Signed links to read stored files, from the data layer's cache (one request per key and width however many
// components show it) and renewed a while before they expire (url-refresh.ts), so a page left open keeps its
// pictures. A key that is missing or not the caller's to read gives a null url, as the service answers it.
//
// Usage:
//   const { url } = useFileUrl(profile?.picture, 64);            // a FileReference or a key; width picks the image
//   <img src={url ?? undefined} onError={onError} />             // an expired link (after a sleep): asked again
import type { FileReference } from '@innov/contracts';
import { useCallback, useEffect } from 'react';
import { FileUrlQuery } from './files-api.ts';
import { isDue, MAX_TIMER_MS, refreshDelayMs } from './url-refresh.ts';

type TKeyLike = FileReference | string | null | undefined;

function keyOf(file: TKeyLike): string | null {
  if (!file) return null;
  return typeof file === 'string' ? file || null : file.key || null;
}

/** Calls `renew` when the link of `expiresAt`, fetched at `issuedAt`, is due for renewal. */
function useRenewal(expiresAt: string | null | undefined, issuedAt: number | undefined, renew: () => void) {
  useEffect(() => {
    const delay = refreshDelayMs(expiresAt, Date.now(), issuedAt ?? Date.now());
    if (delay === null) return;
    const timer = setTimeout(renew, Math.min(delay, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expiresAt, issuedAt, renew]);
}

export interface TFileUrlOptions {
  /** A download link (`Content-Disposition: attachment` with the original name) rather than one to show. */
  download?: boolean;
  skip?: boolean;
}

/** A signed link to a file (the derivative nearest `width` for images); null while loading or when none. */
export function useFileUrl(file: TKeyLike, width?: number, options: TFileUrlOptions = {}) {
  const key = keyOf(file);
  const query = FileUrlQuery.useQuery(
    { variables: { input: { key, width, download: options.download || undefined } } },
    { skip: !key || options.skip },
  );
  const { refetch } = query;
  const renew = useCallback(() => {
    if (key && !options.skip) void refetch();
  }, [key, options.skip, refetch]);
  const current = key && !options.skip ? query.data : undefined;
  useRenewal(current?.expiresAt, query.fulfilledTimeStamp, renew);
  const expiresAt = current?.expiresAt ?? null;
  // An image that fails to load is asked for again only when its link has run out (a tab woken from sleep, whose
  // timer came late): a missing file would otherwise be asked for in a loop.
  const onError = useCallback(() => {
    if (isDue(expiresAt, Date.now())) renew();
  }, [expiresAt, renew]);
  return {
    url: current?.url ?? null,
    expiresAt,
    isLoading: Boolean(key) && query.isLoading,
    error: query.error,
    renew,
    onError,
  };
}
