// IdentityCallers.identityIdFor, which the data service hands the files domain for a JWT caller's private prefix
// (`private/{identityId}/…`, the seed's protectedIdentityId): the very IdentityId the identity pool's GetId
// answers the same user's ID token, through the real @aws-sdk/client-cognito-identity, whichever comes first.
import { CognitoIdentityClient, GetIdCommand } from '@aws-sdk/client-cognito-identity';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DataHarness, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
let identity: CognitoIdentityClient;

beforeAll(async () => {
  h = await startDataHarness();
  identity = new CognitoIdentityClient({ endpoint: `${h.url}/cognito-identity`, region: 'eu-west-2', maxAttempts: 1 });
});

afterAll(async () => {
  identity?.destroy();
  await h?.close();
});

const subOf = (user: TestUser) =>
  (JSON.parse(Buffer.from(user.idToken.split('.')[1], 'base64url').toString()) as { sub: string }).sub;

async function getId(user: TestUser): Promise<string> {
  const { identityPoolId, userPoolId } = h.amplifyConfig.Auth.Cognito;
  const out = await identity.send(
    new GetIdCommand({
      IdentityPoolId: identityPoolId,
      Logins: { [`cognito-idp.eu-west-2.amazonaws.com/${userPoolId}`]: user.idToken },
    }),
  );
  return out.IdentityId as string;
}

const callers = () => {
  const data = h.system.data;
  if (!data) throw new Error('the data service did not start');
  return data.deps.callers;
};

it('is the IdentityId GetId answers for the user’s ID token, after GetId', async () => {
  const user = await h.newUser('idfor-after');
  const fromGetId = await getId(user);
  expect(fromGetId).toMatch(/^eu-west-2:[0-9a-f-]{36}$/);
  expect(await callers().identityIdFor(subOf(user))).toBe(fromGetId);
});

it('creates the identity GetId then answers, when the user never called GetId', async () => {
  const user = await h.newUser('idfor-before');
  const first = await callers().identityIdFor(subOf(user));
  expect(await callers().identityIdFor(subOf(user))).toBe(first);
  expect(await getId(user)).toBe(first);
});

it('gives each user their own identity', async () => {
  const a = await h.newUser('idfor-a');
  const b = await h.newUser('idfor-b');
  const [ia, ib] = await Promise.all([callers().identityIdFor(subOf(a)), callers().identityIdFor(subOf(b))]);
  expect(ia).not.toBe(ib);
  expect(await getId(a)).toBe(ia);
  expect(await getId(b)).toBe(ib);
});
