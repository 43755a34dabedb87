// Realtime end to end: aws-amplify v6's own subscription client against `/graphql/realtime` over plain ws://,
// with real tokens and guest credentials from the identity service; updates made by mutations arrive for the
// subscriber allowed to read them, and nobody else.
import { generateClient } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type DataHarness, startDataHarness, type TestUser } from './harness.ts';
import { TestClient } from './realtime-harness.ts';

const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

let h: DataHarness;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  // Node 20 has no global WebSocket; Amplify uses whatever is global (browsers have their own).
  g.WebSocket ??= WebSocket;
  h = await startDataHarness();
  alice = await h.newUser('alice');
  bob = await h.newUser('bob');
});
afterAll(async () => {
  await h?.close();
  g.WebSocket = hadWebSocket;
});

const ON_UPDATE = 'subscription OnUpdateUserProfile { onUpdateUserProfile { id name } }';
const UPDATE = 'mutation Update($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id name } }';

interface Observable {
  subscribe(o: { next(v: unknown): void; error(e: unknown): void }): { unsubscribe(): void };
}

/** A client whose subscriptions go to ws://…/graphql/realtime (Amplify forces wss:// for http:// endpoints). */
function realtimeClient(user: TestUser) {
  return generateClient({
    endpoint: `${h.url.replace('http://', 'ws://')}/graphql`,
    authMode: 'lambda',
    authToken: user.accessToken,
  });
}

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const realtimeUrl = () => `${h.url.replace('http://', 'ws://')}/graphql/realtime`;
const host = () => new URL(h.url).host;

describe('realtime subscriptions through aws-amplify', () => {
  it('a signed-in user receives their own profile update; another user on the same topic receives nothing', async () => {
    // Bob listens on the raw protocol, authorised as himself.
    const bobAuth = { Authorization: bob.accessToken, host: host() };
    const bobSocket = await TestClient.open(realtimeUrl(), bobAuth);
    expect((await bobSocket.init()).type).toBe('connection_ack');
    bobSocket.start('bob', ON_UPDATE, {}, bobAuth);
    await bobSocket.nextOfType('start_ack');

    const received: { data?: { onUpdateUserProfile?: { id: string; name: string } } }[] = [];
    const errors: unknown[] = [];
    const observable = realtimeClient(alice).graphql({
      query: ON_UPDATE,
      authMode: 'lambda',
      authToken: alice.accessToken,
    }) as unknown as Observable;
    // Amplify reports `Connected` once the server's start_ack has arrived.
    const connected = new Promise<void>((resolve) => {
      const stop = Hub.listen('api', ({ payload }) => {
        const p = payload as { event?: string; data?: { connectionState?: string } };
        if (p.event === 'ConnectionStateChange' && p.data?.connectionState === 'Connected') {
          stop();
          resolve();
        }
      });
    });
    const subscription = observable.subscribe({ next: (v) => received.push(v as never), error: (e) => errors.push(e) });
    await connected;

    const name = `Alice ${Date.now()}`;
    const result = await h.as(alice, UPDATE, { input: { id: alice.username, name } });
    expect(result.errors).toBeUndefined();
    await until(() => received.length > 0 || errors.length > 0);
    expect(errors).toEqual([]);
    expect(received[0].data?.onUpdateUserProfile).toEqual({ id: alice.username, name });

    await new Promise((r) => setTimeout(r, 200));
    expect(bobSocket.messages.filter((m) => m.type === 'data')).toEqual([]);
    subscription.unsubscribe();
    bobSocket.close();
  });

  it('refuses a forged token at the handshake with a non-retryable 401', async () => {
    const forged = await TestClient.open(realtimeUrl(), { Authorization: 'not-a-jwt', host: host() });
    const m = await forged.init();
    expect(m.type).toBe('connection_error');
    expect(m.payload.errors[0]).toMatchObject({ errorType: 'UnauthorizedException', errorCode: 401 });
    await forged.waitClosed();
  });

  it('a guest (identity-pool credentials, SigV4) is refused profile updates as Unauthorized', async () => {
    const guestClient = generateClient({ endpoint: `${h.url.replace('http://', 'ws://')}/graphql`, authMode: 'iam' });
    const observable = guestClient.graphql({ query: ON_UPDATE, authMode: 'iam' }) as unknown as Observable;
    const error = await new Promise<unknown>((resolve) => {
      const sub = observable.subscribe({
        next: () => resolve('unexpected data'),
        error: (e) => {
          resolve(e);
          sub?.unsubscribe();
        },
      });
    });
    // Authenticated as a guest (not refused at the handshake), then denied by the guard, in AppSync's words.
    expect(JSON.stringify(error)).toContain('Not Authorized to access onUpdateUserProfile on type Subscription');
  });
});
