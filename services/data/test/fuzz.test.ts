// Fuzz of the GraphQL edge: every Query and Mutation field of the schema (so a new one is covered at once), with
// plausible variables built from its argument types, then one part at a time spoilt (NUL, unpaired surrogates,
// 10 kB, wrong types, ill-formed keys) in the variables, the query text and the operation name, for the API key
// and a signed-in user; and the realtime endpoint's frames. A client must never get a 5xx, nor an
// InternalFailure, which is how a GraphQL answer says the same.
import { OVERSIZE, runAll, type Spoilt, spoil, Tally } from '@innov/server/test/fuzz';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, type DataHarness, startDataHarness, type TestUser } from './harness.ts';
import { headerProtocol, TestClient } from './realtime-harness.ts';

const CONCURRENCY = 8;
/** The run takes about 20 s on an idle machine; the margin is for a busy one. */
const FUZZ_TIMEOUT_MS = 180_000;
/** Spoilt variables per operation, at most (the first ones, in document order), to keep the run short. */
const MAX_SPOILT_VARIABLES = 60;

let h: DataHarness;
let user: TestUser;
let tenantId: string;
let schema: import('graphql').GraphQLSchema;

const SCALARS: Record<string, unknown> = {
  String: 'fuzz',
  ID: 'fuzz-id',
  Int: 1,
  Float: 1.5,
  Boolean: false,
  AWSEmail: 'fuzz@example.com',
  AWSURL: 'https://example.com/fuzz',
  AWSDateTime: '2024-01-01T00:00:00.000Z',
  AWSJSON: '{"fuzz":"text"}',
};

/** A value of the input type: required fields, optional scalars and enums, and optional objects near the top. */
function sampleInput(type: GraphQLInputType, name: string, depth: number): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType, name, depth);
  if (isListType(type)) return [sampleInput(type.ofType, name, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isScalarType(type)) {
    if (name === 'id' && depth === 1) return tenantId;
    if (name === 'email') return 'fuzz@example.com';
    return SCALARS[type.name] ?? 'fuzz';
  }
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (['and', 'or', 'not'].includes(field.name)) continue;
      const required = isNonNullType(field.type);
      const nested = isInputObjectType(getNamedType(field.type));
      if (required || !nested || depth < 2) out[field.name] = sampleInput(field.type, field.name, depth + 1);
    }
    return out;
  }
  return null;
}

interface Operation {
  label: string;
  query: string;
  variables: Record<string, unknown>;
  /** The same field with a String or ID argument given inline as a GraphQL literal holding `\u0000`. */
  literal?: string;
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values((root as GraphQLObjectType).getFields()) as GraphQLField<unknown, unknown>[]) {
      const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
      const variables: Record<string, unknown> = {};
      for (const arg of field.args) variables[arg.name] = sampleInput(arg.type, arg.name, 0);
      const declared = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
      const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
      const text = field.args.find((a) => ['String', 'ID'].includes(getNamedType(a.type).name));
      let literal: string | undefined;
      if (text) {
        const others = field.args.filter((a) => a !== text);
        const otherDeclared = others.map((a) => `$${a.name}: ${a.type}`).join(', ');
        const args = [`${text.name}: "fuzz\\u0000"`, ...others.map((a) => `${a.name}: $${a.name}`)].join(', ');
        literal = `${kind} Fuzz${otherDeclared ? `(${otherDeclared})` : ''} { ${field.name}(${args})${selection} }`;
      }
      out.push({ label: `${kind} ${field.name}`, query, variables, literal });
    }
  }
  return out;
}

/** One operation's requests: its variables, query text and operation name spoilt, one part at a time. */
function requestsOf(op: Operation): Spoilt[] {
  const out: Spoilt[] = [];
  const base = { query: op.query, variables: op.variables, operationName: 'Fuzz' };
  const spoiltVariables = Object.entries(op.variables).flatMap(([name, value]) =>
    [...spoil(value, `variables.${name}`)].map((bad) => ({
      label: `${op.label} ${bad.label}`,
      value: { ...base, variables: { ...op.variables, [name]: bad.value } },
    })),
  );
  out.push(...spoiltVariables.slice(0, MAX_SPOILT_VARIABLES));
  for (const bad of spoil(op.query, 'query'))
    out.push({ label: `${op.label} ${bad.label}`, value: { ...base, query: bad.value } });
  for (const bad of spoil('Fuzz', 'operationName')) {
    out.push({ label: `${op.label} ${bad.label}`, value: { ...base, operationName: bad.value } });
  }
  for (const bad of [
    { label: 'variables ← string', value: '{}' },
    { label: 'variables ← array', value: [op.variables] },
    { label: 'variables ← NUL key', value: { ...op.variables, 'k\u0000': 1 } },
  ]) {
    out.push({ label: `${op.label} ${bad.label}`, value: { ...base, variables: bad.value } });
  }
  if (op.literal) out.push({ label: `${op.label} literal "\\u0000"`, value: { ...base, query: op.literal } });
  return out;
}

