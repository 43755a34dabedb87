// Teams through the real clients and tokens (issue 23): an owner creates, renames and deletes teams; members are
// added, made leads, removed and leave, each told; names are unique per workspace whatever their case; the plan's
// teams entitlement and limit hold; only active members of the workspace join; a membership counts at once (the
// guard's cached team roles and the membership rule's set are forgotten on the change); every change leaves its
// audit row, which the owners' activity feed shows; platform admins list workspaces for review.
import { schema } from '@innov/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_CHANGES_TOPIC } from '../src/auth/workspace.ts';
import type { DataDeps } from '../src/deps.ts';
import { membershipSource } from '../src/store/membership.ts';
import { type DataHarness, errorTypes, type GqlResult, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
let deps: DataDeps;
let owner: TestUser;
let admin: TestUser;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;
let pending: TestUser;
let outsider: TestUser;
let platform: TestUser;
let tenantId: string;

const TEAM = 'id name description memberCount myRole createdAt updatedAt canManage';
const MEMBER = 'userId name email role workspaceRole addedAt';
const LIST = `query ($search: String, $limit: Int, $nextToken: String) {
  listTeams(search: $search, limit: $limit, nextToken: $nextToken) { items { ${TEAM} } nextToken total } }`;
const GET = `query ($id: ID!) { getTeam(id: $id) { ${TEAM} } }`;
const MEMBERS = `query ($teamId: ID!, $limit: Int, $nextToken: String) {
  listTeamMembers(teamId: $teamId, limit: $limit, nextToken: $nextToken) { items { ${MEMBER} } nextToken } }`;
const CREATE = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { ${TEAM} } }`;
const UPDATE = `mutation ($input: UpdateTeamInput!) { updateTeam(input: $input) { ${TEAM} } }`;
const DELETE = 'mutation ($input: DeleteTeamInput!) { deleteTeam(input: $input) }';
const ADD = `mutation ($input: AddTeamMemberInput!) { addTeamMember(input: $input) { ${MEMBER} } }`;
const REMOVE = 'mutation ($input: RemoveTeamMemberInput!) { removeTeamMember(input: $input) }';
const ROLE = `mutation ($input: ChangeTeamRoleInput!) { changeTeamRole(input: $input) { ${MEMBER} } }`;
const ACTIVITY = `query ($limit: Int, $nextToken: String) { listWorkspaceActivity(limit: $limit, nextToken: $nextToken) {
  items { id action actorId actorName target details createdAt } nextToken } }`;
const ADMIN_LIST = `query ($input: AdminListInput) {
  adminListWorkspaces(input: $input) {
    items { tenantId workspace email status tier ownerId ownerName ownerEmail memberCount createdAt companyInformation { name } }
    total page pageSize } }`;
const MINE = 'query { getMyWorkspace { tenantId } }';

const appError = (r: GqlResult) => {
  const m = r.errors?.[0]?.message ?? '';
  try {
    return JSON.parse(m) as { errorType: string; message: string };
  } catch {
    return { errorType: r.errors?.[0]?.errorType ?? '', message: m };
  }
};

async function tenantOf(user: TestUser): Promise<string> {
  return (await h.as(user, MINE)).data.getMyWorkspace.tenantId;
}

/** Moves a user into the owner's workspace as invitations and approvals will, and tells every cache at once. */
async function join(user: TestUser, role: 'admin' | 'member', opts: { pendingApproval?: boolean } = {}) {
  const q = h.system.database.query;
  await q('delete from app.workspace_members where user_id = $1', [user.username]);
  await q('insert into app.workspace_members (tenant_id, user_id, role) values ($1, $2, $3)', [
    tenantId,
    user.username,
    role,
  ]);
  await q('update app.user_profiles set tenant_id = $2, pending_approval = $3, is_owner = false where id = $1', [
    user.username,
    tenantId,
    opts.pendingApproval ?? false,
  ]);
  await deps.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { userId: user.username });
}

async function teamCount(tenant = tenantId) {
  const [row] = await h.system.database.query<{ n: number }>(
    'select count(*)::int as n from app.teams where tenant_id = $1',
    [tenant],
  );
  return row.n;
}

async function notices(user: TestUser, kind: string) {
  return h.system.database.query<{ title: string; link: string; type: string; body: string }>(
    'select title, link, type, body from app.notification_events where owner = $1 and kind = $2 order by created_at',
    [user.username, kind],
  );
}

type AuditDetails = Record<string, unknown> & { members: { name: string }[] };

async function auditOf(target: string) {
  return h.system.database.query<{ action: string; actor: string; tenant_id: string; details: AuditDetails }>(
    'select action, actor, tenant_id, details from app.audit_log where target = $1 order by created_at',
    [target],
  );
}

async function create(name: string, memberIds?: string[], who = owner) {
  const r = await h.as(who, CREATE, { input: { name, memberIds } });
  expect(r.errors).toBeUndefined();
  return r.data.createTeam as { id: string; name: string; memberCount: number; canManage: boolean; myRole: string };
}

beforeAll(async () => {
  h = await startDataHarness();
  deps = (h.system.services.find((x) => x.name === 'data') as unknown as { deps: DataDeps }).deps;
  owner = await h.newUser('teamowner', { workspace: 'Teamworks' });
  [admin, ann, ben, cat, pending, outsider] = await Promise.all(
    ['teamadmin', 'ann', 'ben', 'cat', 'pending', 'outsider'].map((tag) => h.newUser(tag)),
  );
  platform = await h.makeAdmin(await h.newUser('platform'));
  tenantId = await tenantOf(owner);
});
afterAll(async () => {
  await h?.close();
});

describe('teams need the plan', () => {
  it('a workspace on the Connect plan reads no teams and makes none, with the plan that unlocks them', async () => {
    for (const r of [await h.as(owner, LIST), await h.as(owner, CREATE, { input: { name: 'Early' } })])
      expect(appError(r)).toEqual({
        source: 'AppError',
        errorType: 'PlanRequired',
        message: 'Teams need the Collaborate plan.',
      });
    expect(await teamCount()).toBe(0);
  });

  it('once approved on Collaborate, the owner creates teams', async () => {
    const review = await h.as(
      'apiKey',
      'mutation ($i: ReviewWorkspaceInput!) { reviewWorkspace(input: $i) { status } }',
      {
        i: { tenantId, decision: 'APPROVE' },
      },
    );
    expect(review.errors).toBeUndefined();
    const plan = await h.as(
      'apiKey',
      'mutation ($i: SetWorkspacePlanInput!) { setWorkspacePlan(input: $i) { tier } }',
      {
        i: { tenantId, tier: 'COLLABORATE' },
      },
    );
    expect(plan.errors).toBeUndefined();
    await join(admin, 'admin');
    await join(ann, 'member');
    await join(ben, 'member');
    await join(cat, 'member');
    await join(pending, 'member', { pendingApproval: true });
    expect((await h.as(owner, LIST)).data.listTeams).toEqual({ items: [], nextToken: null, total: 0 });
  });
});

describe('a team', () => {
  it('is created with its members, who are told; every member sees it, only managers manage it', async () => {
    const made = await h.as(owner, CREATE, {
      input: { name: '  Design ', description: 'Pixels', memberIds: [ann.username] },
    });
    expect(made.errors).toBeUndefined();
    const team = made.data.createTeam;
    expect(team).toMatchObject({
      name: 'Design',
      description: 'Pixels',
      memberCount: 1,
      myRole: null,
      canManage: true,
    });
    const [notice] = await notices(ann, 'team.added');
    expect(notice).toMatchObject({ type: 'PRODUCT', link: `/dashboard/teams/${team.id}` });
    expect(notice.title).toContain('Design');
    expect(await notices(owner, 'team.added')).toEqual([]);
    const [row] = await auditOf(`Team:${team.id}`);
    expect(row).toMatchObject({ action: 'createTeam', actor: owner.username, tenant_id: tenantId });
    expect(row.details).toMatchObject({ name: 'Design', members: [{ userId: ann.username, role: 'member' }] });
    expect(row.details.members[0].name).toBe('ann Tester');

    const seen = (await h.as(ann, GET, { id: team.id })).data.getTeam;
    expect(seen).toMatchObject({ name: 'Design', myRole: 'member', canManage: false, memberCount: 1 });
    expect((await h.as(ben, LIST)).data.listTeams.items.map((t: { name: string }) => t.name)).toEqual(['Design']);
    const byMember = await h.as(ben, UPDATE, { input: { id: team.id, name: 'Mine' } });
    expect(errorTypes(byMember)).toEqual(['Unauthorized']);
    expect((await h.as(owner, GET, { id: team.id })).data.getTeam.name).toBe('Design');
  });

  it('is renamed and described by a manager, and deleted; its members are told', async () => {
    const team = await create('Research', [ann.username, ben.username]);
    const renamed = await h.as(admin, UPDATE, { input: { id: team.id, name: 'Insight', description: 'Why' } });
    expect(renamed.data.updateTeam).toMatchObject({ name: 'Insight', description: 'Why', memberCount: 2 });
    const cleared = await h.as(admin, UPDATE, { input: { id: team.id, description: null } });
    expect(cleared.data.updateTeam).toMatchObject({ name: 'Insight', description: null });
    const rows = await auditOf(`Team:${team.id}`);
    expect(rows[1]).toMatchObject({ action: 'updateTeam', actor: admin.username });
    expect(rows[1].details).toMatchObject({ name: 'Insight', previousName: 'Research' });

    const gone = await h.as(admin, DELETE, { input: { id: team.id } });
    expect(gone.data.deleteTeam).toBe(true);
    expect((await h.as(owner, GET, { id: team.id })).data.getTeam).toBeNull();
    expect(await h.system.database.query('select 1 from app.team_members where team_id = $1', [team.id])).toEqual([]);
    for (const user of [ann, ben]) {
      const [n] = await notices(user, 'team.deleted');
      expect(n).toMatchObject({ type: 'PRODUCT', link: '/dashboard/teams' });
      expect(n.title).toContain('Insight');
    }
    expect((await auditOf(`Team:${team.id}`)).at(-1)).toMatchObject({
      action: 'deleteTeam',
      details: expect.objectContaining({ name: 'Insight', memberCount: 2 }),
    });
    const again = await h.as(admin, DELETE, { input: { id: team.id } });
    expect(appError(again)).toMatchObject({ errorType: 'NotFound', message: 'No team with this id.' });
  });

  it('has a name no other team of the workspace has, whatever its case', async () => {
    const taken = await h.as(owner, CREATE, { input: { name: 'dESIGN' } });
    expect(appError(taken)).toMatchObject({
      errorType: 'ValidationError',
      message: 'input.name: a team with this name already exists in the workspace',
    });
    const other = await create('Ops');
    const rename = await h.as(owner, UPDATE, { input: { id: other.id, name: 'DESIGN' } });
    expect(appError(rename).message).toBe('input.name: a team with this name already exists in the workspace');
    expect((await h.as(owner, GET, { id: other.id })).data.getTeam.name).toBe('Ops');
    // Its own name in another case is no clash.
    expect((await h.as(owner, UPDATE, { input: { id: other.id, name: 'OPS' } })).data.updateTeam.name).toBe('OPS');
    const empty = await h.as(owner, CREATE, { input: { name: '   ' } });
    expect(appError(empty).message).toBe('input.name: enter a team name');
    const long = await h.as(owner, CREATE, { input: { name: 'x'.repeat(81) } });
    expect(appError(long).message).toBe('input.name: at most 80 characters');
  });
});

describe('team members', () => {
  let teamId: string;
  beforeAll(async () => {
    teamId = (await create('Platform')).id;
  });

  it('are added from the active members of the workspace only, once each', async () => {
    const added = await h.as(owner, ADD, { input: { teamId, userId: ben.username } });
    expect(added.data.addTeamMember).toMatchObject({
      userId: ben.username,
      name: 'ben Tester',
      email: ben.email,
      role: 'member',
      workspaceRole: 'member',
    });
    expect((await notices(ben, 'team.added')).map((n) => n.link)).toContain(`/dashboard/teams/${teamId}`);
    const twice = await h.as(owner, ADD, { input: { teamId, userId: ben.username } });
    expect(appError(twice)).toMatchObject({
      errorType: 'ValidationError',
      message: 'input.userId: already a member of this team',
    });
    for (const user of [pending, outsider]) {
      const r = await h.as(owner, ADD, { input: { teamId, userId: user.username } });
      expect(appError(r)).toMatchObject({
        errorType: 'ValidationError',
        message: 'input.userId: not an active member of the workspace',
      });
    }
    const stranger = await h.as(owner, CREATE, { input: { name: 'Strangers', memberIds: [outsider.username] } });
    expect(appError(stranger).message).toBe(
      `input.memberIds: ${outsider.username} is not an active member of the workspace`,
    );
    expect((await h.as(owner, GET, { id: teamId })).data.getTeam.memberCount).toBe(1);
    const [row] = (await auditOf(`Team:${teamId}`)).filter((r) => r.action === 'addTeamMember');
    expect(row.details).toMatchObject({
      name: 'Platform',
      userId: ben.username,
      userName: 'ben Tester',
      role: 'member',
    });
  });

  it('get a team role from a manager; a lead manages the team at once, without waiting for any cache', async () => {
    // Ben's context is cached now (no team roles), and the membership rule's set with it.
    expect((await h.as(ben, UPDATE, { input: { id: teamId, name: 'Ben’s' } })).errors?.[0]?.errorType).toBe(
      'Unauthorized',
    );
    const engine = h.system.data?.engine;
    if (!engine) throw new Error('no data service');
    const principal = await engine.authenticate({
      headers: { authorization: ben.accessToken },
      method: 'POST',
      path: '/graphql',
      body: Buffer.alloc(0),
      ip: '127.0.0.1',
    });
    const source = membershipSource({ field: 'teamId', table: schema.teamMembers, key: 'team_id', user: 'user_id' });
    expect([...(await principal.memberOf(source))]).toEqual([teamId]);

    const lead = await h.as(owner, ROLE, { input: { teamId, userId: ben.username, role: 'lead' } });
    expect(lead.data.changeTeamRole).toMatchObject({ userId: ben.username, role: 'lead' });
    const [n] = await notices(ben, 'team.roleChanged');
    expect(n).toMatchObject({ type: 'PRODUCT', link: `/dashboard/teams/${teamId}` });
    expect((await principal.workspace()).teamRoles.get(teamId)).toBe('lead');
    const renamed = await h.as(ben, UPDATE, { input: { id: teamId, name: 'Core platform' } });
    expect(renamed.data.updateTeam).toMatchObject({ name: 'Core platform', myRole: 'lead', canManage: true });

    // The lead adds a member (who is in the membership rule's set at once) and removes them again.
    expect((await h.as(ben, ADD, { input: { teamId, userId: cat.username, role: 'member' } })).errors).toBeUndefined();
    const catPrincipal = await engine.authenticate({
      headers: { authorization: cat.accessToken },
      method: 'POST',
      path: '/graphql',
      body: Buffer.alloc(0),
      ip: '127.0.0.1',
    });
    expect([...(await catPrincipal.memberOf(source))]).toEqual([teamId]);
    const [row] = (await auditOf(`Team:${teamId}`)).filter((r) => r.action === 'changeTeamRole');
    expect(row.details).toMatchObject({ userName: 'ben Tester', role: 'lead', previousRole: 'member' });
  });

  it('are listed leads first, then by name, with e-mail and workspace role, page by page', async () => {
    await h.as(owner, ADD, { input: { teamId, userId: ann.username } });
    await h.as(owner, ADD, { input: { teamId, userId: admin.username } });
    const first = (await h.as(ann, MEMBERS, { teamId, limit: 2 })).data.listTeamMembers;
    expect(first.items.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['ben Tester', 'lead'],
      ['ann Tester', 'member'],
    ]);
    expect(first.nextToken).toBeTruthy();
    const second = (await h.as(ann, MEMBERS, { teamId, limit: 2, nextToken: first.nextToken })).data.listTeamMembers;
    expect(second.items.map((m: { name: string; workspaceRole: string }) => [m.name, m.workspaceRole])).toEqual([
      ['cat Tester', 'member'],
      ['teamadmin Tester', 'admin'],
    ]);
    expect(second.nextToken).toBeNull();
    const forged = await h.as(ann, MEMBERS, { teamId: (await create('Forge')).id, nextToken: first.nextToken });
    expect(appError(forged).errorType).toBe('ValidationError');
  });

  it('are removed by a manager (and told) or leave themselves (and are not told)', async () => {
    const removed = await h.as(ben, REMOVE, { input: { teamId, userId: cat.username } });
    expect(removed.data.removeTeamMember).toBe(true);
    expect((await notices(cat, 'team.removed')).map((n) => n.link)).toEqual([`/dashboard/teams/${teamId}`]);
    const byMember = await h.as(ann, REMOVE, { input: { teamId, userId: admin.username } });
    expect(errorTypes(byMember)).toEqual(['Unauthorized']);
    const left = await h.as(ann, REMOVE, { input: { teamId, userId: ann.username } });
    expect(left.data.removeTeamMember).toBe(true);
    expect(await notices(ann, 'team.removed')).toEqual([]);
    const rows = (await auditOf(`Team:${teamId}`)).filter((r) => r.action === 'removeTeamMember');
    expect(rows.map((r) => [r.actor, r.details.userName, r.details.left ?? false])).toEqual([
      [ben.username, 'cat Tester', false],
      [ann.username, 'ann Tester', true],
    ]);
    const notMember = await h.as(owner, REMOVE, { input: { teamId, userId: ann.username } });
    expect(appError(notMember)).toMatchObject({ errorType: 'NotFound' });
    expect((await h.as(owner, GET, { id: teamId })).data.getTeam.memberCount).toBe(2);
  });
});

describe('the teams list', () => {
  it('pages by name with the total, and searches by name', async () => {
    const names: string[] = [];
    let nextToken: string | null = null;
    let total = 0;
    do {
      const page: { items: { name: string }[]; nextToken: string | null; total: number } = (
        await h.as(cat, LIST, { limit: 2, nextToken })
      ).data.listTeams;
      names.push(...page.items.map((t: { name: string }) => t.name));
      nextToken = page.nextToken;
      total = page.total;
    } while (nextToken);
    expect(names).toEqual(['Core platform', 'Design', 'Forge', 'OPS']);
    expect(total).toBe(4);
    const found = (await h.as(cat, LIST, { search: 'SIG' })).data.listTeams;
    expect(found).toMatchObject({ total: 1, items: [{ name: 'Design' }] });
    expect((await h.as(cat, LIST, { search: '%' })).data.listTeams.total).toBe(0);
  });

  it('stops at the plan’s teams limit, with the plan that raises it', async () => {
    await create('Fifth');
    expect(await teamCount()).toBe(5);
    const sixth = await h.as(admin, CREATE, { input: { name: 'Sixth' } });
    expect(appError(sixth)).toMatchObject({ errorType: 'PlanLimitReached' });
    expect(appError(sixth).message).toMatch(/^Your plan allows 5 teams\./);
    expect(await teamCount()).toBe(5);
  });
});

describe('the workspace activity', () => {
  it('shows owners and admins what happened, newest first, with who did it, page by page', async () => {
    const first = (await h.as(admin, ACTIVITY, { limit: 3 })).data.listWorkspaceActivity;
    expect(first.items[0]).toMatchObject({
      action: 'createTeam',
      actorName: 'teamowner Tester',
      actorId: owner.username,
    });
    expect(JSON.parse(first.items[0].details)).toMatchObject({ name: 'Fifth' });
    expect(JSON.parse(first.items[0].details).authMode).toBeUndefined();
    const all: { action: string; createdAt: string }[] = [...first.items];
    let nextToken = first.nextToken;
    while (nextToken) {
      const page = (await h.as(owner, ACTIVITY, { limit: 3, nextToken })).data?.listWorkspaceActivity;
      expect(page).toBeTruthy();
      all.push(...page.items);
      nextToken = page.nextToken;
    }
    const [{ n }] = await h.system.database.query<{ n: number }>(
      'select count(*)::int as n from app.audit_log where tenant_id = $1',
      [tenantId],
    );
    expect(all).toHaveLength(n);
    expect(all.map((a) => a.createdAt)).toEqual([...all.map((a) => a.createdAt)].sort().reverse());
    expect(all.map((a) => a.action)).toContain('reviewWorkspace:APPROVE');
    expect(errorTypes(await h.as(ann, ACTIVITY))).toEqual(['Unauthorized']);
  });
});

describe('the back office', () => {
  it('lists pending workspaces oldest first, with owner and member count, searchable by e-mail', async () => {
    const pending = { filters: JSON.stringify({ status: 'PENDING' }), direction: 'ASC', pageSize: 100 };
    const page = (await h.as(platform, ADMIN_LIST, { input: pending })).data.adminListWorkspaces;
    const created = page.items.map((w: { createdAt: string }) => w.createdAt);
    expect(created).toEqual([...created].sort());
    expect(page.items.every((w: { status: string }) => w.status === 'PENDING')).toBe(true);
    expect(page.items.some((w: { tenantId: string }) => w.tenantId === tenantId)).toBe(false);
    expect(page.total).toBe(page.items.length);
    const found = (await h.as(platform, ADMIN_LIST, { input: { search: owner.email.toUpperCase() } })).data
      .adminListWorkspaces;
    expect(found.items).toEqual([
      expect.objectContaining({
        tenantId,
        workspace: 'Teamworks',
        status: 'ACTIVE',
        tier: 'COLLABORATE',
        ownerId: owner.username,
        ownerName: 'teamowner Tester',
        ownerEmail: owner.email,
        memberCount: 6,
      }),
    ]);
    // Newest first by default; a page of 10 is the first 10 of the whole list.
    const all = (await h.as(platform, ADMIN_LIST, { input: { pageSize: 100 } })).data.adminListWorkspaces;
    const newest = all.items.map((w: { createdAt: string }) => w.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const first = (await h.as(platform, ADMIN_LIST, { input: { pageSize: 10, page: 0 } })).data.adminListWorkspaces;
    expect(first).toMatchObject({ total: all.total, page: 0, pageSize: 10 });
    expect(first.items).toEqual(all.items.slice(0, 10));
    expect(errorTypes(await h.as(owner, ADMIN_LIST))).toEqual(['Unauthorized']);
  });
});
