// The back-office's refusals (issue 26): every domain function the registry lists with `allow: 'admins'`, and
// every generated model operation no rule grants to anyone but platform admins, is refused with AppSync's
// Unauthorized to a guest, a signed-in user, a workspace owner and an admin without two-step verification; the
// registry and the models are iterated, so a function or model added later is covered at once. The variables
// are built from the schema's argument types, so each call reaches its resolver (the refusal names the field).
// And the CSV export's signed link: it works for its admin (formula cells made inert), and is refused once
// expired, altered, or its admin has left the `admins` group.
import { AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { generateClient } from 'aws-amplify/api';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainFunctions } from '../src/domain/registry.ts';
import { pluralOf } from '../src/graphql/sdl.ts';
import { models } from '../src/models/registry.ts';
import type { Operation } from '../src/models/types.ts';
import { type DataHarness, type GqlResult, settle, startDataHarness, type TestUser, uniqueEmail } from './harness.ts';
import { activeWorkspace, ok } from './roles-fixture.ts';

const CALLERS = ['guest', 'user', 'owner', 'adminWithoutMfa'] as const;
type Caller = (typeof CALLERS)[number];

let h: DataHarness;
let schema: GraphQLSchema;
/** The clock the system reads, moved forward to let an export link lapse. */
let skew = 0;
let admin: TestUser;
const callers = {} as Record<Caller, (query: string, variables?: Record<string, unknown>) => Promise<GqlResult>>;

const SCALARS: Record<string, unknown> = {
  String: 'probe',
  ID: 'probe-id',
  Int: 1,
  Float: 1.5,
  Boolean: false,
  AWSEmail: 'probe@example.com',
  AWSURL: 'https://example.com/probe',
  AWSDateTime: '2026-01-01T00:00:00.000Z',
  AWSJSON: '{}',
};

/** A value of the input type with its required fields (enough for the schema; the refusal comes first). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isScalarType(type)) return SCALARS[type.name] ?? 'probe';
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (isNonNullType(field.type)) out[field.name] = sample(field.type);
    return out;
  }
  return null;
}

interface Probe {
  field: string;
  type: 'Query' | 'Mutation';
  query: string;
  variables: Record<string, unknown>;
}

/** The field as a request: every argument passed (required ones with a sample value), `__typename` selected. */
function probe(type: 'Query' | 'Mutation', name: string): Probe {
  const root = (type === 'Query' ? schema.getQueryType() : schema.getMutationType()) as GraphQLObjectType;
  const field = root.getFields()[name] as GraphQLField<unknown, unknown> | undefined;
  if (!field) throw new Error(`${type}.${name} is not in the schema`);
  const required = field.args.filter((a) => isNonNullType(a.type));
  const declared = required.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const passed = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    field: name,
    type,
    query: `${type.toLowerCase()}${declared ? ` (${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])),
  };
}

/** Generated model operations no rule grants to anyone (so platform admins and the API key alone may). */
function adminOnlyModelOperations(): Probe[] {
  const out: Probe[] = [];
  const adminOnly = (m: (typeof models)[number], op: Operation) => !m.rules.some((r) => r.ops.includes(op));
  for (const m of models) {
    if (adminOnly(m, 'read')) {
      if (m.expose.get) out.push(probe('Query', `get${m.name}`));
      if (m.expose.list) out.push(probe('Query', `list${pluralOf(m)}`));
      for (const index of m.indexes ?? []) if (!index.internal) out.push(probe('Query', index.query));
    }
    for (const op of ['create', 'update', 'delete'] as const) {
      const verb = `${op[0].toUpperCase()}${op.slice(1)}`;
      if (m.expose[op] && adminOnly(m, op)) out.push(probe('Mutation', `${verb.toLowerCase()}${m.name}`));
    }
  }
  return out;
}

/** What is wrong with a caller's answer, or null when it is AppSync's Unauthorized naming the field. */
function notRefused(r: GqlResult, p: Probe): string | null {
  const e = r.errors?.[0];
  const message = `Not Authorized to access ${p.field} on type ${p.type}`;
  if (r.errors?.length === 1 && e?.errorType === 'Unauthorized' && e.message === message && !r.data?.[p.field])
    return null;
  return JSON.stringify(r.errors ?? r.data).slice(0, 300);
}

const auditRows = async () =>
  (await h.system.database.query<{ n: number }>('select count(*)::int as n from app.audit_log'))[0]?.n;

const EXPORT = 'mutation ($input: CreateAdminExportInput!) { createAdminExport(input: $input) { url expiresAt } }';

async function exportLink(who: TestUser, list: string, query: Record<string, unknown>): Promise<string> {
  const r = await h.as(who, EXPORT, { input: { list, query: JSON.stringify(query) } });
  return ok(r, 'createAdminExport').createAdminExport.url as string;
}

const follow = (url: string) => fetch(new URL(url, h.url));

