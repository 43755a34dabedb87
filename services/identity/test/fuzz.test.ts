// Fuzz of every identity edge: each operation of the JSON 1.1 API (read from the operation maps, so a new one is
// covered at once), anonymous and SigV4-signed, every OAuth endpoint, the confirm and e-mail revert links and the
// outbox, with one part of a plausible request spoilt at a time (NUL, unpaired surrogates, 10 kB, wrong types,
// ill-formed keys) and whole bodies that are not requests at all. A client must never get a 5xx.
import { Sha256 } from '@aws-crypto/sha256-js';
import { CreateIdentityPoolCommand, GetIdCommand } from '@aws-sdk/client-cognito-identity';
import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { OVERSIZE, runAll, type Spoilt, spoil, Tally } from '@innov/server/test/fuzz';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONFIRM_LINK_PATH } from '../src/http/confirm-link.ts';
import { AUTHORIZE_PARAMS } from '../src/http/oauth/authorize-request.ts';
import { oauthMounts } from '../src/http/oauth/mounts.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../src/http/oauth/protocol.ts';
import { REVERT_EMAIL_PATH } from '../src/http/revert-email.ts';
import { adminPlaneOperations } from '../src/operations/admin-plane.ts';
import { adminUserOperations } from '../src/operations/admin-users.ts';
import { identityPoolOperations } from '../src/operations/identity-pool-plane.ts';
import { oauthPlaneOperations } from '../src/operations/oauth-plane.ts';
import { userPlaneOperations } from '../src/operations/user-plane.ts';
import type { Operation, OperationMap } from '../src/protocol/types.ts';
import { issueEmailRevert } from '../src/store/email-reverts.ts';
import { adminCreateConfirmedUser, type Harness, startHarness } from './admin-harness.ts';

const PASSWORD = 'Fuzz-Pa55word!';
const CALLBACK = 'https://app.example.com/callback';
const LOGOUT = 'https://app.example.com/signed-out';
const CONCURRENCY = 8;
/** The run takes about 20 s on an idle machine; the margin is for a busy one. */
const FUZZ_TIMEOUT_MS = 180_000;

let h: Harness;
let tally: Tally;
/** Plausible values by field name; the operations' schemas give the rest. */
let values: Record<string, unknown>;
/** Fields that point at throwaway resources for the operations that change or delete what they name. */
let scratch: Record<string, Record<string, unknown>>;
let fixture: {
  poolId: string;
  clientId: string;
  oauthClientId: string;
  secretClientId: string;
  secretClientSecret: string;
  email: string;
  username: string;
  accessToken: string;
  refreshToken: string;
  /** A live "this was not me" link's token for the fixture user. */
  revertToken: string;
};

const SERVICES = {
  '/cognito': { prefix: 'AWSCognitoIdentityProviderService', signingName: 'cognito-idp' },
  '/cognito-identity': { prefix: 'AWSCognitoIdentityService', signingName: 'cognito-identity' },
} as const;
type Endpoint = keyof typeof SERVICES;

const userPoolOperations: OperationMap = {
  ...adminPlaneOperations,
  ...userPlaneOperations,
  ...adminUserOperations,
  ...oauthPlaneOperations,
};

async function rpc(endpoint: Endpoint, operation: string, body: string, signed: boolean): Promise<Response> {
  const url = new URL(endpoint, h.url);
  let headers: Record<string, string> = {
    host: url.host,
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `${SERVICES[endpoint].prefix}.${operation}`,
  };
  if (signed) {
    const signer = new SignatureV4({
      service: SERVICES[endpoint].signingName,
      region: 'eu-west-2',
      sha256: Sha256,
      credentials: h.admin,
    });
    const request = {
      method: 'POST',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: endpoint,
    };
    headers = (await signer.sign({ ...request, headers, body })).headers;
  }
  return fetch(url, { method: 'POST', headers, body });
}

