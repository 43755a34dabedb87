// The client's address behind proxies (TRUST_PROXY): Express's semantics for hop counts and trusted lists, and
// what a client writes in X-Forwarded-For counting for nothing unless a trusted hop vouches for it.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { clientAddress, parseTrustProxy } from './client-address.ts';

const request = (socket: string, forwardedFor?: string | string[]) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

const at = (trust: string | undefined, socket: string, forwardedFor?: string) =>
  clientAddress(request(socket, forwardedFor), parseTrustProxy(trust));

describe('TRUST_PROXY', () => {
  it('is unset, a hop count or a list of addresses, networks and names', () => {
    for (const none of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(none)).toBeUndefined();
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1, fd00::/8')).toEqual({
      trusted: ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8'],
    });
    expect(parseTrustProxy('loopback')).toEqual({ trusted: ['127.0.0.0/8', '::1/128'] });
  });

  it('refuses what it cannot read, and true, which would believe any client', () => {
    for (const bad of [
      'true',
      'proxy.example.com',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/8',
      '1.2.3',
      '-1',
      '10.0.0.1,',
    ])
      expect(() => parseTrustProxy(bad), bad).toThrow();
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY: "10.0.0.0\/40" is not an address/);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual({ trusted: ['127.0.0.0/8', '::1/128'] });
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });
});

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever the header says', () => {
    expect(at(undefined, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(at(undefined, '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
    expect(at('0', '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
  });

  it('with a hop count, is the address that many hops back from the socket, or the leftmost', () => {
    expect(at('1', '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    // The client's own entries sit left of what the proxy appends: one hop reads only the proxy's.
    expect(at('1', '127.0.0.1', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(at('2', '10.0.0.2', '198.51.100.1, 10.0.0.1')).toBe('198.51.100.1');
    expect(at('3', '10.0.0.2', '198.51.100.1, 10.0.0.1')).toBe('198.51.100.1');
    expect(at('1', '127.0.0.1')).toBe('127.0.0.1');
    expect(at('1', '127.0.0.1', '')).toBe('127.0.0.1');
  });

  it('with a list, is the first address from the right that is not a trusted proxy', () => {
    expect(at('loopback', '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(at('loopback', '::ffff:127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(at('loopback', '::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(at('10.0.0.0/8, 127.0.0.1', '127.0.0.1', '198.51.100.1, 10.1.2.3, 10.0.0.1')).toBe('198.51.100.1');
    // A client cannot pass for a proxy, nor put words in a proxy's mouth: walking stops at the first stranger.
    expect(at('loopback', '127.0.0.1', '127.0.0.1, 198.51.100.1')).toBe('198.51.100.1');
    expect(at('loopback', '127.0.0.1', '1.1.1.1, 2.2.2.2, 198.51.100.1')).toBe('198.51.100.1');
    // All trusted: the leftmost.
    expect(at('10.0.0.0/8', '10.0.0.2', '10.0.0.9, 10.0.0.1')).toBe('10.0.0.9');
  });

  it('ignores the header of a socket that is not a trusted proxy', () => {
    expect(at('loopback', '203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
    expect(at('10.0.0.1', '10.0.0.2', '198.51.100.1')).toBe('10.0.0.2');
  });

  it('reads ports and brackets proxies add, and stops at an entry that is no address', () => {
    expect(at('1', '127.0.0.1', '198.51.100.1:5123')).toBe('198.51.100.1');
    expect(at('1', '127.0.0.1', '[2001:db8::7]:5123')).toBe('2001:db8::7');
    expect(at('1', '127.0.0.1', '[2001:db8::7]')).toBe('2001:db8::7');
    for (const junk of ['unknown', 'x'.repeat(5000), '1.2.3.4.5', '<script>', '198.51.100.1 junk'])
      expect(at('2', '127.0.0.1', `198.51.100.1, ${junk}`), junk).toBe('127.0.0.1');
    expect(at('2', '127.0.0.1', 'unknown, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('joins repeated headers in order', () => {
    const req = request('127.0.0.1', ['198.51.100.1', '10.0.0.1']);
    expect(clientAddress(req, parseTrustProxy('2'))).toBe('198.51.100.1');
  });
});
