// Opaque, tamper-evident pagination tokens: the keyset position (sort value and id of the last item) and a
// digest of the query it belongs to, HMAC-signed with a key derived from the master key. A token from another
// query, an edited one or a forged one is refused rather than silently reinterpreted.
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Errors } from '../errors.ts';

export interface Position {
  /** Sort value of the last item (ISO string for datetimes), or null for lists ordered by id alone. */
  s: string | number | null;
  /** Id of the last item. */
  i: string;
}

export interface TokenCodec {
  encode(position: Position, query: unknown): string;
  /** Throws ValidationError for anything not minted by `encode` for this very query. */
  decode(token: string, query: unknown): Position;
}

const MAC_BYTES = 16;
const MAX_TOKEN = 2_048;

export function deriveTokenKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'innov/data/next-token/v1', 32));
}

const digest = (query: unknown) => createHash('sha256').update(JSON.stringify(query)).digest('base64url').slice(0, 16);

export function createTokenCodec(key: Buffer): TokenCodec {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
  const invalid = () => Errors.validation('Invalid nextToken: it is not a token this query issued.');
  return {
    encode(position, query) {
      const body = Buffer.from(JSON.stringify({ v: 1, q: digest(query), ...position })).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    decode(token, query) {
      if (typeof token !== 'string' || token.length > MAX_TOKEN) throw invalid();
      const dot = token.indexOf('.');
      if (dot <= 0) throw invalid();
      const body = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let parsed: { v?: number; q?: string; s?: unknown; i?: unknown };
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      if (parsed.v !== 1 || parsed.q !== digest(query) || typeof parsed.i !== 'string') throw invalid();
      const s = parsed.s;
      if (s !== null && typeof s !== 'string' && typeof s !== 'number') throw invalid();
      return { s, i: parsed.i };
    },
  };
}
