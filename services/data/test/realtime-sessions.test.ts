// A session that ends ends its subscriptions at once: after AdminUserGlobalSignOut, AdminDisableUser or the
// revocation of the refresh token a token came from, that user's open subscriptions get AppSync's
// UnauthorizedException and their socket closes, through aws-amplify's own client and on the raw protocol;
// another user's subscription, and a session the event left good, stay open and keep receiving.
import { AdminDisableUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { generateClient } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type DataHarness, PASSWORD, startDataHarness, type TestUser } from './harness.ts';
import { TestClient } from './realtime-harness.ts';

const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

let h: DataHarness;
let bob: TestUser;
let bobSocket: TestClient;

const ON_UPDATE = 'subscription OnUpdateUserProfile { onUpdateUserProfile { id name } }';
const UPDATE = 'mutation Update($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id name } }';

const realtimeUrl = () => `${h.url.replace('http://', 'ws://')}/graphql/realtime`;
const auth = (token: string) => ({ Authorization: token, host: new URL(h.url).host });
const poolId = () => h.amplifyConfig.Auth.Cognito.userPoolId as string;

/** A raw protocol client with one subscription to profile updates, acknowledged. */
async function subscribed(token: string, id = 'profile'): Promise<TestClient> {
  const socket = await TestClient.open(realtimeUrl(), auth(token));
  expect((await socket.init()).type).toBe('connection_ack');
  socket.start(id, ON_UPDATE, {}, auth(token));
  await socket.nextOfType('start_ack');
  return socket;
}

/** The subscription was ended as a session's end is told, and its socket closed. */
async function expectEnded(socket: TestClient, id = 'profile') {
  const m = await socket.next((x) => x.type === 'error', 5_000);
  expect(m).toEqual({
    id,
    type: 'error',
    payload: {
      errors: [
        { errorType: 'UnauthorizedException', message: 'The session has ended. Sign in again.', errorCode: 401 },
      ],
    },
  });
  await socket.waitClosed(5_000);
}

/** The subscription is still open: an update of the user's own profile reaches it. */
async function expectOpen(socket: TestClient, user: TestUser) {
  expect(socket.closed).toBeUndefined();
  const name = `${user.username.slice(0, 6)} ${Date.now()}`;
  const r = await h.as(user, UPDATE, { input: { id: user.username, name } });
  expect(r.errors).toBeUndefined();
  const m = await socket.nextOfType('data', 5_000);
  expect(m.payload.data.onUpdateUserProfile).toEqual({ id: user.username, name });
}

async function cognito(operation: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${h.url}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${operation}: ${JSON.stringify(json)}`);
  return json;
}

/** A session of its own: access and refresh token from one sign-in. */
async function session(user: TestUser) {
  const out = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: h.amplifyConfig.Auth.Cognito.userPoolClientId,
    AuthParameters: { USERNAME: user.email, PASSWORD },
  });
  return out.AuthenticationResult as { AccessToken: string; RefreshToken: string };
}

beforeAll(async () => {
  g.WebSocket ??= WebSocket;
  h = await startDataHarness();
  bob = await h.newUser('rt-bob');
  bobSocket = await subscribed(bob.accessToken);
});
afterAll(async () => {
  bobSocket?.close();
  await h?.close();
  g.WebSocket = hadWebSocket;
});

interface Observable {
  subscribe(o: { next(v: unknown): void; error(e: unknown): void }): { unsubscribe(): void };
}

describe('an ended session ends its subscriptions', () => {
  it('AdminUserGlobalSignOut: the Amplify subscription errors, the raw one is told and closed; Bob stays', async () => {
    const alice = await h.newUser('rt-alice');
    const raw = await subscribed(alice.accessToken);
    const client = generateClient({
      endpoint: `${h.url.replace('http://', 'ws://')}/graphql`,
      authMode: 'lambda',
      authToken: alice.accessToken,
    });
    const connected = new Promise<void>((resolve) => {
      const stop = Hub.listen('api', ({ payload }) => {
        const p = payload as { event?: string; data?: { connectionState?: string } };
        if (p.event === 'ConnectionStateChange' && p.data?.connectionState === 'Connected') {
          stop();
          resolve();
        }
      });
    });
    const observable = client.graphql({
      query: ON_UPDATE,
      authMode: 'lambda',
      authToken: alice.accessToken,
    }) as unknown as Observable;
    const ended = new Promise<unknown>((resolve) => {
      observable.subscribe({ next: (v) => resolve({ unexpected: v }), error: (e) => resolve(e) });
    });
    await connected;

    await h.idp.send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId(), Username: alice.username }));

    const error = await Promise.race([ended, new Promise((r) => setTimeout(() => r('still open'), 5_000))]);
    expect(JSON.stringify(error)).toContain('UnauthorizedException');
    expect(JSON.stringify(error)).toContain('The session has ended');
    await expectEnded(raw);
    await expectOpen(bobSocket, bob);
  });

  it('AdminDisableUser: the user’s subscriptions end; Bob stays', async () => {
    const carol = await h.newUser('rt-carol');
    const first = await subscribed(carol.accessToken, 'one');
    const second = await subscribed(carol.accessToken, 'two');
    await h.idp.send(new AdminDisableUserCommand({ UserPoolId: poolId(), Username: carol.username }));
    await expectEnded(first, 'one');
    await expectEnded(second, 'two');
    await expectOpen(bobSocket, bob);
  });

  it('a revoked refresh token ends only the tokens issued from it; a password change that keeps tokens ends none', async () => {
    const dave = await h.newUser('rt-dave');
    const kept = await session(dave);
    const revoked = await session(dave);
    const keptSocket = await subscribed(kept.AccessToken);
    const revokedSocket = await subscribed(revoked.AccessToken);
    await cognito('RevokeToken', {
      Token: revoked.RefreshToken,
      ClientId: h.amplifyConfig.Auth.Cognito.userPoolClientId,
    });
    await expectEnded(revokedSocket);
    // ChangePassword leaves the user's tokens good (as Cognito does), so nothing ends.
    await cognito('ChangePassword', {
      AccessToken: kept.AccessToken,
      PreviousPassword: PASSWORD,
      ProposedPassword: `${PASSWORD}2`,
    });
    await new Promise((r) => setTimeout(r, 500));
    await expectOpen(keptSocket, { ...dave, accessToken: kept.AccessToken });
    keptSocket.close();
    await expectOpen(bobSocket, bob);
  });
});
