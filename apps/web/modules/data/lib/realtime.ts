// Realtime subscriptions through the data service's realtime endpoint (<endpoint>/realtime), with the seed's
// states and timings. Client code only (it loads Amplify).
//
// aws-amplify's socket provider does the protocol: connection_init, the 15000 ms ack timeout, the 300000 ms
// keep-alive, the 65000 ms keep-alive alert, its own reconnection after network loss, and no retry of
// handshake errors 400/401/403. This module adds what a screen needs on top:
// - the endpoint: Amplify turns http:// endpoints into wss://, which an http origin cannot serve, so on http
//   pages the client is made with a ws:// endpoint (it then connects to ws://host/graphql/realtime);
// - a status per subscription, pending -> connected | failed, with the seed's connection messages;
// - resubscribing after a failure: first after 5000 ms, then every 60000 ms, except after a refused
//   handshake (400, 401, 403 / BadRequestException, UnauthorizedException), which is final.
//
// Usage (see use-realtime.ts for the hook that feeds the cache):
//   const stop = subscribeRealtime({ field: 'onCreateNotification', query, variables, authMode: 'userPool' },
//     { onData: (data) => ..., onStatus: (status, message) => ... });
//   stop();

import { ackTimeoutMessage, DATA_MESSAGES, REALTIME } from '@innov/contracts';
import { CONNECTION_STATE_CHANGE, type ConnectionState } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';
import { type AuthMode, resolveAuthMode } from './graphql-client.ts';
import type { RealtimeStatus } from './realtime-slice.ts';

/** The endpoint a realtime client is made with: ws:// on http pages, wss:// on https pages. */
export function realtimeClientEndpoint(httpEndpoint: string, pageProtocol: string): string {
  const url = new URL(httpEndpoint);
  url.protocol = pageProtocol === 'https:' || url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString().replace(/\/$/, '');
}

const NON_RETRYABLE = /\b(400|401|403|BadRequestException|UnauthorizedException|Unauthorized)\b/;

/** The seed's message for a subscription error, and whether trying again can help. */
export function classifyRealtimeError(error: unknown): { message: string; retry: boolean } {
  const texts: string[] = [];
  const collect = (e: unknown) => {
    if (typeof e === 'string') texts.push(e);
    else if (e && typeof e === 'object') {
      const o = e as { message?: unknown; errors?: unknown; errorType?: unknown; errorCode?: unknown };
      if (typeof o.message === 'string') texts.push(o.message);
      if (typeof o.errorType === 'string') texts.push(o.errorType);
      if (typeof o.errorCode === 'number') texts.push(String(o.errorCode));
      if (Array.isArray(o.errors)) o.errors.forEach(collect);
    }
  };
  collect(error);
  const text = texts.join(' ');
  if (/Timeout disconnect/i.test(text)) return { message: DATA_MESSAGES.timeoutDisconnect, retry: true };
  if (/Connection closed/i.test(text)) return { message: DATA_MESSAGES.connectionClosed, retry: true };
  if (/Connection timeout|ack .*not received|start_ack/i.test(text)) {
    return { message: ackTimeoutMessage(REALTIME.ackTimeoutMs), retry: true };
  }
  if (/permission denied|not authorized|unauthori[sz]ed/i.test(text)) {
    return { message: DATA_MESSAGES.unauthorized, retry: false };
  }
  return { message: DATA_MESSAGES.connectionFailed, retry: !NON_RETRYABLE.test(text) };
}

/** When to try again after the n-th consecutive failure (from 1): 5000 ms, then every 60000 ms. */
export function reconnectDelay(failures: number): number {
  return failures <= 1 ? REALTIME.reconnectFirstMs : REALTIME.reconnectEveryMs;
}

interface Observable {
  subscribe(observer: { next(value: unknown): void; error(error: unknown): void }): { unsubscribe(): void };
}
interface RealtimeClient {
  graphql(options: { query: string; variables?: Record<string, unknown> }): Observable;
}

const clients = new Map<string, Promise<RealtimeClient>>();

