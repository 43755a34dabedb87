// Who counts as this machine for the developer tools (the local outbox): a loopback socket that no reverse proxy
// on this host forwarded for a client elsewhere.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isLoopback } from './respond.ts';

const request = (socket: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: socket }, headers }) as unknown as IncomingMessage;

describe('isLoopback', () => {
  it('is a loopback socket with no forwarding header', () => {
    expect(isLoopback(request('127.0.0.1'))).toBe(true);
    expect(isLoopback(request('::1'))).toBe(true);
    expect(isLoopback(request('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopback(request('198.51.100.1'))).toBe(false);
  });

  it('is not a request a proxy on this host forwarded', () => {
    expect(isLoopback(request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }))).toBe(false);
    expect(isLoopback(request('127.0.0.1', { forwarded: 'for=198.51.100.1' }))).toBe(false);
    expect(isLoopback(request('127.0.0.1', { 'x-real-ip': '198.51.100.1' }))).toBe(false);
  });
});