async function call(endpoint: Endpoint, operation: string, input: unknown, signed = false) {
  const res = await rpc(endpoint, operation, JSON.stringify(input), signed);
  // biome-ignore lint/suspicious/noExplicitAny: the fixtures read arbitrary answers
  const body = (await res.json()) as Record<string, any>;
  if (res.status !== 200) throw new Error(`${operation}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  format?: string;
};

/** A value the schema accepts, as far as its JSON Schema tells. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (name && name in values) return values[name];
  if (!schema) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], name);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'fuzz'.padEnd(schema.minLength ?? 4, 'z');
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], key);
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        out.fuzz = sample(schema.additionalProperties);
      }
      return out;
    }
    default:
      return 'fuzz';
  }
}

function schemaOf(op: Operation): JsonSchema {
  return z.toJSONSchema(op.input as z.ZodType, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

interface Probe {
  label: string;
  send(): Promise<Response>;
}

/** Each operation's plausible body (its required fields), then one field at a time spoilt, required or not. */
function operationProbes(endpoint: Endpoint, name: string, op: Operation): Probe[] {
  const schema = schemaOf(op);
  const overrides = scratch[name] ?? {};
  const plausible = (key: string) => (key in overrides ? overrides[key] : sample(schema.properties?.[key], key));
  const base: Record<string, unknown> = {};
  for (const key of schema.required ?? []) base[key] = plausible(key);
  const bodies: Spoilt[] = [];
  for (const key of Object.keys(schema.properties ?? {})) {
    for (const bad of spoil(plausible(key), key))
      bodies.push({ label: bad.label, value: { ...base, [key]: bad.value } });
  }
  bodies.push({ label: 'NUL key', value: { ...base, 'key\u0000': 'v' } });
  bodies.push({ label: 'lone surrogate key', value: { ...base, '\udfffkey': 'v' } });
  const raw = (label: string, body: string) => ({ label, value: body });
  const whole = [
    raw('empty body', ''),
    raw('invalid JSON', '{"a":'),
    raw('JSON null', 'null'),
    raw('JSON array', '[1,2]'),
    raw('JSON string', '"\\u0000"'),
    raw('escaped NUL in a key', '{"\\u0000":1}'),
  ];
  const signedToo = op.plane === 'admin' ? [false, true] : [false];
  // Unsigned, an admin operation stops at the signature check: only text checked before it is worth sending.
  const sent = (signed: boolean) =>
    signed || op.plane !== 'admin' ? bodies : bodies.filter((b) => /NUL|surrogate/.test(b.label));
  return signedToo.flatMap((signed) => [
    ...sent(signed).map((b) => ({
      label: `${signed ? 'signed ' : ''}${name} ${b.label}`,
      send: () => rpc(endpoint, name, JSON.stringify(b.value), signed),
    })),
    ...whole.map((b) => ({
      label: `${signed ? 'signed ' : ''}${name} ${b.label}`,
      send: () => rpc(endpoint, name, b.value as string, signed),
    })),
  ]);
}

/** The bad values a query string or form can carry (a surrogate only as its UTF-8 bytes, which decode to U+FFFD). */
const PARAM_SPOILS: [string, (value: string) => string | string[] | undefined][] = [
  ['NUL', (v) => `${v}\u0000`],
  ['lone surrogate', (v) => `${v}\ud800`],
  ['10 kB', () => OVERSIZE],
  ['repeated', (v) => [v, 'second']],
  ['empty', () => ''],
  ['missing', () => undefined],
];

function withParam(params: Record<string, string>, name: string, value: string | string[] | undefined): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (k !== name) out.append(k, v);
  for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) out.append(name, v);
  return out.toString();
}

/** Each parameter of a plausible query or form spoilt in turn, plus raw bytes no encoder would send. */
function paramVariants(params: Record<string, string>, extraNames: string[] = []): { label: string; query: string }[] {
  const out: { label: string; query: string }[] = [];
  for (const name of new Set([...Object.keys(params), ...extraNames])) {
    for (const [label, spoilt] of PARAM_SPOILS) {
      out.push({ label: `${name} ← ${label}`, query: withParam(params, name, spoilt(params[name] ?? 'fuzz')) });
    }
    out.push({ label: `${name} ← raw %00`, query: `${withParam(params, name, undefined)}&${name}=a%00b` });
    out.push({
      label: `${name} ← raw surrogate bytes`,
      query: `${withParam(params, name, undefined)}&${name}=%ED%A0%80`,
    });
    out.push({ label: `${name} ← bad percent`, query: `${withParam(params, name, undefined)}&${name}=%E0%A4%A` });
  }
  out.push({ label: 'NUL parameter name', query: `${new URLSearchParams(params)}&a%00b=1` });
  return out;
}

const pkceVerifier = 'v'.repeat(64);

/** The plausible requests of each hosted-UI path; a new OAuth path fails the test until it is listed here. */
function oauthProbes(): Probe[] {
  const authorize = {
    client_id: fixture.oauthClientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid email',
    state: 'state-1',
    code_challenge: 'c'.repeat(43),
    code_challenge_method: 'plain',
    nonce: 'nonce-1',
    login_hint: fixture.email,
    lang: 'en',
    prompt: 'login',
  };
  const get =
    (path: string, accept: string, query: string, headers: Record<string, string> = {}) =>
    () =>
      fetch(`${h.url}${path}?${query}`, { headers: { accept, ...headers }, redirect: 'manual' });
  const post =
    (path: string, body: string, headers: Record<string, string> = {}) =>
    () =>
      fetch(`${h.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
        redirect: 'manual',
      });
  const queryProbes = (path: string, params: Record<string, string>, extra: string[] = []) =>
    paramVariants(params, extra).flatMap((v) => [
      { label: `GET ${path} (html) ${v.label}`, send: get(path, 'text/html', v.query) },
      { label: `GET ${path} (json) ${v.label}`, send: get(path, 'application/json', v.query) },
    ]);
  const formProbes = (path: string, params: Record<string, string>, headers: Record<string, string> = {}) => [
    ...paramVariants(params).map((v) => ({ label: `POST ${path} ${v.label}`, send: post(path, v.query, headers) })),
    {
      label: `POST ${path} JSON body`,
      send: post(path, JSON.stringify(params), { ...headers, 'content-type': 'application/json' }),
    },
    { label: `POST ${path} empty body`, send: post(path, '', headers) },
    { label: `POST ${path} 100 kB body`, send: post(path, `a=${'b'.repeat(100_000)}`, headers) },
  ];
  const cookieProbes = (path: string, query: string) =>
    [SESSION_COOKIE, CSRF_COOKIE].flatMap((name) =>
      ['%00', '%ED%A0%80', OVERSIZE.slice(0, 4000), 'a%00'.repeat(40)].map((value, i) => ({
        label: `GET ${path} cookie ${name} #${i}`,
        send: get(path, 'text/html', query, { cookie: `${name}=${value}` }),
      })),
    );
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const basicProbes = (path: string, form: Record<string, string>) =>
    [
      ['NUL id', basic('a%00b', 'secret')],
      ['NUL secret', basic(fixture.secretClientId, 'a%00b')],
      ['raw NUL id', basic('a\u0000b', 'secret')],
      ['bad percent', basic('%E0%A4%A', 'x')],
      ['raw surrogate bytes', basic('%ED%A0%80', 'x')],
      ['10 kB id', basic(OVERSIZE, 'x')],
      ['no colon', `Basic ${Buffer.from('abc').toString('base64')}`],
    ].map(([label, authorization]) => ({
      label: `POST ${path} basic ${label}`,
      send: post(path, new URLSearchParams(form).toString(), { authorization }),
    }));

  const token = {
    grant_type: 'authorization_code',
    client_id: fixture.oauthClientId,
    code: 'code-1',
    redirect_uri: CALLBACK,
    code_verifier: pkceVerifier,
  };
  const refresh = { grant_type: 'refresh_token', client_id: fixture.clientId, refresh_token: fixture.refreshToken };
  const credentials = {
    grant_type: 'client_credentials',
    client_id: fixture.secretClientId,
    client_secret: fixture.secretClientSecret,
    scope: 'https://api.example.com/read',
  };
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
  const perPath: Record<string, () => Probe[]> = {
    '/oauth2/authorize': () => [
      ...queryProbes('/oauth2/authorize', authorize, [...AUTHORIZE_PARAMS]),
      ...cookieProbes('/oauth2/authorize', new URLSearchParams({ ...authorize, prompt: '' }).toString()),
    ],
    '/login': () => [
      ...queryProbes('/login', authorize),
      ...formProbes('/login', { ...authorize, username: fixture.email, password: PASSWORD, _csrf: 'x'.repeat(43) }),
      ...cookieProbes('/login', new URLSearchParams(authorize).toString()),
    ],
    '/logout': () => [
      ...queryProbes('/logout', { client_id: fixture.oauthClientId, logout_uri: LOGOUT }),
      ...queryProbes('/logout', authorize),
      ...cookieProbes(
        '/logout',
        new URLSearchParams({ client_id: fixture.oauthClientId, logout_uri: LOGOUT }).toString(),
      ),
    ],
    '/oauth2/token': () => [
      ...formProbes('/oauth2/token', token),
      ...formProbes('/oauth2/token', refresh),
      ...formProbes('/oauth2/token', credentials),
      ...basicProbes('/oauth2/token', { grant_type: 'client_credentials' }),
    ],
    '/oauth2/revoke': () => [
      ...formProbes('/oauth2/revoke', { token: fixture.refreshToken.slice(0, 20), client_id: fixture.clientId }),
      ...basicProbes('/oauth2/revoke', { token: 'abc' }),
    ],
    '/oauth2/userInfo': () =>
      [fixture.accessToken, 'a%00b', '\u00ff\u00fe', OVERSIZE, `${fixture.accessToken.slice(0, -4)}AAAA`].flatMap(
        (value, i) => [
          {
            label: `GET /oauth2/userInfo bearer #${i}`,
            send: get('/oauth2/userInfo', 'application/json', '', bearer(value)),
          },
          { label: `POST /oauth2/userInfo bearer #${i}`, send: post('/oauth2/userInfo', 'a=%00', bearer(value)) },
        ],
      ),
    '/oauth2/idpresponse': () => [
      ...queryProbes('/oauth2/idpresponse', { state: 'sealed-state', code: 'code-1' }, ['error', 'error_description']),
      ...formProbes('/oauth2/idpresponse', { state: 'sealed-state', code: 'code-1', user: '{"name":{}}' }),
    ],
  };
  const paths = oauthMounts(h.deps).map((m) => m.path);
  expect(
    paths.filter((p) => !perPath[p]),
    'OAuth paths without fuzz cases',
  ).toEqual([]);
  return paths.flatMap((p) => perPath[p]());
}

