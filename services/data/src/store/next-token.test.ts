import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCodec, deriveTokenKey } from './next-token.ts';

describe('nextToken', () => {
  const codec = createTokenCodec(deriveTokenKey(randomBytes(32)));
  const query = { m: 'Resource', x: 'resourcesByTypeAndPublishedAt', p: 'EVENT', d: false };

  it('round-trips a position for the same query', () => {
    const token = codec.encode({ s: '2025-01-01T00:00:00.000Z', i: 'abc' }, query);
    expect(codec.decode(token, query)).toEqual({ s: '2025-01-01T00:00:00.000Z', i: 'abc' });
  });

  it('refuses edited, forged, foreign and other-key tokens', () => {
    const token = codec.encode({ s: 1, i: 'abc' }, query);
    const [body, mac] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), i: 'zzz' }));
    expect(() => codec.decode(`${edited.toString('base64url')}.${mac}`, query)).toThrow(/Invalid nextToken/);
    expect(() => codec.decode('garbage', query)).toThrow(/Invalid nextToken/);
    expect(() => codec.decode(token, { ...query, d: true })).toThrow(/Invalid nextToken/);
    const other = createTokenCodec(deriveTokenKey(randomBytes(32)));
    expect(() => other.decode(token, query)).toThrow(/Invalid nextToken/);
  });
});
