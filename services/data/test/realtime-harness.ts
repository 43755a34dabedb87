// A stand-in GraphQL engine and a protocol-level client, for the realtime tests and the realtime benchmark's
// fallback: a Subscription type fed by the pubsub and filtered by tenant, with a `Unauthorized` guard.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GraphQLError,
  GraphQLID,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import WebSocket from 'ws';
import { topicIterator } from '../src/realtime/iterator.ts';
import { createInProcessPubSub, type PubSub } from '../src/realtime/pubsub.ts';
import {
  createRealtimeServer,
  type RealtimeEngine,
  type RealtimeOptions,
  type RealtimeServer,
} from '../src/realtime/server.ts';

export interface StandInPrincipal {
  kind: 'user' | 'guest';
  sub?: string;
  tenantId?: string;
}

/** Tokens look like `user:<sub>:<tenantId>`; `guest` is a guest; anything else is refused. */
export async function standInAuthenticate(req: { headers: Record<string, string> }): Promise<StandInPrincipal> {
  const token = req.headers.authorization ?? '';
  if (token === 'guest') return { kind: 'guest' };
  const m = /^user:([^:]+):([^:]+)$/.exec(token);
  if (!m) throw Object.assign(new Error('Unauthorized'), { errorType: 'UnauthorizedException' });
  return { kind: 'user', sub: m[1], tenantId: m[2] };
}

const Thing = new GraphQLObjectType({
  name: 'Thing',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    tenantId: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: GraphQLString },
    secret: { type: GraphQLString },
    version: { type: GraphQLInt },
  },
});

export function standInSchema(pubsub: PubSub): GraphQLSchema {
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ping: { type: GraphQLString, resolve: () => 'pong' } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        onUpdateThing: {
          type: Thing,
          args: { id: { type: GraphQLID } },
          subscribe: (_src, args: { id?: string }, ctx: { principal: StandInPrincipal }) => {
            const { principal } = ctx;
            if (principal.kind !== 'user') {
              throw new GraphQLError('Not Authorized to access onUpdateThing on type Subscription', {
                extensions: { errorType: 'Unauthorized' },
              });
            }
            return topicIterator(pubsub, 'onUpdateThing', {
              accept: (p) => p.tenantId === principal.tenantId && (args.id == null || p.id === args.id),
              map: (p) => ({ onUpdateThing: p }),
            });
          },
        },
      },
    }),
  });
}

export function standInEngine(pubsub: PubSub): RealtimeEngine<StandInPrincipal, { principal: StandInPrincipal }> {
  return {
    schema: standInSchema(pubsub),
    authenticate: standInAuthenticate,
    contextFor: (principal) => ({ principal }),
  };
}

export interface StandInServer {
  url: string;
  pubsub: PubSub;
  realtime: RealtimeServer;
  close(): Promise<void>;
}

/** An HTTP server whose `/graphql/realtime` upgrades go to the realtime endpoint over the stand-in engine. */
export async function startStandIn(options: RealtimeOptions = {}, pubsub = createInProcessPubSub(), port = 0) {
  const realtime = createRealtimeServer(standInEngine(pubsub), options);
  // `POST /publish/<topic>` with a JSON body stands in for a mutation: it publishes, then answers.
  const server = http.createServer((req, res) => {
    const m = /^\/publish\/(\w+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      pubsub.publish(m[1], JSON.parse(Buffer.concat(chunks).toString())).then(
        () => res.writeHead(200).end('{}'),
        () => res.writeHead(500).end(),
      );
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://x').pathname === '/graphql/realtime') realtime.upgrade(req, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${address.port}/graphql/realtime`,
    pubsub,
    realtime,
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pubsub.close();
    },
  } satisfies StandInServer;
}

export const headerProtocol = (headers: Record<string, string>) =>
  `header-${Buffer.from(JSON.stringify(headers)).toString('base64url')}`;

export interface TestMessage {
  type: string;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary server payloads
  payload?: any;
}

/** A protocol-level client that queues what the server sends. */
export class TestClient {
  readonly ws: WebSocket;
  readonly messages: TestMessage[] = [];
  private waiters: (() => void)[] = [];
  closed?: { code: number; reason: string };

  constructor(url: string, protocols: string[]) {
    this.ws = new WebSocket(url, protocols);
    this.ws.on('message', (d) => {
      this.messages.push(JSON.parse(String(d)));
      this.wake();
    });
    this.ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
    this.ws.on('error', () => {});
  }

  static async open(url: string, headers: Record<string, string> | null, extra: string[] = []): Promise<TestClient> {
    const protocols = ['graphql-ws', ...(headers ? [headerProtocol(headers)] : []), ...extra];
    const client = new TestClient(url, protocols);
    await new Promise<void>((resolve, reject) => {
      client.ws.once('open', () => resolve());
      client.ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      client.ws.once('error', reject);
    });
    return client;
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message matching, removed from the queue; rejects after `ms`. */
  async next(match: (m: TestMessage) => boolean = () => true, ms = 3_000): Promise<TestMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.messages.findIndex(match);
      if (i >= 0) return this.messages.splice(i, 1)[0];
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before the message arrived`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; received ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  nextOfType(type: string, ms?: number) {
    return this.next((m) => m.type === type, ms);
  }

  async init(): Promise<TestMessage> {
    this.send({ type: 'connection_init' });
    return this.next((m) => m.type === 'connection_ack' || m.type === 'connection_error');
  }

  start(
    id: string,
    query: string,
    variables: Record<string, unknown> | undefined,
    authorization: Record<string, string>,
  ) {
    this.send({
      id,
      type: 'start',
      payload: { data: JSON.stringify({ query, variables }), extensions: { authorization } },
    });
  }

  async waitClosed(ms = 3_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + ms;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket not closed');
      await new Promise((r) => setTimeout(r, 10));
    }
    return this.closed;
  }

  close() {
    this.ws.close();
  }
}
