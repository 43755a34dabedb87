// Each service started alone against the same PostgreSQL: an identity-only process calls the data service's
// triggers and sends it identity events as signed calls (TRIGGER_SHARED_SECRET) to DATA_SERVICE_URL; a data-only
// process verifies callers with identity's code over the shared database. Together they serve a sign-up, a
// sign-in and a signed-in query, the data process writes an attribute through identity's code, and a sign-out
// reaches the data side.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startTestPostgres, type TestPostgres } from '@innov/db/test-postgres';
import type { IdentityEvent } from '@innov/platform';
import { freePort } from '@innov/platform/free-port';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, loadConfig, MAIL_JOB, type System, startSystem } from '../src/index.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'split-services-shared-secret-0123456789';
const PASSWORD = 'Corr3ct-Horse!';
let pg: TestPostgres;
let dir: string;
let identity: System;
let data: System;
const events: IdentityEvent[] = [];

beforeAll(async () => {
  pg = await startTestPostgres();
  dir = mkdtempSync(path.join(os.tmpdir(), 'innov-split-'));
  const [identityPort, dataPort] = [await freePort(), await freePort()];
  // One public origin in front of both, as behind a load balancer: token issuers and links name it.
  const common = {
    DATA_DIR: dir,
    DATABASE_URL: pg.url,
    HOST: '127.0.0.1',
    TRIGGER_SHARED_SECRET: SECRET,
    PUBLIC_URL: `http://127.0.0.1:${identityPort}`,
  };
  // The data service first: the identity service's triggers call it.
  data = await startSystem({
    config: loadConfig({ ...common, PORT: String(dataPort), SERVICES: 'data' }, root),
    logger: createLogger('silent'),
    web: false,
  });
  data.data?.onIdentityEvent((e) => events.push(e));
  identity = await startSystem({
    config: loadConfig(
      {
        ...common,
        PORT: String(identityPort),
        SERVICES: 'identity',
        DATA_SERVICE_URL: `http://127.0.0.1:${dataPort}`,
      },
      root,
    ),
    logger: createLogger('silent'),
    web: false,
  });
}, 90_000);

afterAll(async () => {
  await identity?.app.shutdown(1000);
  await data?.app.shutdown(1000);
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('identity and data started apart', () => {
  it('each process runs only its own service', async () => {
    expect(identity.services.map((s) => s.name)).toEqual(['identity']);
    expect(data.services.map((s) => s.name)).toEqual(['data']);
    expect((await fetch(`${identity.url}/graphql`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${data.url}/cognito`, { method: 'POST' })).status).toBe(404);
  });

  it('serve a sign-up, a sign-in and a signed-in query together, and a sign-out reaches the data side', async () => {
    const config = (await (await fetch(`${identity.url}/amplify-config.json`)).json()) as {
      Auth: { Cognito: { userPoolClientId: string } };
    };
    const clientId = config.Auth.Cognito.userPoolClientId;
    const idp = new CognitoIdentityProviderClient({
      endpoint: `${identity.url}/cognito`,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
    });
    const email = `split.${Date.now()}@example.com`;
    await idp.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Split' },
        ],
      }),
    );
    await identity.jobs.idle(MAIL_JOB);
    const [mail] = (await (await fetch(`${identity.url}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      code: string;
    }[];
    // PostConfirmation runs in the data process (signed call): it creates the profile and the workspace.
    await idp.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: mail.code }));
    const auth = await idp.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    const idToken = auth.AuthenticationResult?.IdToken as string;
    const accessToken = auth.AuthenticationResult?.AccessToken as string;
    // PreTokenGeneration ran in the data process too: the ID token carries the profile and tenant claims.
    const claims = decodeJwt(idToken);
    const profile = JSON.parse(String(claims.profile)) as { id: string; tenantId: string | null };
    expect(profile.id).toBe(claims['cognito:username']);
    expect(profile.tenantId).toBeTruthy();

    const query = (token: string) =>
      fetch(`${data.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({
          query: `query ($id: ID!) { getUserProfile(id: $id) { id email } }`,
          variables: { id: profile.id },
        }),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { data?: { getUserProfile?: unknown }; errors?: unknown[] },
      }));
    const read = await query(idToken);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data?.getUserProfile).toEqual({ id: profile.id, email });

    // The data process writes an attribute with identity's code (an unsubscribe link turning marketing off): it
    // is stored, and its AttributesChanged reaches the data process's own handler.
    await data.data?.deps.callers.updateUserAttributes(String(claims.sub), { 'custom:marketing_update': 'true' });
    const changed = await waitFor(() =>
      events.find((e) => e.kind === 'AttributesChanged' && e.username === profile.id),
    );
    expect(changed.detail).toEqual({ attributes: { 'custom:marketing_update': 'true' }, currentEmail: email });
    const again = await idp.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    expect(decodeJwt(again.AuthenticationResult?.IdToken as string)['custom:marketing_update']).toBe('true');

    await idp.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
    const event = await waitFor(() => events.find((e) => e.kind === 'SignedOut' && e.username === profile.id));
    expect(event).toMatchObject({ kind: 'SignedOut', sub: claims.sub });
    const after = await query(idToken);
    expect(JSON.stringify(after.body.errors)).toMatch(/revoked|Unauthorized|UnauthorizedException/i);
  }, 60_000);

  it('refuses unsigned or forged calls to the internal endpoints', async () => {
    const body = JSON.stringify({ userName: 'x', triggerSource: 'PostConfirmation_ConfirmSignUp', request: {} });
    const unsigned = await fetch(`${data.url}/internal/triggers/data-post-confirmation`, { method: 'POST', body });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(`${data.url}/internal/identity-events`, {
      method: 'POST',
      headers: {
        'x-innov-trigger-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-innov-trigger-signature': `sha256=${'0'.repeat(64)}`,
      },
      body: JSON.stringify({
        kind: 'UserDeleted',
        userPoolId: 'p',
        username: 'u',
        sub: 's',
        at: new Date().toISOString(),
      }),
    });
    expect(forged.status).toBe(401);
  });
});

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
