// The workspace's members list under load (issue 23): listWorkspaceMembers of a workspace with 1,000 members and
// 100 teams (each member in two of them), its first page and a page deep into the list, at 16 connections on a
// PostgreSQL server, as a ratio to the resource list (resourcesByTypeAndPublishedAt, a page of 10 out of
// 10,000, data.bench.ts's list) measured by the same signed-in user in the same run; listTeams beside it.
// The lists alternate in short rounds, so a drift of the machine's load hits them alike.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@innov/db';
import { startTestPostgres } from '@innov/db/test-postgres';
import {
  approveOnPlan,
  cognito,
  fmtLoad,
  graphql,
  type LoadResult,
  loadInRounds,
  type Row,
  seedBenchResources,
  startSystemProcess,
  waitForMail,
} from './lib.ts';

export const name = 'members';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;
const CONNECTIONS = 16;
const MEMBERS = 1_000;
const TEAMS = 100;
const RESOURCES = 10_000;
const PAGE = 10;
const API_KEY = 'bench-members-api-key';
const PASSWORD = 'Bench-Passw0rd!';

const RESOURCE_QUERY = `query ($type: ResourceType!) { resourcesByTypeAndPublishedAt(type: $type, sortDirection: DESC, limit: ${PAGE}) {
  items { id slug title type publishedAt readTime cover shortDescription hashtags } nextToken } }`;
const MEMBERS_QUERY = `query ($nextToken: String) { listWorkspaceMembers(limit: ${PAGE}, nextToken: $nextToken) {
  items { userId name email role status isPrimaryOwner joinedAt teamCount } nextToken total pendingCount } }`;
const TEAMS_QUERY = `query { listTeams(limit: ${PAGE}) {
  items { id name description memberCount myRole createdAt updatedAt canManage } nextToken total } }`;

/**
 * The workspace's members, teams and memberships, and the resources, written straight into the database: what
 * 1,000 invitations would leave behind (a few pending approval), in seconds rather than minutes.
 */
async function seed(databaseUrl: string, tenantId: string) {
  const db = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    await db.transaction(async (q) => {
      await q(
        `insert into app.user_profiles (id, owner, email, name, tenant_id, pending_approval, is_owner, is_onboarded)
         select 'bench-member-' || i, 'bench-member-' || i, 'member' || i || '@bench.example.com',
                (array['Ada','Ben','Cleo','Dev','Eve','Finn','Gus','Hana'])[1 + i % 8] || ' Member ' || i,
                $1, i % 40 = 0, false, true
           from generate_series(1, $2::int - 1) as i`,
        [tenantId, MEMBERS],
      );
      await q(
        `insert into app.workspace_members (tenant_id, user_id, role)
         select $1, 'bench-member-' || i, case when i % 50 = 0 then 'admin' else 'member' end
           from generate_series(1, $2::int - 1) as i`,
        [tenantId, MEMBERS],
      );
      await q(
        `insert into app.teams (id, tenant_id, name, description)
         select 'bench-team-' || i, $1, 'Team ' || lpad(i::text, 3, '0'), 'A team made by the members benchmark.'
           from generate_series(1, $2::int) as i`,
        [tenantId, TEAMS],
      );
      // Each member in two teams; one in twenty of them leads.
      await q(
        `insert into app.team_members (team_id, user_id, role)
         select 'bench-team-' || (1 + (i + k * 37) % $2), 'bench-member-' || i, case when i % 20 = 0 then 'lead' else 'member' end
           from generate_series(1, $1::int - 1) as i, generate_series(0, 1) as k
          where i % 40 <> 0`,
        [MEMBERS, TEAMS],
      );
      await seedBenchResources(q, RESOURCES);
    });
    // Steady state: what autovacuum would have analysed by now.
    await db.query('analyze');
  } finally {
    await db.close();
  }
}