function countFailures(tally: Tally, label: string, status: number, text: string) {
  // A GraphQL answer is 200 whatever its errors; InternalFailure is its 5xx.
  if (status < 500 && /"errorType":"InternalFailure"/.test(text))
    tally.failures.push(`${status} ${label}: ${text.slice(0, 300)}`);
}

beforeAll(async () => {
  h = await startDataHarness();
  user = await h.newUser('fuzz');
  const profile = await h.as(user, 'query ($id: ID!) { getUserProfile(id: $id) { tenantId } }', { id: user.username });
  tenantId = profile.data.getUserProfile.tenantId;
  const service = h.system.services.find((s) => s.name === 'data') as unknown as {
    engine: { schema: import('graphql').GraphQLSchema };
  };
  schema = service.engine.schema;
});

afterAll(async () => {
  await h?.close();
});

describe('the GraphQL edge under fuzz', () => {
  it(
    'answers every spoilt request of every Query and Mutation field without a 5xx or an InternalFailure',
    async () => {
      const tally = new Tally();
      const callers: [string, Record<string, string>][] = [
        ['api key', { 'x-api-key': API_KEY }],
        ['user', { authorization: user.accessToken }],
      ];
      const probes = operations().flatMap((op) => requestsOf(op));
      const whole = [
        '',
        '{"query":',
        'null',
        '[1]',
        '"\\u0000"',
        `{"query":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      ];
      const work = callers.flatMap(([who, headers]) => [
        ...probes.map((p) => ({ label: `${who} ${p.label}`, headers, body: JSON.stringify(p.value) })),
        ...whole.map((body) => ({ label: `${who} body ${body.slice(0, 20)}`, headers, body })),
      ]);
      await runAll(work, CONCURRENCY, async (w) => {
        const { status, text } = await tally.send(w.label, () =>
          fetch(`${h.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...w.headers },
            body: w.body,
          }),
        );
        countFailures(tally, w.label, status, text);
      });
      expect(tally.failures, `${tally.failures.length} of ${tally.sent} requests failed on the server`).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it('answers every spoilt realtime frame without an internal failure, and keeps serving the connection', async () => {
    const host = new URL(h.url).host;
    const url = `${h.url.replace('http://', 'ws://')}/graphql/realtime`;
    const auth = { Authorization: user.accessToken, host };
    const failures: string[] = [];
    const internal = (label: string, messages: unknown[]) => {
      const text = JSON.stringify(messages);
      if (/InternalFailure|"errorCode":5\d\d/.test(text)) failures.push(`${label}: ${text.slice(0, 300)}`);
    };

    // The connection's own auth headers, in the header- subprotocol.
    for (const [label, headers] of [
      ['NUL authorization', { Authorization: `${user.accessToken}\u0000`, host }],
      ['lone surrogate authorization', { Authorization: '\ud800', host }],
      ['NUL api key', { 'x-api-key': 'key\u0000', host }],
      ['NUL header name', { 'x-\u0000': 'v', host }],
    ] as [string, Record<string, string>][]) {
      const client = await TestClient.open(url, null, [headerProtocol(headers)]);
      internal(label, [await client.init()]);
      client.close();
    }

    const client = await TestClient.open(url, auth);
    expect((await client.init()).type).toBe('connection_ack');
    const subscription =
      'subscription Fuzz($filter: ModelSubscriptionUserProfileFilterInput) { onUpdateUserProfile(filter: $filter) { id } }';
    const plausible = { query: subscription, variables: { filter: { name: { eq: 'fuzz' } } }, operationName: 'Fuzz' };
    const frames: unknown[] = [];
    const starts: string[] = [];
    for (const bad of spoil(plausible, 'data')) {
      const id = `s${starts.length}`;
      starts.push(id);
      frames.push({
        id,
        type: 'start',
        payload: { data: JSON.stringify(bad.value), extensions: { authorization: auth } },
      });
    }
    for (const bad of spoil({ id: 'x', type: 'start', payload: { data: '{}' } }, 'frame')) frames.push(bad.value);
    frames.push('{"type":"start","id":"\\u0000","payload":{"data":"{}"}}');
    frames.push('{"type":');
    frames.push(OVERSIZE);
    for (const frame of frames) client.send(frame);
    // Every start is answered, with start_ack or an error; then a last round trip for the frames without an id.
    const answers = [];
    for (const id of starts) {
      answers.push(await client.next((m) => m.id === id && ['start_ack', 'error'].includes(m.type), 10_000));
    }
    client.send({ id: 'last', type: 'stop' });
    answers.push(await client.next((m) => m.id === 'last', 10_000));
    internal('frames', [...answers, ...client.messages]);
    expect(client.closed).toBeUndefined();
    client.close();
    expect(failures).toEqual([]);
  });
});

