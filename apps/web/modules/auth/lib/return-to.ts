// Where to go after signing in. `returnTo` comes from the address bar, so anything but a path on this site is
// refused: an absolute URL, a protocol-relative `//host`, or `/\host` (which browsers read as `//host`) would
// turn the sign-in page into an open redirect.

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

const PROBE_ORIGIN = 'https://same-origin.invalid';

/** `value` when it is a same-origin path (normalised), else undefined. Pure. */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Browsers drop tabs and newlines inside URLs ("/\t/evil.example" becomes "//evil.example"), and a
  // backslash anywhere is read as a slash: refuse both rather than guess.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a protocol-relative address ("/..//evil.example" → "//evil.example").
  return path.startsWith('//') ? undefined : path;
}

/** The page to open after a successful sign-in: the safe `returnTo`, else the dashboard. */
export function signedInDestination(returnTo: string | null | undefined): string {
  return safeReturnTo(returnTo) ?? DEFAULT_SIGNED_IN_PATH;
}

/** `path` with `returnTo` kept in its query when it is safe, so a flow spread over pages keeps its target. */
export function withReturnTo(path: string, returnTo: string | null | undefined, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  const safe = safeReturnTo(returnTo);
  if (safe) params.set('returnTo', safe);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
