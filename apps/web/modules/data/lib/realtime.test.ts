import { describe, expect, it } from 'vitest';
import { classifyRealtimeError, realtimeClientEndpoint, reconnectDelay } from './realtime.ts';
import { combineStatus } from './use-realtime.ts';

describe('realtime', () => {
  it('uses ws:// on http pages and wss:// on https pages', () => {
    expect(realtimeClientEndpoint('http://127.0.0.1:3305/graphql', 'http:')).toBe('ws://127.0.0.1:3305/graphql');
    expect(realtimeClientEndpoint('https://app.example.com/graphql', 'https:')).toBe('wss://app.example.com/graphql');
    expect(realtimeClientEndpoint('http://app.example.com/graphql', 'https:')).toBe('wss://app.example.com/graphql');
  });

  it('reconnects after 5000 ms, then every 60000 ms', () => {
    expect(reconnectDelay(1)).toBe(5000);
    expect(reconnectDelay(2)).toBe(60000);
    expect(reconnectDelay(7)).toBe(60000);
  });

  it("uses the seed's connection messages and does not retry refused handshakes", () => {
    expect(classifyRealtimeError({ errors: [{ message: 'Connection failed: {"errorCode":500}' }] })).toEqual({
      message: 'Connection failed',
      retry: true,
    });
    expect(classifyRealtimeError({ errors: [{ message: 'Connection failed: UnauthorizedException' }] })).toEqual({
      message: 'Unauthorized',
      retry: false,
    });
    expect(
      classifyRealtimeError({ errors: [{ errorType: 'BadRequestException', message: 'Connection failed' }] }),
    ).toEqual({ message: 'Connection failed', retry: false });
    expect(classifyRealtimeError({ errors: [{ errorCode: 403, message: 'Connection failed' }] }).retry).toBe(false);
    expect(classifyRealtimeError({ errors: [{ errorCode: 400, message: 'Connection failed' }] }).retry).toBe(false);
    expect(classifyRealtimeError(new Error('Connection closed'))).toEqual({
      message: 'Connection closed',
      retry: true,
    });
    expect(classifyRealtimeError('Timeout disconnect')).toEqual({ message: 'Timeout disconnect', retry: true });
    expect(
      classifyRealtimeError({
        errors: [{ message: 'Connection timeout: ack from AWSAppSyncRealTime was not received after 15000 ms' }],
      }),
    ).toEqual({
      message: 'Connection timeout: ack ... not received after 15000 ms',
      retry: true,
    });
  });

  it('combines subscription states: failed wins, then pending', () => {
    expect(combineStatus(['connected', 'connected'])).toBe('connected');
    expect(combineStatus(['connected', 'pending'])).toBe('pending');
    expect(combineStatus(['pending', 'failed'])).toBe('failed');
    expect(combineStatus([])).toBe('pending');
  });
});