describe('ill-formed text at the GraphQL edge', () => {
  const ENQUIRY = 'mutation Make($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }';
  const good = { type: 'GENERAL_ENQUIRY', name: 'A', email: 'a@example.com', message: 'Hello' };

  it('is a 400 in AppSync’s shape naming where it is, for every part of the request', async () => {
    const cases: [unknown, string][] = [
      [{ query: ENQUIRY, variables: { input: { ...good, name: 'A\u0000' } } }, 'variables.input.name'],
      [{ query: ENQUIRY, variables: { input: { ...good, message: '\ud800' } } }, 'variables.input.message'],
      [{ query: ENQUIRY, variables: { input: { ...good, '\udc00': 'x' } } }, 'variables.input (a key)'],
      [{ query: `${ENQUIRY} # \u0000`, variables: { input: good } }, 'query'],
      [{ query: ENQUIRY, variables: { input: good }, operationName: 'Make\ud800' }, 'operationName'],
    ];
    for (const [body, where] of cases) {
      for (const headers of [{ 'x-api-key': API_KEY }, { authorization: user.accessToken }] as Record<
        string,
        string
      >[]) {
        const r = await h.raw(body, headers);
        expect(r.status, where).toBe(400);
        expect(r.body, where).toEqual({
          errors: [
            {
              errorType: 'MalformedHttpRequestException',
              message: `${where} must not contain NUL characters or unpaired surrogates.`,
            },
          ],
        });
      }
    }
    // Nothing was written.
    const [{ n }] = await h.system.database.query<{ n: number }>(
      "select count(*)::int as n from app.enquiries where email = 'a@example.com'",
    );
    expect(n).toBe(0);
  });

  it('is a ValidationError when the query text writes it as an escape in a string literal', async () => {
    // (A lone surrogate escape is already a syntax error of GraphQL's parser.)
    for (const literal of ['\\u0000', 'x\\u0000y']) {
      const query = `mutation { makeEnquiry(input: { type: GENERAL_ENQUIRY, name: "A${literal}", email: "b@example.com", message: "Hi" }) { id } }`;
      const r = await h.raw({ query }, { 'x-api-key': API_KEY });
      expect(r.status, literal).toBe(200);
      expect(r.body, literal).toMatchObject({
        data: null,
        errors: [
          {
            errorType: 'ValidationError',
            message: 'A string in the query must not contain NUL characters or unpaired surrogates.',
          },
        ],
      });
    }
    const [{ n }] = await h.system.database.query<{ n: number }>(
      "select count(*)::int as n from app.enquiries where email = 'b@example.com'",
    );
    expect(n).toBe(0);
  });

  it('is a BadRequestException on the realtime channel, naming where it is', async () => {
    const host = new URL(h.url).host;
    const auth = { Authorization: user.accessToken, host };
    const client = await TestClient.open(`${h.url.replace('http://', 'ws://')}/graphql/realtime`, auth);
    expect((await client.init()).type).toBe('connection_ack');
    client.start(
      'nul',
      'subscription ($f: ModelSubscriptionUserProfileFilterInput) { onUpdateUserProfile(filter: $f) { id } }',
      { f: { name: { eq: 'a\u0000' } } },
      auth,
    );
    const refused = await client.next((m) => m.id === 'nul');
    expect(refused).toMatchObject({
      type: 'error',
      payload: {
        errors: [
          {
            errorType: 'BadRequestException',
            errorCode: 400,
            message: expect.stringContaining('data.variables.f.name.eq must not contain NUL characters'),
          },
        ],
      },
    });
    client.send('{"type":"start","id":"frame","payload":{"data":"{}","extensions":{"\\ud800":1}}}');
    expect(await client.next((m) => m.id === 'frame')).toMatchObject({
      type: 'error',
      payload: {
        errors: [{ errorType: 'BadRequestException', message: expect.stringContaining('payload.extensions (a key)') }],
      },
    });
    client.close();
  });
});