beforeAll(async () => {
  h = await startDataHarness({}, { now: () => new Date(Date.now() + skew) });
  const service = h.system.services.find((s) => s.name === 'data') as unknown as { engine: { schema: GraphQLSchema } };
  schema = service.engine.schema;
  admin = await h.makeAdmin(await h.newUser('admin'));
  const user = await h.newUser('plain');
  const { owner } = await activeWorkspace(h, admin, 'owner', 'Owned Ltd');
  // In the group, without two-step verification: its token carries the group, which alone is not enough.
  const noMfa = await h.newUser('nomfa');
  await h.idp.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: h.amplifyConfig.Auth.Cognito.userPoolId,
      Username: noMfa.username,
      GroupName: 'admins',
    }),
  );
  const adminWithoutMfa = await h.signIn(noMfa.email);
  const claims = JSON.parse(Buffer.from(adminWithoutMfa.idToken.split('.')[1], 'base64url').toString());
  expect(claims['cognito:groups']).toContain('admins');
  const guest = generateClient();
  callers.guest = (query, variables) => settle(guest.graphql({ query, variables, authMode: 'iam' } as never));
  callers.user = (query, variables) => h.as(user, query, variables);
  callers.owner = (query, variables) => h.as(owner, query, variables);
  callers.adminWithoutMfa = (query, variables) => h.as(adminWithoutMfa, query, variables);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('the back-office refuses everyone but platform admins with two-step verification', () => {
  it('refuses every admin function to a guest, a signed-in user, a workspace owner and an admin without two-step verification', async () => {
    const probes = domainFunctions.filter((fn) => fn.allow === 'admins').map((fn) => probe(fn.type, fn.name));
    // The back-office's own functions and the workspaces' review are among them (the registry is iterated).
    expect(probes.map((p) => p.field)).toEqual(
      expect.arrayContaining(['adminOverview', 'adminListAudit', 'adminListWorkspaces', 'createAdminExport']),
    );
    expect(probes.map((p) => p.field)).toEqual(expect.arrayContaining(['reviewWorkspace', 'setWorkspacePlan']));
    const before = await auditRows();
    const wrong: string[] = [];
    for (const p of probes)
      for (const caller of CALLERS) {
        const problem = notRefused(await callers[caller](p.query, p.variables), p);
        if (problem) wrong.push(`${p.type}.${p.field} as ${caller}: ${problem}`);
      }
    expect(wrong).toEqual([]);
    // A refusal changes nothing.
    expect(await auditRows()).toBe(before);
  }, 120_000);

  it('refuses the model operations only platform admins may use to the same callers', async () => {
    const probes = adminOnlyModelOperations();
    expect(probes.map((p) => p.field)).toEqual(
      expect.arrayContaining(['getNewsletterSubscription', 'listNewsletterSubscriptions']),
    );
    const wrong: string[] = [];
    for (const p of probes)
      for (const caller of CALLERS) {
        const problem = notRefused(await callers[caller](p.query, p.variables), p);
        if (problem) wrong.push(`${p.type}.${p.field} as ${caller}: ${problem}`);
      }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers a platform admin with two-step verification every admin query', async () => {
    const queries = domainFunctions
      .filter((fn) => fn.allow === 'admins' && fn.type === 'Query')
      .map((fn) => probe(fn.type, fn.name));
    const refused: string[] = [];
    for (const p of queries) {
      const r = await h.as(admin, p.query, p.variables);
      if (r.errors?.some((e) => e.errorType === 'Unauthorized')) refused.push(p.field);
    }
    expect(refused).toEqual([]);
  });
});

describe('the CSV export link', () => {
  it('gives its admin the list as CSV, with cells a spreadsheet would run made inert', async () => {
    const owner = await h.newUser('-2+3', { workspace: '=HYPERLINK(1) Formula Ltd' }, uniqueEmail('formula'));
    const url = await exportLink(admin, 'workspaces', { search: 'Formula Ltd' });
    expect(url).toMatch(/\/exports\/[\w-]+\.[\w-]+$/);
    const res = await follow(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="workspaces-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Workspace,Workspace e-mail,State,Plan,Members,Owner,Owner e-mail,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=HYPERLINK(1) Formula Ltd,");
    expect(lines[1]).toContain(",'-2+3 Tester,");
    expect(lines[1]).toContain(owner.email);
    // No cell starts with what a spreadsheet evaluates.
    expect(lines[1]).not.toMatch(/(^|,)"?[=+\-@]/);
  });

  it('is refused once expired', async () => {
    const url = await exportLink(admin, 'audit', {});
    expect((await follow(url)).status).toBe(200);
    skew = 301_000;
    try {
      const res = await follow(url);
      expect(res.status).toBe(410);
      expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
    } finally {
      skew = 0;
    }
  });

  it('is refused when altered', async () => {
    const url = await exportLink(admin, 'audit', {});
    const [body, mac] = url.slice(url.lastIndexOf('/') + 1).split('.');
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const other = Buffer.from(JSON.stringify({ ...claims, list: 'users' })).toString('base64url');
    // The first character: every bit of it is the MAC's (the last one's lowest bits are base64url padding).
    const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    for (const altered of [`${base}${other}.${mac}`, `${base}${body}.${flipped}`, `${base}${body}`]) {
      const res = await follow(altered);
      expect(res.status, altered).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/not valid/);
    }
  });

  it('is refused once its admin has left the admins group', async () => {
    const leaving = await h.makeAdmin(await h.newUser('leaving'));
    const url = await exportLink(leaving, 'audit', {});
    expect((await follow(url)).status).toBe(200);
    await h.idp.send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: h.amplifyConfig.Auth.Cognito.userPoolId,
        Username: leaving.username,
        GroupName: 'admins',
      }),
    );
    // The users projection follows the identity event (GroupsChanged).
    let status = 0;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      status = (await follow(url)).status;
      if (status === 404) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(404);
  });
});