function otherEdgeProbes(): Probe[] {
  const confirm = {
    client_id: fixture.clientId,
    user_name: fixture.email,
    confirmation_code: '123456',
    pool_id: fixture.poolId,
  };
  const get = (path: string, query: string) => () => fetch(`${h.url}${path}?${query}`, { redirect: 'manual' });
  const post =
    (path: string, body: string, headers: Record<string, string> = {}) =>
    () =>
      fetch(`${h.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
        redirect: 'manual',
      });
  const revert = { token: fixture.revertToken, _csrf: 'c'.repeat(43) };
  return [
    ...paramVariants(confirm).map((v) => ({
      label: `GET ${CONFIRM_LINK_PATH} ${v.label}`,
      send: get(CONFIRM_LINK_PATH, v.query),
    })),
    ...paramVariants({ token: fixture.revertToken }).map((v) => ({
      label: `GET ${REVERT_EMAIL_PATH} ${v.label}`,
      send: get(REVERT_EMAIL_PATH, v.query),
    })),
    ...paramVariants(revert).flatMap((v) =>
      ['', `cognito_revert_csrf=${'c'.repeat(43)}`, 'cognito_revert_csrf=a%00', 'cognito_revert_csrf=%ED%A0%80'].map(
        (cookie, i) => ({
          label: `POST ${REVERT_EMAIL_PATH} ${v.label} cookie #${i}`,
          send: post(REVERT_EMAIL_PATH, v.query, cookie ? { cookie } : {}),
        }),
      ),
    ),
    {
      label: `POST ${REVERT_EMAIL_PATH} JSON body`,
      send: post(REVERT_EMAIL_PATH, JSON.stringify(revert), { 'content-type': 'application/json' }),
    },
    { label: `POST ${REVERT_EMAIL_PATH} 100 kB body`, send: post(REVERT_EMAIL_PATH, `a=${'b'.repeat(100_000)}`) },
    ...['/dev/outbox', '/dev/mailbox'].flatMap((path) =>
      paramVariants({ to: fixture.email }).map((v) => ({ label: `GET ${path} ${v.label}`, send: get(path, v.query) })),
    ),
    ...['%00', '%ED%A0%80', 'a'.repeat(300)].flatMap((id) =>
      ['/cognito', ''].map((prefix) => ({
        label: `GET ${prefix}/${id.slice(0, 10)}/.well-known/jwks.json`,
        send: () => fetch(`${h.url}${prefix}/${id}/.well-known/jwks.json`),
      })),
    ),
    ...(['/cognito', '/cognito-identity'] as const).flatMap((endpoint) => [
      { label: `${endpoint} unknown target`, send: () => rpc(endpoint, 'NoSuchOperation', '{}', false) },
      { label: `${endpoint} NUL target`, send: () => rpc(endpoint, 'Sign%00Up', '{}', false) },
      { label: `${endpoint} GET`, send: () => fetch(`${h.url}${endpoint}`) },
      {
        label: `${endpoint} deep nesting`,
        send: () => rpc(endpoint, 'SignUp', `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`, false),
      },
      {
        label: `${endpoint} 300 kB body`,
        send: () => rpc(endpoint, 'SignUp', JSON.stringify({ a: 'b'.repeat(300_000) }), false),
      },
    ]),
  ];
}

