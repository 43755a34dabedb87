// Next 15 reports a route's own "no such page" answer as an error: a request for a param outside a
// `dynamicParams = false` route's list (an unknown service page, a page of results past the end) is answered
// 404, as it should be, and also prints "Error: Internal: NoFallbackError" with a stack to stderr
// (vercel/next.js#90537). A bot walking unknown paths would fill the log with false errors, so that one report
// is dropped; every other console.error goes through unchanged.

const NO_FALLBACK_MESSAGE = 'Internal: NoFallbackError';

/** True for Next's internal not-found control-flow error (matched by message: the class is bundled per route). */
export function isNoFallbackError(value: unknown): boolean {
  return value instanceof Error && value.message === NO_FALLBACK_MESSAGE;
}

const filtered = new WeakSet<object>();

export function dropNoFallbackErrorReports(target: Pick<Console, 'error'> = console): void {
  if (filtered.has(target)) return;
  filtered.add(target);
  const error = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (args.length === 1 && isNoFallbackError(args[0])) return;
    error(...args);
  };
}
