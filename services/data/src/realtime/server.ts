// `/graphql/realtime`: AppSync's realtime WebSocket protocol over `ws` in noServer mode, so aws-amplify v6's
// `client.graphql({query: subscription}).subscribe(…)` works unchanged. Subscriptions are executed with
// graphql-js `subscribe()` against the engine's schema; the engine's Subscription resolvers do the fan-out
// (pubsub) and authorization. This module owns the socket: handshake, auth of the connection and of each
// `start`, keep-alives, limits, clean-up, and ending the subscriptions of principals whose session has ended.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME } from '@innov/contracts';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  subscribe,
  type ValidationRule,
  validate,
} from 'graphql';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import {
  connectionAuthHeaders,
  ERRORS,
  offeredProtocols,
  parseClientMessage,
  parseSubscriptionRequest,
  type RealtimeError,
  type StartPayload,
  SUBPROTOCOL,
} from './protocol.ts';

/** What `authenticate` receives: the request the client signed (IAM signs `POST <endpoint>/connect` with `{}`
 * for the connection, and `POST <endpoint>` with the `data` string for each start). */
export interface RealtimeAuthRequest {
  headers: Record<string, string>;
  method: string;
  path: string;
  body: Buffer;
  /** The client's address as seen on the socket (stored with guest writes, used by rate limits). */
  ip: string;
}

/** The part of the GraphQL engine the realtime endpoint needs. */
export interface RealtimeEngine<P = unknown, C = unknown> {
  schema: GraphQLSchema;
  /** Rejects with an error carrying `errorType` when the credentials are refused; any other rejection is ours. */
  authenticate(request: RealtimeAuthRequest): Promise<P>;
  contextFor(principal: P): C;
  /** Extra validation (depth, cost), run after graphql-js's specified rules. */
  validationRules?: readonly ValidationRule[];
  /** The engine's own parse + validate + limits (cached); replaces the built-in parse and validate. */
  prepare?(
    query: unknown,
    operationName?: unknown,
    variables?: unknown,
  ): { document: DocumentNode } | { errors: readonly (RealtimeError | object)[] };
  /** How errors are shown to clients (errorType, no internals); a default is used when absent. */
  formatError?(error: GraphQLError): RealtimeError | object;
}

export interface RealtimeLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

export interface RealtimeOptions {
  /** How often `ka` is sent (and dead peers pinged); well inside `connectionTimeoutMs`. */
  keepAliveIntervalMs?: number;
  /** Told to the client in `connection_ack`: it disconnects after this long without `ka` or data. */
  connectionTimeoutMs?: number;
  /** A connection that sends no `connection_init` within this is closed. */
  initTimeoutMs?: number;
  maxSubscriptionsPerConnection?: number;
  /** Largest client frame accepted; larger ones close the socket with 1009. */
  maxMessageBytes?: number;
  maxConnections?: number;
  /** A client that lets this much pile up unread is dropped rather than buffered without bound. */
  maxBufferedBytes?: number;
  logger?: RealtimeLogger;
}

export interface RealtimeServer<P = unknown> {
  /** `ip`: the client's address (behind a trusted proxy, the one it names); the socket's by default. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, ip?: string): void;
  stats(): { connections: number; subscriptions: number };
  /**
   * Ends every subscription whose principal (its start's, or the connection's) `ended` holds for: each gets an
   * `error` with `error` and stops; a connection whose own principal is ended is then closed. A verdict that
   * fails counts as ended. Resolves with how many subscriptions ended.
   */
  endSessions(ended: (principal: P) => boolean | Promise<boolean>, error: RealtimeError): Promise<number>;
  close(): Promise<void>;
}

const DEFAULTS = {
  keepAliveIntervalMs: 60_000,
  connectionTimeoutMs: REALTIME.keepAliveTimeoutMs,
  initTimeoutMs: REALTIME.ackTimeoutMs,
  maxSubscriptionsPerConnection: 100,
  maxMessageBytes: 128 * 1024,
  maxConnections: 20_000,
  maxBufferedBytes: 4 * 1024 * 1024,
} satisfies Omit<Required<RealtimeOptions>, 'logger'>;

interface Sub {
  /** Set once graphql-js has subscribed; `stop` before then is remembered in `stopped`. */
  iterator?: AsyncIterator<ExecutionResult>;
  stopped: boolean;
  /** Who started it, once authenticated. */
  principal?: unknown;
}

