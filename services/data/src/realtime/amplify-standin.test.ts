// aws-amplify v6's own realtime client against the endpoint (over the stand-in schema): the handshake, start,
// data and stop it performs are accepted unchanged, over plain ws:// as the web app uses it.
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type StandInServer, startStandIn } from '../../test/realtime-harness.ts';

let srv: StandInServer;
const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

beforeAll(async () => {
  // Node 20 has no global WebSocket; Amplify uses whatever is global.
  g.WebSocket ??= WebSocket;
  srv = await startStandIn();
  Amplify.configure({
    API: {
      GraphQL: {
        endpoint: srv.url.replace('ws://', 'http://').replace('/realtime', ''),
        region: 'eu-west-2',
        defaultAuthMode: 'lambda',
      },
    },
  });
});
afterAll(async () => {
  await srv?.close();
  g.WebSocket = hadWebSocket;
});

const SUB = 'subscription OnUpdateThing { onUpdateThing { id name } }';

function wsClient(authToken: string) {
  return generateClient({ endpoint: srv.url.replace('/realtime', ''), authMode: 'lambda', authToken });
}

describe('aws-amplify v6 realtime client', () => {
  it('subscribes, receives an event for its tenant only, and unsubscribes', async () => {
    const client = wsClient('user:alice:t1');
    const received: unknown[] = [];
    const errors: unknown[] = [];
    const observable = client.graphql({ query: SUB, authMode: 'lambda', authToken: 'user:alice:t1' }) as unknown as {
      subscribe(o: { next(v: unknown): void; error(e: unknown): void }): { unsubscribe(): void };
    };
    const subscription = observable.subscribe({ next: (v) => received.push(v), error: (e) => errors.push(e) });
    await until(() => srv.realtime.stats().subscriptions === 1);
    await srv.pubsub.publish('onUpdateThing', { id: 'other', tenantId: 't2', name: 'no' });
    await srv.pubsub.publish('onUpdateThing', { id: 'a', tenantId: 't1', name: 'A', secret: 's' });
    await until(() => received.length === 1);
    expect(received[0]).toMatchObject({ data: { onUpdateThing: { id: 'a', name: 'A' } } });
    expect(errors).toEqual([]);
    subscription.unsubscribe();
    await until(() => srv.realtime.stats().subscriptions === 0);
  });

  it('surfaces a guard denial as an error on the observer', async () => {
    const client = wsClient('guest');
    const observable = client.graphql({ query: SUB, authMode: 'lambda', authToken: 'guest' }) as unknown as {
      subscribe(o: { next(v: unknown): void; error(e: unknown): void }): { unsubscribe(): void };
    };
    const error = await new Promise<unknown>((resolve) => {
      observable.subscribe({ next: () => resolve('unexpected data'), error: resolve });
    });
    expect(JSON.stringify(error)).toContain('Unauthorized');
  });

  it('does not retry a refused handshake (401)', async () => {
    const client = wsClient('forged');
    const observable = client.graphql({ query: SUB, authMode: 'lambda', authToken: 'forged' }) as unknown as {
      subscribe(o: { next(v: unknown): void; error(e: unknown): void }): { unsubscribe(): void };
    };
    const error = await new Promise<unknown>((resolve) => {
      observable.subscribe({ next: () => resolve('unexpected data'), error: resolve });
    });
    expect(JSON.stringify(error)).toContain('UnauthorizedException');
  });
});

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
