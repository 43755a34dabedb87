// The rules' membership form with real users and tokens: a model whose records belong to teams, readable and
// writable by the teams' members only (a test-only model over a test-only table; the teams and their members
// are the real app.teams and app.team_members). Lists return only rows of the caller's teams, a get of another
// team's row is refused, a subscription event of another team's row is not delivered, and a membership added
// (by a domain function announcing it, as the teams' functions will) counts at once, subscriptions included;
// the principal carries the caller's team roles in this workspace. Like every model without a say of its own,
// its rows wait until the workspace is active.
import { TEAM_ROLES, WORKSPACE_MESSAGES } from '@innov/contracts';
import { schema } from '@innov/db';
import { pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import { parse, subscribe } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DataDeps } from '../src/deps.ts';
import { defineFunction } from '../src/domain/function.ts';
import { invoke } from '../src/domain/invoke.ts';
import { createGraphqlEngine, type GraphqlEngine } from '../src/graphql/index.ts';
import { s } from '../src/models/fields.ts';
import { models } from '../src/models/registry.ts';
import type { ModelDef } from '../src/models/types.ts';
import { announceMembershipChange } from '../src/workspaces/workspace-state.ts';
import { API_KEY, type DataHarness, startDataHarness, type TestUser } from './harness.ts';

const teamNotes = pgSchema('app').table('test_team_notes', {
  id: text('id').primaryKey(),
  teamId: text('team_id'),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

const teamNoteModel: ModelDef = {
  name: 'TeamNote',
  table: teamNotes,
  fields: { teamId: s('ID!', { required: true }), title: s('String!', { required: true }) },
  rules: [
    {
      allow: 'signedIn',
      ops: ['read', 'create', 'update', 'delete'],
      member: { field: 'teamId', table: schema.teamMembers, key: 'team_id', user: 'user_id' },
    },
  ],
  expose: { get: true, list: true, create: true, update: true, delete: true, subscribe: true },
};

/** What the teams issue's addTeamMember will do: the row, then the announcement after the commit. */
const addTeamMember = defineFunction({
  name: 'addTeamMember',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ teamId: z.string(), userId: z.string(), role: z.enum(TEAM_ROLES) }),
  audit: (_out: unknown, input: { teamId: string }) => ({ target: `Team:${input.teamId}` }),
  async run(ctx, input) {
    await ctx.db.query('insert into app.team_members (team_id, user_id, role) values ($1, $2, $3)', [
      input.teamId,
      input.userId,
      input.role,
    ]);
    announceMembershipChange(ctx, { userId: input.userId });
    return input;
  },
});

let h: DataHarness;
let engine: GraphqlEngine;
let deps: DataDeps;
let ada: TestUser;
let bob: TestUser;
/** ada's workspace has teams red (ada leads it) and green (nobody yet); bob's has blue (bob is in it). */
const team = { red: '', green: '', blue: '' };

const principalOf = (user: TestUser | 'apiKey') =>
  engine.authenticate({
    headers: user === 'apiKey' ? { 'x-api-key': API_KEY } : { authorization: user.accessToken },
    method: 'POST',
    path: '/graphql',
    body: Buffer.alloc(0),
    ip: '127.0.0.1',
  });

async function run(user: TestUser, query: string, variables?: Record<string, unknown>) {
  return engine.execute({ query, variables }, await principalOf(user));
}

const CREATE = 'mutation ($input: CreateTeamNoteInput!) { createTeamNote(input: $input) { id teamId title } }';
const LIST = '{ listTeamNotes { items { id teamId title } } }';
const GET = 'query ($id: ID!) { getTeamNote(id: $id) { id title } }';
const titles = (r: { data: unknown }) =>
  ((r.data as { listTeamNotes: { items: { title: string }[] } }).listTeamNotes.items ?? []).map((i) => i.title).sort();