interface Connection {
  ws: WebSocket;
  /** Settles with the principal of the `header-` subprotocol, or the error to answer `connection_init` with. */
  auth: Promise<{ principal: unknown } | { error: RealtimeError }>;
  /** The GraphQL endpoint's path (`/graphql` for `/graphql/realtime`), which IAM signatures cover. */
  graphqlPath: string;
  ip: string;
  initialised: boolean;
  acked: boolean;
  alive: boolean;
  initTimer?: NodeJS.Timeout;
  subs: Map<string, Sub>;
}

const EMPTY_JSON = Buffer.from('{}');

const NOOP_LOGGER: RealtimeLogger = { warn() {}, error() {} };

export function createRealtimeServer<P, C>(
  engine: RealtimeEngine<P, C>,
  options: RealtimeOptions = {},
): RealtimeServer<P> {
  const opts = { ...DEFAULTS, ...options };
  const log = options.logger ?? NOOP_LOGGER;
  const rules = [...specifiedRules, ...(engine.validationRules ?? [])];
  const formatError = engine.formatError ?? defaultFormatError(log);
  const connections = new Set<Connection>();
  let subscriptionCount = 0;
  let closing = false;

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: opts.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
    handleProtocols: (protocols) => (protocols.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  });

  // One timer for every connection: `ka` to the client, and a ping to drop peers that vanished without a close.
  const keepAlive = setInterval(() => {
    for (const c of connections) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      if (c.acked) send(c, { type: 'ka' });
      c.ws.ping();
    }
  }, opts.keepAliveIntervalMs);
  keepAlive.unref();

  function send(c: Connection, message: unknown): void {
    if (c.ws.readyState !== c.ws.OPEN) return;
    if (c.ws.bufferedAmount > opts.maxBufferedBytes) {
      log.warn({ buffered: c.ws.bufferedAmount }, 'realtime client too slow; dropping the connection');
      c.ws.terminate();
      return;
    }
    c.ws.send(JSON.stringify(message));
  }

  function sendError(c: Connection, id: string | undefined, errors: (RealtimeError | object)[]) {
    send(c, id === undefined ? { type: 'error', payload: { errors } } : { id, type: 'error', payload: { errors } });
  }

  function reject(socket: Duplex, status: number, reason: string) {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  }

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, clientIp?: string) {
    socket.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://internal');
    const protocols = offeredProtocols(req.headers['sec-websocket-protocol']);
    if (closing) return reject(socket, 503, 'Service Unavailable');
    if (!protocols.includes(SUBPROTOCOL)) return reject(socket, 400, 'Bad Request');
    if (connections.size >= opts.maxConnections) return reject(socket, 503, 'Service Unavailable');
    let headers: Record<string, string> | undefined;
    let headerError = false;
    try {
      headers = connectionAuthHeaders(protocols, url);
    } catch {
      headerError = true;
    }
    const graphqlPath = url.pathname.replace(/\/realtime\/?$/, '') || '/graphql';
    const ip = clientIp ?? req.socket.remoteAddress ?? '';
    wss.handleUpgrade(req, socket, head, (ws) => {
      const auth: Connection['auth'] = headerError
        ? Promise.resolve({ error: ERRORS.badRequest('The header subprotocol is not base64url-encoded JSON') })
        : authenticate(
            { headers: headers ?? {}, method: 'POST', path: `${graphqlPath}/connect`, body: EMPTY_JSON, ip },
            true,
          );
      const c: Connection = {
        ws,
        auth,
        graphqlPath,
        ip,
        initialised: false,
        acked: false,
        alive: true,
        subs: new Map(),
      };
      connections.add(c);
      c.initTimer = setTimeout(() => {
        if (!c.initialised) {
          send(c, {
            type: 'connection_error',
            payload: { errors: [ERRORS.badRequest('connection_init not received')] },
          });
          ws.close(1000);
        }
      }, opts.initTimeoutMs);
      ws.on('pong', () => {
        c.alive = true;
      });
      ws.on('message', (data, isBinary) => onMessage(c, data, isBinary));
      ws.on('close', () => cleanup(c));
      ws.on('error', (err) => {
        log.debug?.({ err }, 'realtime socket error');
        cleanup(c);
      });
    });
  }

  async function authenticate(
    request: RealtimeAuthRequest,
    connection: boolean,
  ): Promise<{ principal: unknown } | { error: RealtimeError }> {
    try {
      return { principal: await engine.authenticate(request) };
    } catch (err) {
      // A refusal names its errorType; anything else means the credentials could not be checked (the database
      // unreachable): a retryable internal failure, never an authorization error, and nothing internal told.
      if (typeof (err as { errorType?: unknown } | null)?.errorType !== 'string') {
        log.error({ err }, 'realtime authentication failed');
        return { error: ERRORS.internal() };
      }
      return { error: connection ? ERRORS.unauthorizedConnection() : ERRORS.unauthorized() };
    }
  }

  function onMessage(c: Connection, data: RawData, isBinary: boolean) {
    c.alive = true;
    if (isBinary) return sendError(c, undefined, [ERRORS.badRequest('Binary messages are not supported')]);
    const msg = parseClientMessage(data.toString());
    if ('error' in msg) return sendError(c, msg.id, [msg.error]);
    switch (msg.type) {
      case 'connection_init':
        return void onInit(c);
      case 'start':
        return void onStart(c, msg.id, msg.payload).catch((err) => {
          log.error({ err }, 'realtime start failed');
          sendError(c, msg.id, [ERRORS.internal()]);
        });
      case 'stop':
        return onStop(c, msg.id);
      case 'ka':
        return;
    }
  }

  async function onInit(c: Connection): Promise<void> {
    if (c.initialised) return;
    c.initialised = true;
    clearTimeout(c.initTimer);
    const result = await c.auth;
    if ('error' in result) {
      send(c, { type: 'connection_error', payload: { errors: [result.error] } });
      c.ws.close(1000);
      return;
    }
    c.acked = true;
    send(c, { type: 'connection_ack', payload: { connectionTimeoutMs: opts.connectionTimeoutMs } });
  }

  async function onStart(c: Connection, id: string, payload: StartPayload): Promise<void> {
    if (!c.acked) {
      const connection = c.initialised ? await c.auth : undefined;
      if (!connection || 'error' in connection || c.ws.readyState !== c.ws.OPEN) {
        return sendError(c, id, [ERRORS.badRequest('start before connection_ack')]);
      }
    }
    if (c.subs.has(id)) return sendError(c, id, [ERRORS.badRequest(`Subscription ${id} already exists`)]);
    if (c.subs.size >= opts.maxSubscriptionsPerConnection) {
      return sendError(c, id, [
        ERRORS.limitExceeded(`At most ${opts.maxSubscriptionsPerConnection} subscriptions per connection`),
      ]);
    }
    const sub: Sub = { stopped: false };
    c.subs.set(id, sub);
    subscriptionCount++;
    const fail = (errors: (RealtimeError | object)[]) => {
      removeSub(c, id, sub);
      sendError(c, id, errors);
    };

    let request: ReturnType<typeof parseSubscriptionRequest>;
    try {
      request = parseSubscriptionRequest(payload.data);
    } catch (err) {
      return fail([ERRORS.badRequest(`Invalid subscription request: ${(err as Error).message}`)]);
    }
    let document: DocumentNode;
    if (engine.prepare) {
      const prepared = engine.prepare(request.query, request.operationName, request.variables);
      if ('errors' in prepared) return fail([...prepared.errors]);
      document = prepared.document;
    } else {
      try {
        document = parse(request.query, { maxTokens: 5_000 });
      } catch (err) {
        return fail([formatError(err as GraphQLError)]);
      }
      const validationErrors = validate(engine.schema, document, rules);
      if (validationErrors.length > 0) return fail(validationErrors.map((e) => formatError(e)));
    }
    const operation = getOperationAST(document, request.operationName);
    if (operation?.operation !== 'subscription') {
      return fail([ERRORS.badRequest('Only subscription operations are accepted on the realtime channel')]);
    }

    // Each start carries its own authorization (Amplify re-signs the `data` string for IAM); without one, the
    // connection's principal applies.
    const authorization = payload.extensions?.authorization;
    const auth =
      authorization && typeof authorization === 'object'
        ? await authenticate(
            {
              headers: lowerCaseStrings(authorization),
              method: 'POST',
              path: c.graphqlPath,
              body: Buffer.from(typeof payload.data === 'string' ? payload.data : JSON.stringify(payload.data)),
              ip: c.ip,
            },
            false,
          )
        : await c.auth;
    if ('error' in auth) return fail([auth.error]);
    if (sub.stopped || c.ws.readyState !== c.ws.OPEN) return removeSub(c, id, sub);
    sub.principal = auth.principal;

    let result: AsyncGenerator<ExecutionResult> | ExecutionResult;
    try {
      result = await subscribe({
        schema: engine.schema,
        document,
        variableValues: request.variables,
        operationName: request.operationName,
        contextValue: engine.contextFor(auth.principal as P),
      });
    } catch (err) {
      return fail([
        formatError(err instanceof GraphQLError ? err : new GraphQLError('', { originalError: err as Error })),
      ]);
    }
    if (!isAsyncIterator(result)) return fail((result.errors ?? []).map((e) => formatError(e)));
    if (sub.stopped || c.ws.readyState !== c.ws.OPEN) {
      await result.return?.(undefined);
      return removeSub(c, id, sub);
    }
    sub.iterator = result;
    send(c, { id, type: 'start_ack' });
    try {
      for (;;) {
        const next = await result.next();
        if (next.done || sub.stopped) break;
        const { data, errors } = next.value;
        send(c, {
          id,
          type: 'data',
          payload: errors?.length ? { data: data ?? null, errors: errors.map((e) => formatError(e)) } : { data },
        });
      }
    } catch (err) {
      log.error({ err }, 'realtime subscription stream failed');
      if (!sub.stopped) sendError(c, id, [ERRORS.internal()]);
    } finally {
      removeSub(c, id, sub);
    }
  }

  function onStop(c: Connection, id: string): void {
    const sub = c.subs.get(id);
    if (sub) stopSub(c, id, sub);
    send(c, { id, type: 'complete' });
  }

  function stopSub(c: Connection, id: string, sub: Sub) {
    sub.stopped = true;
    removeSub(c, id, sub);
    void sub.iterator?.return?.(undefined)?.catch(() => {});
  }

  function removeSub(c: Connection, id: string, sub: Sub) {
    if (c.subs.get(id) === sub) {
      c.subs.delete(id);
      subscriptionCount--;
    }
  }

  function cleanup(c: Connection): void {
    if (!connections.delete(c)) return;
    clearTimeout(c.initTimer);
    for (const [id, sub] of [...c.subs]) stopSub(c, id, sub);
  }

  async function endSessions(ended: (principal: P) => boolean | Promise<boolean>, error: RealtimeError) {
    // One verdict per principal (a connection's and its starts' are often the same user, each checked once).
    const verdicts = new Map<unknown, Promise<boolean>>();
    const isEnded = (principal: unknown) => {
      let verdict = verdicts.get(principal);
      if (!verdict) {
        verdict = Promise.resolve()
          .then(() => ended(principal as P))
          .catch((err) => {
            log.error({ err }, 'realtime: could not tell whether a session ended; ending it');
            return true;
          });
        verdicts.set(principal, verdict);
      }
      return verdict;
    };
    let count = 0;
    await Promise.all(
      [...connections].map(async (c) => {
        const auth = await c.auth;
        const whole = 'principal' in auth && (await isEnded(auth.principal));
        for (const [id, sub] of [...c.subs]) {
          if (!whole && (sub.principal === undefined || !(await isEnded(sub.principal)))) continue;
          if (c.subs.get(id) !== sub) continue;
          stopSub(c, id, sub);
          // AppSync's word for credentials no longer good; Amplify ends the subscription's observer with it.
          sendError(c, id, [error]);
          count++;
        }
        if (whole) {
          c.ws.close(1000, 'Session ended');
          cleanup(c);
        }
      }),
    );
    return count;
  }

  return {
    upgrade,
    stats: () => ({ connections: connections.size, subscriptions: subscriptionCount }),
    endSessions,
    async close() {
      closing = true;
      clearInterval(keepAlive);
      for (const c of [...connections]) {
        c.ws.close(1001, 'Server shutting down');
        cleanup(c);
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function isAsyncIterator(value: unknown): value is AsyncGenerator<ExecutionResult> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function lowerCaseStrings(value: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

/** AppSync-style errors: `errorType` from the error's extensions or original error; internals never leak. */
export function defaultFormatError(log: RealtimeLogger) {
  return (error: GraphQLError): RealtimeError => {
    const original = error.originalError as (Error & { errorType?: unknown }) | undefined;
    const fromExtensions = error.extensions?.errorType;
    let errorType: string | undefined =
      typeof fromExtensions === 'string'
        ? fromExtensions
        : typeof original?.errorType === 'string'
          ? original.errorType
          : undefined;
    let message = error.message;
    if (!errorType) {
      if (original && !(original instanceof GraphQLError)) {
        // An unexpected failure inside a resolver: log it, tell the client nothing about it.
        log.error({ err: original }, 'realtime resolver error');
        errorType = 'InternalFailure';
        message = 'Internal failure';
      } else {
        errorType = 'ValidationError';
      }
    }
    const out: RealtimeError = { errorType, message };
    if (error.path) out.path = error.path;
    if (error.locations) out.locations = error.locations;
    return out;
  };
}
