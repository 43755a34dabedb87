// Opaque pagination tokens (NextToken / PaginationToken): the last key of the previous page, base64url JSON.
import { Errors } from '../protocol/errors.ts';

export function encodePageToken(lastKey: string): string {
  return Buffer.from(JSON.stringify({ k: lastKey })).toString('base64url');
}

/** The key to continue after; a token we did not issue is InvalidParameterException naming the field. */
export function decodePageToken(token: string | undefined, field = 'NextToken'): string | undefined {
  if (token === undefined) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { k?: unknown };
    if (typeof parsed.k === 'string') return parsed.k;
  } catch {
    // falls through to the error below
  }
  throw Errors.invalidParameter(`Invalid ${field}.`);
}

/** Fetches one more than asked to know whether a next page exists. */
export function page<T>(rows: T[], limit: number, keyOf: (row: T) => string): { items: T[]; next?: string } {
  if (rows.length <= limit) return { items: rows };
  const items = rows.slice(0, limit);
  return { items, next: encodePageToken(keyOf(items[items.length - 1])) };
}