beforeAll(async () => {
  h = await startHarness();
  const idp = h.idp();
  const amplify = await (await fetch(`${h.url}/amplify-config.json`)).json();
  const { userPoolId: poolId, userPoolClientId: clientId, identityPoolId } = amplify.Auth.Cognito;
  const email = `fuzz.${process.pid}@example.com`;
  const username = await adminCreateConfirmedUser(idp, poolId, email, PASSWORD);
  const victimEmail = `fuzz-victim.${process.pid}@example.com`;
  const victim = await adminCreateConfirmedUser(idp, poolId, victimEmail, PASSWORD);
  const signIn = await call('/cognito', 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: email, PASSWORD },
  });
  const oauthClient = await idp.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: 'fuzz-oauth',
      CallbackURLs: [CALLBACK],
      LogoutURLs: [LOGOUT],
      AllowedOAuthFlows: ['code', 'implicit'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      AllowedOAuthFlowsUserPoolClient: true,
      SupportedIdentityProviders: ['COGNITO'],
    }),
  );
  const secretClient = await idp.send(
    new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'fuzz-secret', GenerateSecret: true }),
  );
  const scratchClient = await idp.send(
    new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'fuzz-scratch' }),
  );
  const scratchPool = await idp.send(new CreateUserPoolCommand({ PoolName: 'fuzz-scratch' }));
  await idp.send(new CreateGroupCommand({ UserPoolId: poolId, GroupName: 'fuzz-group' }));
  const scratchIdentityPool = await h
    .identity()
    .send(new CreateIdentityPoolCommand({ IdentityPoolName: 'fuzz_scratch', AllowUnauthenticatedIdentities: true }));
  const { IdentityId } = await call('/cognito-identity', 'GetId', { IdentityPoolId: identityPoolId });
  fixture = {
    poolId,
    clientId,
    oauthClientId: oauthClient.UserPoolClient?.ClientId as string,
    secretClientId: secretClient.UserPoolClient?.ClientId as string,
    secretClientSecret: secretClient.UserPoolClient?.ClientSecret as string,
    email,
    username,
    accessToken: signIn.AuthenticationResult.AccessToken,
    refreshToken: signIn.AuthenticationResult.RefreshToken,
    revertToken: await issueEmailRevert(h.deps, { poolId, username }, email, `fuzz-moved.${process.pid}@example.com`),
  };
  const deviceKey = 'eu-west-2_0b9e2c1e-8f4a-4d3b-9a55-0d2f3c4b5a69';
  values = {
    UserPoolId: poolId,
    ClientId: clientId,
    Username: email,
    AccessToken: fixture.accessToken,
    RefreshToken: fixture.refreshToken,
    Token: fixture.refreshToken,
    Password: PASSWORD,
    PreviousPassword: PASSWORD,
    ProposedPassword: `${PASSWORD}2`,
    TemporaryPassword: `${PASSWORD}3`,
    ConfirmationCode: '123456',
    Code: '123456',
    UserCode: '123456',
    Session: 's'.repeat(40),
    SecretHash: 'c2VjcmV0LWhhc2g=',
    GroupName: 'fuzz-group',
    AttributeName: 'email',
    UserAttributes: [{ Name: 'given_name', Value: 'Fuzz' }],
    UserAttributeNames: ['given_name'],
    AttributesToGet: ['email'],
    ValidationData: [{ Name: 'source', Value: 'fuzz' }],
    ClientMetadata: { source: 'fuzz' },
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD },
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '123456' },
    DeviceKey: deviceKey,
    DeviceName: 'fuzz device',
    FriendlyDeviceName: 'fuzz device',
    Filter: `email = "${email}"`,
    NextToken: 'bmV4dA',
    PaginationToken: 'bmV4dA',
    IdentityPoolId: identityPoolId,
    IdentityId,
    Logins: { [`cognito-idp.eu-west-2.amazonaws.com/${poolId}`]: 'not-a-token' },
    CustomRoleArn: 'arn:aws:iam::123456789012:role/fuzz',
    IdentityPoolName: 'fuzz_pool',
    Identifier: 'https://api.example.com',
    Name: 'fuzz',
    Scopes: [{ ScopeName: 'read', ScopeDescription: 'Read' }],
    ProviderName: 'Google',
    ProviderType: 'Google',
    ProviderDetails: { client_id: 'google-client', client_secret: 'google-secret', authorize_scopes: 'openid email' },
    AttributeMapping: { email: 'email' },
    IdpIdentifiers: ['example.com'],
    DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: victim },
    SourceUser: { ProviderName: 'Google', ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: '1234' },
    User: { ProviderName: 'Google', ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: '1234' },
    CallbackURLs: [CALLBACK],
    LogoutURLs: [LOGOUT],
    DefaultRedirectURI: CALLBACK,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    SupportedIdentityProviders: ['COGNITO'],
    AllowedOAuthScopes: ['openid'],
    ReadAttributes: ['email'],
    WriteAttributes: ['given_name'],
    SupportedLoginProviders: { 'accounts.google.com': 'google-client' },
    CognitoIdentityProviders: [{ ProviderName: `cognito-idp.eu-west-2.amazonaws.com/${poolId}`, ClientId: clientId }],
    IdentityPoolTags: { team: 'fuzz' },
    DeveloperProviderName: 'login.example',
  };
  // What an operation changes or deletes is a throwaway, so the fixtures stay as they were for the others.
  const victimFields = { Username: victimEmail };
  const scratchPoolFields = { UserPoolId: scratchPool.UserPool?.Id };
  const scratchClientFields = { ClientId: scratchClient.UserPoolClient?.ClientId };
  scratch = {
    UpdateUserPool: scratchPoolFields,
    DeleteUserPool: scratchPoolFields,
    SetUserPoolMfaConfig: scratchPoolFields,
    UpdateUserPoolClient: scratchClientFields,
    DeleteUserPoolClient: scratchClientFields,
    UpdateIdentityPool: { IdentityPoolId: scratchIdentityPool.IdentityPoolId },
    DeleteIdentityPool: { IdentityPoolId: scratchIdentityPool.IdentityPoolId },
    DeleteGroup: { GroupName: 'fuzz-scratch-group' },
    UpdateGroup: { GroupName: 'fuzz-scratch-group' },
    ChangePassword: { PreviousPassword: 'not-the-password' },
    ...Object.fromEntries(Object.keys(adminUserOperations).map((name) => [name, victimFields])),
  };
  tally = new Tally();
});