async function realtimeClient(authMode: 'userPool' | 'iam'): Promise<RealtimeClient> {
  let client = clients.get(authMode);
  if (!client) {
    client = (async () => {
      const config = await ensureAmplifyConfigured();
      const endpoint = config.API?.GraphQL?.endpoint;
      if (!endpoint) throw new Error(DATA_MESSAGES.noGraphqlEndpoint);
      const { generateClient } = await import('aws-amplify/api');
      return generateClient({
        endpoint: realtimeClientEndpoint(endpoint, window.location.protocol),
        authMode,
      }) as unknown as RealtimeClient;
    })();
    client.catch(() => clients.delete(authMode));
    clients.set(authMode, client);
  }
  return client;
}

export interface RealtimeRequest {
  /** The subscription field, e.g. 'onCreateNotification' (matches Amplify's acknowledgement to this call). */
  field: string;
  query: string;
  variables?: Record<string, unknown>;
  authMode: AuthMode;
}

export interface RealtimeHandlers {
  onData(data: Record<string, unknown>): void;
  onStatus(status: RealtimeStatus, message: string | null): void;
  /** Called after a successful resubscription, to catch up on what was missed while disconnected. */
  onReconnected?(): void;
}

const DISRUPTED: ReadonlySet<string> = new Set(['ConnectionDisrupted', 'ConnectionDisruptedPendingNetwork']);

/** Subscribes, and keeps the subscription alive as the seed says; returns the function that stops it. */
export function subscribeRealtime(request: RealtimeRequest, handlers: RealtimeHandlers): () => void {
  let stopped = false;
  let failures = 0;
  let everConnected = false;
  let subscription: { unsubscribe(): void } | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let status: RealtimeStatus | undefined;

  const setStatus = (next: RealtimeStatus, message: string | null = null) => {
    if (stopped || (status === next && next !== 'failed')) return;
    status = next;
    handlers.onStatus(next, message);
  };

  // Amplify announces the socket's state on the 'api' channel and each subscription's start_ack.
  const stopListening = Hub.listen('api', ({ payload }) => {
    const data = payload.data as { query?: string; variables?: unknown; connectionState?: ConnectionState };
    // Amplify reports the printed query text: match on the subscription field and the variables.
    if (payload.event === 'Subscription ack' && data?.query?.includes(`${request.field}(`)) {
      if (JSON.stringify(data.variables ?? {}) !== JSON.stringify(request.variables ?? {})) return;
      const reconnected = everConnected || failures > 0;
      failures = 0;
      everConnected = true;
      setStatus('connected');
      if (reconnected) handlers.onReconnected?.();
    } else if (payload.event === CONNECTION_STATE_CHANGE && data?.connectionState) {
      const state = data.connectionState;
      if (DISRUPTED.has(state) && status === 'connected') setStatus('failed', DATA_MESSAGES.connectionClosed);
      else if (state === 'ConnectedPendingKeepAlive' && status === 'connected') {
        setStatus('failed', DATA_MESSAGES.timeoutDisconnect);
      } else if (state === 'Connected' && status === 'failed' && everConnected) {
        // Amplify's own reconnection brought the socket back and re-sent our start.
        setStatus('connected');
        handlers.onReconnected?.();
      }
    }
  });

  const scheduleRetry = () => {
    failures += 1;
    retryTimer = setTimeout(start, reconnectDelay(failures));
  };

  async function start() {
    if (stopped) return;
    setStatus('pending');
    try {
      const client = await realtimeClient(await resolveAuthMode(request.authMode));
      if (stopped) return;
      subscription = client.graphql({ query: request.query, variables: request.variables }).subscribe({
        next(value) {
          const data = (value as { data?: Record<string, unknown> })?.data;
          if (data) handlers.onData(data);
        },
        error(error) {
          subscription = undefined;
          const { message, retry } = classifyRealtimeError(error);
          setStatus('failed', message);
          if (retry) scheduleRetry();
        },
      });
    } catch (error) {
      setStatus('failed', classifyRealtimeError(error).message);
      scheduleRetry();
    }
  }

  void start();

  return () => {
    stopped = true;
    stopListening();
    if (retryTimer) clearTimeout(retryTimer);
    subscription?.unsubscribe();
  };
}
