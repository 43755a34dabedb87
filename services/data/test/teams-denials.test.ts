// The denial matrix of the teams, the workspace activity and the back office's workspace list (issue 23): every
// role of the roles fixture (owner, admin, member, team lead, pending member, member of another workspace, guest,
// platform admin) × every query and mutation of these, with real tokens. Each cell asserts its answer: what a
// caller may do succeeds (on a team made fresh for the cell), and a refusal says why (Unauthorized for the
// workspace and role, the pending and plan words for the rest, NotFound for a team out of the caller's workspace)
// and leaves the teams, their members, the audit log and the notifications exactly as they were.
import { MEMBERSHIP_MESSAGES, WORKSPACE_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_CHANGES_TOPIC } from '../src/auth/workspace.ts';
import type { DataDeps } from '../src/deps.ts';
import { type DataHarness, type GqlResult, startDataHarness, type TestUser } from './harness.ts';
import { buildRolesFixture, ok, ROLES, type Role, type RolesFixture } from './roles-fixture.ts';

let h: DataHarness;
let f: RolesFixture;
let deps: DataDeps;
/** An active member of the fixture's workspace in every cell's team (the one removed and re-roled). */
let teammate: TestUser;

const TEAM = 'id name memberCount myRole canManage';
const MEMBER = 'userId role';

/** What a cell answers: success (checked by the operation), or a refusal by its error type. */
type Outcome = 'ok' | 'own' | 'null' | 'Unauthorized' | 'PlanRequired' | 'WorkspaceInactive' | 'NotFound';

interface Cell {
  teamId: string;
}

interface Operation {
  name: string;
  run(role: Role, cell: Cell): Promise<GqlResult>;
  /** What success looks like, for a role that may (and the caller's own workspace for `own`). */
  check(r: GqlResult, cell: Cell, role: Role): Promise<void> | void;
  /** Whether the operation changes anything when it succeeds (queries do not). */
  writes: boolean;
}

const data = (r: GqlResult, what: string) => ok(r, what);

