// The realtime part of the data service: AppSync's WebSocket protocol at `<graphql path>/realtime`, where
// aws-amplify connects for a `ws://…/graphql` client endpoint (and `wss://…/graphql/realtime` behind TLS).
import { type Mount, sendJson } from '@innov/platform';
import { createRealtimeServer, type RealtimeEngine, type RealtimeOptions, type RealtimeServer } from './server.ts';

export { type TopicIteratorOptions, topicIterator } from './iterator.ts';
export { SUBPROTOCOL } from './protocol.ts';
export * from './pubsub.ts';
export * from './server.ts';

export interface RealtimeMount<P = unknown> {
  mount: Mount;
  server: RealtimeServer<P>;
}

/** The `/graphql/realtime` mount: WebSocket upgrades only; a plain HTTP request is told to upgrade. */
export function createRealtimeMount<P, C>(
  engine: RealtimeEngine<P, C>,
  options: RealtimeOptions & { path?: string } = {},
): RealtimeMount<P> {
  const server = createRealtimeServer(engine, options);
  const path = options.path ?? '/graphql/realtime';
  return {
    server,
    mount: {
      path,
      exact: true,
      handle(_req, res) {
        sendJson(
          res,
          426,
          { message: 'This endpoint speaks WebSocket (subprotocol graphql-ws) only.' },
          {
            upgrade: 'websocket',
          },
        );
      },
      // The client's address as the server derived it (TRUST_PROXY), for the rate limits and the audit.
      upgrade: (req, socket, head, ctx) => server.upgrade(req, socket, head, ctx.ip),
    },
  };
}