type Events = AsyncIterableIterator<{ data?: { onCreateTeamNote: { title: string } } }>;
/** The next event's title, or a failure naming what did not arrive (rather than the test's timeout). */
async function nextTitle(events: Events, expected: string): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no event arrived; expected "${expected}"`)), 10_000);
  });
  try {
    return (await Promise.race([events.next(), late])).value?.data?.onCreateTeamNote.title;
  } finally {
    clearTimeout(timer);
  }
}

async function tenantOf(user: TestUser): Promise<string> {
  const [row] = await h.system.database.query<{ tenant_id: string }>(
    'select tenant_id from app.user_profiles where id = $1',
    [user.username],
  );
  return row.tenant_id;
}

beforeAll(async () => {
  h = await startDataHarness();
  const service = h.system.services.find((x) => x.name === 'data') as unknown as { deps: DataDeps };
  deps = service.deps;
  await h.system.database.query(
    `create table app.test_team_notes (id text primary key, team_id text, title text not null,
       created_at timestamptz not null, updated_at timestamptz not null)`,
  );
  // The system's own engine serves the real models; this one adds the test model over the same dependencies
  // (and hears the same membership announcements).
  engine = createGraphqlEngine(deps, [...models, teamNoteModel]);
  ada = await h.newUser('teamlead');
  bob = await h.newUser('teammate');
  const [adaTenant, bobTenant] = [await tenantOf(ada), await tenantOf(bob)];
  for (const [name, tenantId] of [
    ['red', adaTenant],
    ['green', adaTenant],
    ['blue', bobTenant],
  ] as const) {
    const [row] = await h.system.database.query<{ id: string }>(
      'insert into app.teams (tenant_id, name) values ($1, $2) returning id',
      [tenantId, name],
    );
    team[name] = row.id;
  }
  await h.system.database.query(
    `insert into app.team_members (team_id, user_id, role) values ($1, $2, 'lead'), ($3, $4, 'member')`,
    [team.red, ada.username, team.blue, bob.username],
  );
});
afterAll(async () => {
  await h?.close();
});

const REVIEW = 'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }';

describe('the membership rule form', () => {
  it('waits for the workspace: a member of a pending one creates nothing, with the pending words', async () => {
    const early = await run(ada, CREATE, { input: { teamId: team.red, title: 'too early' } });
    expect(early.errors?.[0]).toMatchObject({ errorType: 'WorkspaceInactive' });
    expect(JSON.parse(early.errors?.[0].message ?? '{}').message).toBe(WORKSPACE_MESSAGES.pending);
    const [{ n }] = await h.system.database.query<{ n: number }>('select count(*)::int as n from app.test_team_notes');
    expect(n).toBe(0);
    // A platform admin approves both workspaces; the approval counts at once.
    for (const user of [ada, bob]) {
      const approved = await h.as('apiKey', REVIEW, { input: { tenantId: await tenantOf(user), decision: 'APPROVE' } });
      expect(approved.errors).toBeUndefined();
    }
  });

  it("lists only rows of the caller's teams, refuses a get of another team's row and a write into it", async () => {
    expect((await run(ada, CREATE, { input: { teamId: team.red, title: 'red plan' } })).errors).toBeUndefined();
    const blue = await run(bob, CREATE, { input: { teamId: team.blue, title: 'blue plan' } });
    expect(blue.errors).toBeUndefined();
    const blueId = (blue.data as { createTeamNote: { id: string } }).createTeamNote.id;

    expect(titles(await run(ada, LIST))).toEqual(['red plan']);
    expect(titles(await run(bob, LIST))).toEqual(['blue plan']);
    // Another team's row reads as one that does not exist.
    const refused = await run(ada, GET, { id: blueId });
    expect(refused).toEqual(await run(ada, GET, { id: 'no-such-note' }));
    expect(refused.errors).toBeUndefined();
    expect((refused.data as { getTeamNote: unknown }).getTeamNote).toBeNull();
    const intruding = await run(ada, CREATE, { input: { teamId: team.blue, title: 'not mine' } });
    expect(intruding.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const [{ n }] = await h.system.database.query<{ n: number }>(
      "select count(*)::int as n from app.test_team_notes where title = 'not mine'",
    );
    expect(n).toBe(0);
  });

  it("delivers subscription events of the caller's teams only, and a membership added counts at once", async () => {
    const adaPrincipal = await principalOf(ada);
    const events = (await subscribe({
      schema: engine.schema,
      document: parse('subscription { onCreateTeamNote { title } }'),
      contextValue: engine.contextFor(adaPrincipal),
    })) as Events;
    try {
      // Events arrive in order: the first one ada receives is red's, so blue's before it was not delivered.
      await run(bob, CREATE, { input: { teamId: team.blue, title: 'blue, unseen' } });
      await run(ada, CREATE, { input: { teamId: team.red, title: 'red, seen' } });
      expect(await nextTitle(events, 'red, seen')).toBe('red, seen');

      // ada's membership set is cached now; the new membership is announced and counts for the next event.
      await invoke(
        addTeamMember,
        { deps, principal: await principalOf('apiKey'), runtimes: engine.contextFor(adaPrincipal).runtimes },
        { teamId: team.blue, userId: ada.username, role: 'member' },
      );
      await run(bob, CREATE, { input: { teamId: team.blue, title: 'blue, now seen' } });
      expect(await nextTitle(events, 'blue, now seen')).toBe('blue, now seen');
      expect(titles(await run(ada, LIST))).toEqual([
        'blue plan',
        'blue, now seen',
        'blue, unseen',
        'red plan',
        'red, seen',
      ]);
    } finally {
      await events.return?.();
    }
  });

  it("puts the caller's team roles in this workspace into the principal, and follows a change at once", async () => {
    const roles = async (user: TestUser) => Object.fromEntries((await (await principalOf(user)).workspace()).teamRoles);
    // ada is in blue now too, but blue is bob's workspace's team: it gives her no role in her own.
    expect(await roles(ada)).toEqual({ [team.red]: 'lead' });
    expect(await roles(bob)).toEqual({ [team.blue]: 'member' });
    await invoke(
      addTeamMember,
      {
        deps,
        principal: await principalOf('apiKey'),
        runtimes: engine.contextFor(await principalOf(ada)).runtimes,
      },
      { teamId: team.green, userId: ada.username, role: 'member' },
    );
    expect(await roles(ada)).toEqual({ [team.red]: 'lead', [team.green]: 'member' });
  });
});