const OPERATIONS: Operation[] = [
  {
    name: 'listTeams',
    writes: false,
    run: (role) => f.as(role, `query { listTeams(limit: 100) { items { ${TEAM} } total } }`),
    check(r, cell, role) {
      const ids = data(r, 'listTeams').listTeams.items.map((t: { id: string }) => t.id);
      if (role === 'outsider') expect(ids).toEqual([f.outsiderTeamId]);
      else expect(ids).toEqual(expect.arrayContaining([cell.teamId, f.teamId]));
    },
  },
  {
    name: 'getTeam',
    writes: false,
    run: (role, cell) => f.as(role, `query ($id: ID!) { getTeam(id: $id) { ${TEAM} } }`, { id: cell.teamId }),
    check(r, cell, role) {
      expect(data(r, 'getTeam').getTeam).toMatchObject({
        id: cell.teamId,
        memberCount: 2,
        canManage: role === 'owner' || role === 'admin' || role === 'lead',
        myRole: role === 'lead' ? 'lead' : null,
      });
    },
  },
  {
    name: 'listTeamMembers',
    writes: false,
    run: (role, cell) =>
      f.as(role, `query ($t: ID!) { listTeamMembers(teamId: $t) { items { ${MEMBER} name email } } }`, {
        t: cell.teamId,
      }),
    check(r) {
      expect(data(r, 'listTeamMembers').listTeamMembers.items.map((m: { userId: string }) => m.userId)).toEqual([
        f.users.lead.username,
        teammate.username,
      ]);
    },
  },
  {
    name: 'createTeam',
    writes: true,
    run: (role) =>
      f.as(role, `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { ${TEAM} } }`, {
        input: { name: `Made by ${role}` },
      }),
    async check(r, _cell, role) {
      const made = data(r, 'createTeam').createTeam;
      expect(made).toMatchObject({ name: `Made by ${role}`, memberCount: 0, canManage: true });
      const [row] = await h.system.database.query<{ tenant_id: string }>(
        'select tenant_id from app.teams where id = $1',
        [made.id],
      );
      expect(row.tenant_id).toBe(role === 'outsider' ? f.outsiderTenantId : f.tenantId);
    },
  },
  {
    name: 'updateTeam',
    writes: true,
    run: (role, cell) =>
      f.as(role, `mutation ($input: UpdateTeamInput!) { updateTeam(input: $input) { ${TEAM} } }`, {
        input: { id: cell.teamId, name: `Renamed by ${role}` },
      }),
    check(r, cell, role) {
      expect(data(r, 'updateTeam').updateTeam).toMatchObject({ id: cell.teamId, name: `Renamed by ${role}` });
    },
  },
  {
    name: 'deleteTeam',
    writes: true,
    run: (role, cell) =>
      f.as(role, 'mutation ($input: DeleteTeamInput!) { deleteTeam(input: $input) }', { input: { id: cell.teamId } }),
    async check(r, cell) {
      expect(data(r, 'deleteTeam').deleteTeam).toBe(true);
      expect(await h.system.database.query('select id from app.teams where id = $1', [cell.teamId])).toEqual([]);
    },
  },
  {
    name: 'addTeamMember',
    writes: true,
    run: (role, cell) =>
      f.as(role, `mutation ($input: AddTeamMemberInput!) { addTeamMember(input: $input) { ${MEMBER} } }`, {
        input: { teamId: cell.teamId, userId: f.users.admin.username },
      }),
    check(r) {
      expect(data(r, 'addTeamMember').addTeamMember).toEqual({ userId: f.users.admin.username, role: 'member' });
    },
  },
  {
    name: 'removeTeamMember',
    writes: true,
    run: (role, cell) =>
      f.as(role, 'mutation ($input: RemoveTeamMemberInput!) { removeTeamMember(input: $input) }', {
        input: { teamId: cell.teamId, userId: teammate.username },
      }),
    async check(r, cell) {
      expect(data(r, 'removeTeamMember').removeTeamMember).toBe(true);
      expect(await membersOf(cell.teamId)).toEqual([`${f.users.lead.username}:lead`]);
    },
  },
  {
    name: 'changeTeamRole',
    writes: true,
    run: (role, cell) =>
      f.as(role, `mutation ($input: ChangeTeamRoleInput!) { changeTeamRole(input: $input) { ${MEMBER} } }`, {
        input: { teamId: cell.teamId, userId: teammate.username, role: 'lead' },
      }),
    check(r) {
      expect(data(r, 'changeTeamRole').changeTeamRole).toEqual({ userId: teammate.username, role: 'lead' });
    },
  },
  {
    name: 'listWorkspaceActivity',
    writes: false,
    run: (role) => f.as(role, 'query { listWorkspaceActivity(limit: 100) { items { id action target } nextToken } }'),
    async check(r, _cell, role) {
      const ids: string[] = data(r, 'listWorkspaceActivity').listWorkspaceActivity.items.map(
        (a: { id: string }) => a.id,
      );
      const mine = await h.system.database.query<{ id: string }>(
        'select id from app.audit_log where tenant_id = $1 order by created_at desc, id desc limit 100',
        [f.tenantId],
      );
      if (role === 'owner' || role === 'admin') expect(ids).toEqual(mine.map((a) => a.id));
      // Anyone else who may call it is the owner of another workspace: they see that one's rows, none of these.
      else expect(ids.filter((id) => mine.some((a) => a.id === id))).toEqual([]);
    },
  },
  {
    name: 'adminListWorkspaces',
    writes: false,
    run: (role) =>
      f.as(
        role,
        'query ($i: AdminListInput) { adminListWorkspaces(input: $i) { items { tenantId workspace memberCount } } }',
        { i: { search: f.workspace } },
      ),
    check(r) {
      expect(data(r, 'adminListWorkspaces').adminListWorkspaces.items).toEqual([
        { tenantId: f.tenantId, workspace: f.workspace, memberCount: 6 },
      ]);
    },
  },
];

const MANAGE: Record<Role, Outcome> = {
  owner: 'ok',
  admin: 'ok',
  member: 'Unauthorized',
  lead: 'ok',
  pending: 'WorkspaceInactive',
  outsider: 'NotFound',
  guest: 'Unauthorized',
  platformAdmin: 'PlanRequired',
};
const READ: Record<Role, Outcome> = {
  owner: 'ok',
  admin: 'ok',
  member: 'ok',
  lead: 'ok',
  pending: 'WorkspaceInactive',
  outsider: 'NotFound',
  guest: 'Unauthorized',
  platformAdmin: 'PlanRequired',
};

/** The matrix: operation → role → what the cell answers. */
const EXPECTED: Record<string, Record<Role, Outcome>> = {
  listTeams: { ...READ, outsider: 'own' },
  getTeam: { ...READ, outsider: 'null' },
  listTeamMembers: READ,
  createTeam: { ...MANAGE, lead: 'Unauthorized', outsider: 'own' },
  updateTeam: MANAGE,
  deleteTeam: MANAGE,
  addTeamMember: MANAGE,
  removeTeamMember: MANAGE,
  changeTeamRole: MANAGE,
  listWorkspaceActivity: {
    owner: 'ok',
    admin: 'ok',
    member: 'Unauthorized',
    lead: 'Unauthorized',
    pending: 'Unauthorized',
    outsider: 'own',
    guest: 'Unauthorized',
    platformAdmin: 'own',
  },
  adminListWorkspaces: {
    owner: 'Unauthorized',
    admin: 'Unauthorized',
    member: 'Unauthorized',
    lead: 'Unauthorized',
    pending: 'Unauthorized',
    outsider: 'Unauthorized',
    guest: 'Unauthorized',
    platformAdmin: 'ok',
  },
};

