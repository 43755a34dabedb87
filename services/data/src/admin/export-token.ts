// The back-office export link's token: the list, its query, the admin and the expiry, as base64url JSON with an
// HMAC-SHA256 under a key derived from the master key (deps.exportKey), compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TAdminListQuery } from '@innov/contracts';

export interface ExportClaims {
  list: string;
  query: TAdminListQuery;
  userId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export function signExport(key: Buffer, claims: ExportClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The claims of a token this key signed, or null (forged, altered or not a token). Expiry is the caller's. */
export function openExport(key: Buffer, token: string): ExportClaims | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || token.length > 8_192) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ExportClaims;
    return typeof claims.list === 'string' && typeof claims.expiresAt === 'number' ? claims : null;
  } catch {
    return null;
  }
}
