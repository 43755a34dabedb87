// Bad input gets a clear error naming what is wrong, never a 5xx, and changes nothing; subscriptions deliver
// only what each subscriber may read.
import { createGraphqlEngine, type DataDeps } from '@innov/data';
import { parse, subscribe } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
let user: TestUser;
let tenantId: string;

const auth = () => ({ authorization: user.accessToken });

async function counts() {
  const [row] = await h.system.database.query<{ e: number; r: number; n: number }>(
    `select (select count(*)::int from app.enquiries) as e, (select count(*)::int from app.resources) as r,
            (select count(*)::int from app.newsletter_subscriptions) as n`,
  );
  return row;
}

beforeAll(async () => {
  h = await startDataHarness();
  user = await h.newUser('bad');
  const r = await h.as(user, 'query ($id: ID!) { getUserProfile(id: $id) { tenantId } }', { id: user.username });
  tenantId = r.data.getUserProfile.tenantId;
});
afterAll(async () => {
  await h?.close();
});

describe('bad input', () => {
  it('answers a clear error for each kind of bad input and changes nothing', async () => {
    const before = await counts();
    const tenantBefore = await h.as(user, `{ getTenant(id: "${tenantId}") { workspace updatedAt } }`);
    const ENQUIRY = 'mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }';
    const good = { type: 'GENERAL_ENQUIRY', name: 'A', email: 'a@example.com', message: 'Hello' };
    const deep = `{ getUserProfile(id: "x") { ${'tenant { members { items { '.repeat(4)}id${' } } }'.repeat(4)} } }`;
    const huge = `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: listResources(limit: 100) { items { id title content slug } }`).join(' ')} }`;
    const cases: [string, unknown, RegExp][] = [
      ['unknown field', { query: '{ getTenant(id: "x") { nope } }' }, /Cannot query field "nope" on type "Tenant"/],
      ['wrong type', { query: ENQUIRY, variables: { input: { ...good, name: 42 } } }, /input\.name.*String/],
      [
        'unknown enum value',
        { query: ENQUIRY, variables: { input: { ...good, type: 'BRIBE' } } },
        /input\.type.*BRIBE/,
      ],
      ['invalid e-mail', { query: ENQUIRY, variables: { input: { ...good, email: 'not-an-email' } } }, /AWSEmail/],
      [
        'oversized string',
        { query: ENQUIRY, variables: { input: { ...good, message: 'x'.repeat(5_001) } } },
        /input\.message: at most 5000/,
      ],
      [
        'missing required',
        { query: ENQUIRY, variables: { input: { ...good, message: undefined } } },
        /"message".*not provided/,
      ],
      ['syntax error', { query: '{ getTenant(id: "x" { id } }' }, /Syntax Error/],
      ['too deep', { query: deep }, /depth \d+ exceeds the maximum of 10/],
      ['too costly', { query: huge }, /cost \d+ exceeds the maximum/],
      [
        'forged nextToken',
        { query: '{ resourcesByTypeAndPublishedAt(type: EVENT, nextToken: "eyJ2IjoxfQ.AAAA") { items { id } } }' },
        /Invalid nextToken/,
      ],
      ['bad limit', { query: '{ listPricingPlans(limit: 0) { items { id } } }' }, /limit/],
      [
        'bad filter value',
        { query: '{ listResources(filter: { publishedAt: { gt: "yesterday" } }) { items { id } } }' },
        /publishedAt.*AWSDateTime/,
      ],
      [
        'oversized update',
        { query: `mutation { updateTenant(input: { id: "${tenantId}", workspace: "${'w'.repeat(121)}" }) { id } }` },
        /input\.workspace: at most 120/,
      ],
      [
        'null for a required field',
        { query: `mutation { updateTenant(input: { id: "${tenantId}", workspace: null }) { id } }` },
        /cannot be null/,
      ],
      [
        'bad url',
        {
          query: `mutation { updateTenant(input: { id: "${tenantId}", companyInformation: { website: "not a url" } }) { id } }`,
        },
        /AWSURL/,
      ],
      ['subscription over http', { query: 'subscription { onCreateResource { id } }' }, /realtime endpoint/],
    ];
    for (const [label, body, message] of cases) {
      const r = await h.raw(body, auth());
      expect(r.status, label).toBe(200);
      expect(r.body.errors?.length, label).toBeGreaterThan(0);
      expect(r.body.errors![0].errorType, label).toBe('ValidationError');
      expect(r.body.errors![0].message, label).toMatch(message);
    }
    // Malformed requests are 4xx, never 5xx.
    expect((await h.raw('{not json', auth())).status).toBe(400);
    expect((await h.raw([1, 2], auth())).status).toBe(400);
    expect((await h.raw({ query: '{ listPricingPlans { items { id } } }' }, { authorization: 'garbage' })).status).toBe(
      401,
    );
    expect((await h.raw({ query: '{ listPricingPlans { items { id } } }' }, { 'x-api-key': 'wrong' })).status).toBe(
      401,
    );
    const big = await fetch(`${h.url}/graphql`, { method: 'POST', headers: auth(), body: 'x'.repeat(300_000) });
    expect(big.status).toBe(413);

    expect(await counts()).toEqual(before);
    const tenantAfter = await h.as(user, `{ getTenant(id: "${tenantId}") { workspace updatedAt } }`);
    expect(tenantAfter.data).toEqual(tenantBefore.data);
  });

  it('answers introspection in development and refuses it in production', async () => {
    const query = '{ __schema { queryType { name } } }';
    const dev = await h.raw({ query }, auth());
    expect(dev.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const service = h.system.services.find((s) => s.name === 'data') as unknown as { deps: DataDeps };
    const previous = process.env.NODE_ENV;
    (process.env as Record<string, string | undefined>).NODE_ENV = 'production';
    try {
      const engine = createGraphqlEngine(service.deps);
      const principal = await engine.authenticate({
        headers: auth(),
        method: 'POST',
        path: '/graphql',
        body: Buffer.alloc(0),
      });
      const r = await engine.execute({ query }, principal);
      expect(r.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
      expect(r.errors?.[0].message).toMatch(/introspection/i);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = previous;
    }
  });
});

describe('subscriptions through the engine (as the realtime endpoint runs them)', () => {
  it('deliver each subscriber only records it may read, with its own filter', async () => {
    const service = h.system.services.find((s) => s.name === 'data') as unknown as {
      engine: import('@innov/data').GraphqlEngine;
    };
    const engine = service.engine;
    const other = await h.newUser('watcher');
    const principalOf = async (u: TestUser) =>
      engine.authenticate({
        headers: { authorization: u.accessToken },
        method: 'POST',
        path: '/graphql',
        body: Buffer.from('{}'),
      });
    const document = parse('subscription { onUpdateTenant { id companyInformation { name } } }');
    const mine = (await subscribe({
      schema: engine.schema,
      document,
      contextValue: engine.contextFor(await principalOf(user)),
    })) as AsyncIterableIterator<{ data?: { onUpdateTenant: { id: string; companyInformation: { name: string } } } }>;
    const theirs = (await subscribe({
      schema: engine.schema,
      document,
      contextValue: engine.contextFor(await principalOf(other)),
    })) as AsyncIterableIterator<{ data?: unknown }>;
    const guestSub = await subscribe({
      schema: engine.schema,
      document: parse('subscription { onUpdateUserProfile { id } }'),
      contextValue: engine.contextFor(
        await engine
          .authenticate({ headers: { 'x-api-key': 'wrong' }, method: 'POST', path: '/graphql', body: Buffer.alloc(0) })
          .catch(
            () =>
              ({
                authMode: 'iam',
                kind: 'guest',
                groups: [],
                ip: '',
                isAdmin: false,
                membership: async () => ({ tenantId: null, isOwner: false }),
              }) as never,
          ),
      ),
    });
    expect((guestSub as { errors?: { message: string }[] }).errors?.[0].message).toMatch(/Not Authorized/);

    const theirsNext = theirs.next();
    const update = await h.as(
      user,
      // Its company information: what the owner of a workspace waiting for approval may edit.
      `mutation { updateTenant(input: { id: "${tenantId}", companyInformation: { name: "Live" } }) { id } }`,
    );
    expect(update.errors).toBeUndefined();
    const got = await mine.next();
    expect(got.value.data?.onUpdateTenant).toEqual({ id: tenantId, companyInformation: { name: 'Live' } });
    // The other user's subscription saw nothing of another tenant.
    const race = await Promise.race([
      theirsNext.then(() => 'delivered'),
      new Promise((r) => setTimeout(() => r('nothing'), 300)),
    ]);
    expect(race).toBe('nothing');
    await mine.return?.();
    await theirs.return?.();
  });
});