async function measure(databaseUrl: string, rows: Row[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'innov-bench-members-'));
  const sys = await startSystemProcess({
    WEB_DISABLED: '1',
    DATA_API_KEY: API_KEY,
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '32',
  });
  try {
    const config = (await (await fetch(`${sys.url}/amplify-config.json`)).json()) as {
      Auth: { Cognito: { userPoolClientId: string } };
    };
    const clientId = config.Auth.Cognito.userPoolClientId as string;
    const email = `bench-owner-${Date.now()}@example.com`;
    await cognito(sys.url, 'SignUp', {
      ClientId: clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Bench' },
        { Name: 'family_name', Value: 'Owner' },
      ],
    });
    const mail = await waitForMail(sys.url, email);
    await cognito(sys.url, 'ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: mail.code });
    const signIn = async () =>
      (
        await cognito(sys.url, 'InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: email, PASSWORD },
        })
      ).AuthenticationResult.AccessToken as string;
    let headers = { 'content-type': 'application/json', authorization: await signIn() };
    const tenantId = (await graphql(sys.url, headers, 'query { getMyWorkspace { tenantId } }')).getMyWorkspace
      .tenantId as string;
    await approveOnPlan(sys.url, API_KEY, tenantId);
    const started = performance.now();
    await seed(databaseUrl, tenantId);
    rows.push({
      bench: name,
      case: `PostgreSQL: seed ${MEMBERS} members, ${TEAMS} teams, ${RESOURCES} resources (SQL)`,
      value: `${((performance.now() - started) / 1000).toFixed(1)} s`,
    });
    headers = { 'content-type': 'application/json', authorization: await signIn() };

    // The deep page: the token the list gives after half of the members.
    let deepToken: string | null = null;
    for (let i = 0; i < MEMBERS / PAGE / 2; i++) {
      const page: { total: number; items: unknown[]; nextToken: string | null } = (
        await graphql(sys.url, headers, MEMBERS_QUERY, { nextToken: deepToken })
      ).listWorkspaceMembers;
      if (i === 0 && (page.total !== MEMBERS || page.items.length !== PAGE))
        throw new Error(`members list: ${JSON.stringify(page).slice(0, 300)}`);
      deepToken = page.nextToken;
    }
    const teams = (await graphql(sys.url, headers, TEAMS_QUERY)).listTeams;
    if (teams.total !== TEAMS) throw new Error(`listTeams: ${JSON.stringify(teams).slice(0, 300)}`);
    const resources = (await graphql(sys.url, headers, RESOURCE_QUERY, { type: 'EVENT' }))
      .resourcesByTypeAndPublishedAt;
    if (resources.items.length !== PAGE) throw new Error('resource list: not a full page');

    const cases: [string, string][] = [
      [
        'resourcesByTypeAndPublishedAt (page of 10 of 10,000)',
        JSON.stringify({ query: RESOURCE_QUERY, variables: { type: 'EVENT' } }),
      ],
      ['listWorkspaceMembers, first page of 10', JSON.stringify({ query: MEMBERS_QUERY })],
      [
        'listWorkspaceMembers, page 51 of 100 (nextToken)',
        JSON.stringify({ query: MEMBERS_QUERY, variables: { nextToken: deepToken } }),
      ],
      ['listTeams, first page of 10 of 100', JSON.stringify({ query: TEAMS_QUERY })],
    ];
    const results = await loadInRounds(
      `${sys.url}/graphql`,
      cases.map(([label, body]) => ({ label, body })),
      { headers, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS },
    );
    const rps = (label: string) => results.get(label)?.rps ?? 0;
    const resourceRps = rps(cases[0][0]);
    for (const [label] of cases) {
      const merged = results.get(label) as LoadResult;
      rows.push({
        bench: name,
        case: `PostgreSQL: ${label} at ${CONNECTIONS} (${ROUNDS} rounds, worst p50/p99)`,
        value: fmtLoad(merged),
      });
      if (label !== cases[0][0])
        rows.push({
          bench: name,
          case: `PostgreSQL: ${label.split(',')[0]} / resource list at ${CONNECTIONS}${label.includes('page 51') ? ' (deep page)' : ''}`,
          value: `${(rps(label) / resourceRps).toFixed(2)}`,
          target: '>= 0.7',
        });
    }
  } finally {
    await sys.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const pg = await startTestPostgres();
  try {
    await measure(pg.url, rows);
  } catch (error) {
    const e = error as Error & { cause?: Error };
    rows.push({
      bench: name,
      case: 'PostgreSQL: failed',
      value: `${e.message} ${e.cause?.message ?? ''}`.slice(0, 200),
    });
  } finally {
    await pg.stop();
  }
  return rows;
}