afterAll(async () => {
  await h?.close();
});

describe('identity edges under fuzz', () => {
  it(
    'answers every spoilt JSON 1.1 request of every operation with a 4xx',
    async () => {
      const probes = [
        ...Object.entries(userPoolOperations).flatMap(([name, op]) => operationProbes('/cognito', name, op)),
        ...Object.entries(identityPoolOperations).flatMap(([name, op]) =>
          operationProbes('/cognito-identity', name, op),
        ),
      ];
      await runAll(probes, CONCURRENCY, (p) => tally.send(p.label, p.send).then(() => undefined));
      expect(tally.failures, `${tally.failures.length} of ${tally.sent} requests answered 5xx`).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers every spoilt request of every OAuth endpoint, the confirm link and the outbox with a 4xx',
    async () => {
      const probes = [...oauthProbes(), ...otherEdgeProbes()];
      const before = tally.failures.length;
      await runAll(probes, CONCURRENCY, (p) => tally.send(p.label, p.send).then(() => undefined));
      const failures = tally.failures.slice(before);
      expect(failures, `${failures.length} of ${probes.length} requests answered 5xx`).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('ill-formed text is refused in each protocol’s shape', () => {
  it('JSON 1.1: InvalidParameterException naming the field, through the real clients', async () => {
    const listUsers = h.idp().send(new ListUsersCommand({ UserPoolId: fixture.poolId, Filter: 'email = "a\u0000"' }));
    await expect(listUsers).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: expect.stringContaining("Value at 'Filter' failed to satisfy constraint"),
      $metadata: { httpStatusCode: 400 },
    });
    const anonymous = h.idp({ accessKeyId: 'none', secretAccessKey: 'none' });
    await expect(
      anonymous.send(
        new SignUpCommand({ ClientId: fixture.clientId, Username: 'x\ud800@example.com', Password: PASSWORD }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: expect.stringContaining("'Username'") });
    await expect(
      anonymous.send(
        new InitiateAuthCommand({
          ClientId: fixture.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: fixture.email, PASSWORD },
          ClientMetadata: { 'k\u0000': 'v' },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: expect.stringContaining("'ClientMetadata (a key)'"),
    });
    await expect(h.identity().send(new GetIdCommand({ IdentityPoolId: 'eu-west-2:\udc00' }))).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: expect.stringContaining("'IdentityPoolId'"),
    });
    // Deep inside a value nobody reads, and the error's header stays encodable.
    const res = await rpc(
      '/cognito',
      'ForgotPassword',
      JSON.stringify({ AnalyticsMetadata: { a: [{ b: '\ud800' }] } }),
      false,
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('x-amzn-errortype')).toBe('InvalidParameterException:');
    expect(await res.json()).toEqual({
      __type: 'InvalidParameterException',
      message:
        "1 validation error detected: Value at 'AnalyticsMetadata.a.0.b' failed to satisfy constraint: Member must not contain NUL characters or unpaired surrogates",
    });
  });

  it('OAuth: invalid_request as each endpoint answers: page or JSON, or back to a trusted redirect URI', async () => {
    const authorize = (query: string, accept: string) =>
      fetch(`${h.url}/oauth2/authorize?${query}`, { headers: { accept }, redirect: 'manual' });
    const page = await authorize('client_id=a%00b&redirect_uri=x', 'text/html');
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('client_id must not contain NUL characters or unpaired surrogates.');
    const json = await authorize('client_id=a%00b&redirect_uri=x', 'application/json');
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('client_id'),
    });
    const trusted = new URLSearchParams({ client_id: fixture.oauthClientId, redirect_uri: CALLBACK, state: 'st-1' });
    const back = await authorize(`${trusted}&response_type=code&nonce=n%00`, 'text/html');
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'invalid_request',
      error_description: 'nonce must not contain NUL characters or unpaired surrogates.',
      state: 'st-1',
    });

    const form = (path: string, body: string) =>
      fetch(`${h.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
      });
    for (const [path, body] of [
      ['/oauth2/token', `grant_type=refresh_token&client_id=a%00&refresh_token=x`],
      ['/oauth2/revoke', `client_id=${fixture.clientId}&token=a%00`],
      ['/login', `${trusted}&response_type=code&username=a%00&password=p`],
    ]) {
      const res = await form(path, body);
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
    const basic = await fetch(`${h.url}/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('a%00:secret').toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    expect(basic.status).toBe(400);
    expect(await basic.json()).toMatchObject({ error: 'invalid_request' });
    const logout = await fetch(`${h.url}/logout?client_id=a%00&logout_uri=${LOGOUT}`, { redirect: 'manual' });
    expect(logout.status).toBe(400);
    expect(await logout.json()).toMatchObject({ error: 'invalid_request' });
    const idp = await fetch(`${h.url}/oauth2/idpresponse?state=s&code=a%00`, { redirect: 'manual' });
    expect(idp.status).toBe(400);
    expect(idp.headers.get('content-type')).toContain('text/html');
    // A session cookie holding %00 is no session: the browser is sent to sign in.
    const cookie = await fetch(`${h.url}/oauth2/authorize?${trusted}&response_type=code`, {
      headers: { cookie: `${SESSION_COOKIE}=a%00` },
      redirect: 'manual',
    });
    expect(cookie.status).toBe(302);
    expect(cookie.headers.get('location')).toMatch(/^\/login\?/);
  });

  it('the confirm link answers its 400 page and the outbox a 400', async () => {
    const link = await fetch(
      `${h.url}${CONFIRM_LINK_PATH}?client_id=${fixture.clientId}&user_name=a%00&confirmation_code=1`,
    );
    expect(link.status).toBe(400);
    expect(await link.text()).toContain('This confirmation link is not valid.');
    const outbox = await fetch(`${h.url}/dev/outbox?to=a%00`);
    expect(outbox.status).toBe(400);
    expect(await outbox.json()).toEqual({ message: 'to must not contain NUL characters or unpaired surrogates.' });
    expect((await fetch(`${h.url}/dev/mailbox?to=a%00`)).status).toBe(400);
    for (const token of ['a%00', '%ED%A0%80', `${fixture.revertToken.slice(0, -1)}%00`]) {
      const revert = await fetch(`${h.url}${REVERT_EMAIL_PATH}?token=${token}`);
      expect(revert.status).toBe(400);
      expect(await revert.text()).toContain('This link is not valid.');
    }
  });
});