/** The words a refusal carries, where the user reads them. */
const MESSAGES: Partial<Record<Outcome, string>> = {
  PlanRequired: WORKSPACE_MESSAGES.featureLocked('teams'),
  WorkspaceInactive: MEMBERSHIP_MESSAGES.memberPending,
  NotFound: 'No team with this id.',
};

function refusal(r: GqlResult): { errorType?: string; message: string } {
  const e = r.errors?.[0];
  if (!e) return { message: '' };
  try {
    const parsed = JSON.parse(e.message) as { errorType: string; message: string };
    return { errorType: parsed.errorType, message: parsed.message };
  } catch {
    return { errorType: e.errorType, message: e.message };
  }
}

async function membersOf(teamId: string): Promise<string[]> {
  const rows = await h.system.database.query<{ user_id: string; role: string }>(
    'select user_id, role from app.team_members where team_id = $1 order by role, user_id',
    [teamId],
  );
  return rows.map((r) => `${r.user_id}:${r.role}`);
}

/** Everything a team operation could change, in both workspaces. */
async function snapshot() {
  const q = h.system.database.query;
  return {
    teams: await q('select id, tenant_id, name, description, updated_at from app.teams order by id'),
    members: await q('select team_id, user_id, role from app.team_members order by team_id, user_id'),
    audit: await q('select count(*)::int as n from app.audit_log'),
    notices: await q('select count(*)::int as n from app.notification_events'),
  };
}

/** A fresh team for the cell: the lead leads it, the teammate is in it; every cache hears of it. */
async function freshCell(name: string): Promise<Cell> {
  const q = h.system.database.query;
  // Only the fixture's teams stay between cells (the plan allows five teams).
  await q('delete from app.teams where tenant_id = any($1::text[]) and id <> all($2::text[])', [
    [f.tenantId, f.outsiderTenantId],
    [f.teamId, f.outsiderTeamId],
  ]);
  const [team] = await q<{ id: string }>('insert into app.teams (tenant_id, name) values ($1, $2) returning id', [
    f.tenantId,
    name,
  ]);
  await q(`insert into app.team_members (team_id, user_id, role) values ($1, $2, 'lead'), ($1, $3, 'member')`, [
    team.id,
    f.users.lead.username,
    teammate.username,
  ]);
  for (const tenantId of [f.tenantId, f.outsiderTenantId])
    await deps.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { tenantId });
  return { teamId: team.id };
}

beforeAll(async () => {
  h = await startDataHarness();
  deps = (h.system.services.find((x) => x.name === 'data') as unknown as { deps: DataDeps }).deps;
  f = await buildRolesFixture(h);
  teammate = await h.newUser('teammate');
  const invited = data(
    await f.as('owner', 'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }', {
      input: { emails: [teammate.email], role: 'member' },
    }),
    'inviteMembers',
  );
  ok(
    await h.as(teammate, 'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId } }', {
      input: { id: invited.inviteMembers.invited[0].id },
    }),
    'acceptInvitation',
  );
}, 180_000);
afterAll(async () => {
  await h?.close();
});

describe('the teams, activity and back-office denial matrix', () => {
  let n = 0;
  for (const op of OPERATIONS)
    for (const role of ROLES) {
      const outcome = EXPECTED[op.name][role];
      it(`${op.name} as ${role}: ${outcome}`, async () => {
        const cell = await freshCell(`Cell ${++n}`);
        const before = await snapshot();
        const r = await op.run(role, cell);
        if (outcome === 'ok' || outcome === 'own') {
          await op.check(r, cell, role);
          return;
        }
        if (outcome === 'null') {
          expect(data(r, op.name)[op.name]).toBeNull();
        } else {
          expect(r.data?.[op.name] ?? null).toBeNull();
          const { errorType, message } = refusal(r);
          expect(errorType).toBe(outcome);
          if (MESSAGES[outcome]) expect(message).toBe(MESSAGES[outcome]);
          if (outcome === 'Unauthorized')
            expect(message).toBe(`Not Authorized to access ${op.name} on type ${op.writes ? 'Mutation' : 'Query'}`);
        }
        expect(await snapshot()).toEqual(before);
      });
    }

  it('covers every cell', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(OPERATIONS.map((o) => o.name).sort());
    for (const row of Object.values(EXPECTED)) expect(Object.keys(row).sort()).toEqual([...ROLES].sort());
  });
});

describe('a member of the team', () => {
  it('leaves it (removes themself) though they manage nothing', async () => {
    const cell = await freshCell('Leavers');
    const left = await h.as(teammate, 'mutation ($input: RemoveTeamMemberInput!) { removeTeamMember(input: $input) }', {
      input: { teamId: cell.teamId, userId: teammate.username },
    });
    expect(data(left, 'removeTeamMember').removeTeamMember).toBe(true);
    expect(await membersOf(cell.teamId)).toEqual([`${f.users.lead.username}:lead`]);
  });
});
