// When a signed download link is asked for again: a while before it expires, so an image on a page left open
// never points at a dead link. Pure, for tests; use-file-url.ts sets the timer.

/** Never closer to the expiry than this… */
const MIN_MARGIN_MS = 30_000;
/** …nor further than this (a one-hour link is renewed after 55 minutes). */
const MAX_MARGIN_MS = 5 * 60_000;

/**
 * Milliseconds from `now` until the link of `expiresAt` (ISO text) should be renewed: the margin is a tenth of the
 * link's life, between 30 s and 5 min; 0 when already due; null when there is nothing to renew (no link, or an
 * expiry that cannot be read).
 */
export function refreshDelayMs(expiresAt: string | null | undefined, now: number, issuedAt = now): number | null {
  if (!expiresAt) return null;
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires)) return null;
  const life = Math.max(0, expires - issuedAt);
  const margin = Math.min(MAX_MARGIN_MS, Math.max(MIN_MARGIN_MS, life / 10));
  return Math.max(0, expires - margin - now);
}

/** Timers longer than this are cut (setTimeout overflows past 2^31-1 ms; a week-long link would fire at once). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether a link is expired or about to (within the 30 s margin): an image that failed to load with it is retried. */
export function isDue(expiresAt: string | null | undefined, now: number): boolean {
  if (!expiresAt) return false;
  const expires = Date.parse(expiresAt);
  return !Number.isNaN(expires) && now >= expires - MIN_MARGIN_MS;
}
