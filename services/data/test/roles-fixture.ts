// One workspace with a user in every role the rule book knows, for the denial matrices (issue 23): built through
// the real API with real tokens. "Roles Ltd" is on the Collaborate plan (teams), approved by a platform admin;
// its owner invited an admin and a member (accepted), a member leads the team "Roles team", and a colleague joined
// by the join link and waits for approval. An outsider owns another active workspace on the same plan; a guest
// calls with identity-pool credentials; a platform admin belongs to no workspace of these.
import { generateClient } from 'aws-amplify/api';
import { expect } from 'vitest';
import { type DataHarness, type GqlResult, settle, type TestUser } from './harness.ts';

export const ROLES = ['owner', 'admin', 'member', 'lead', 'pending', 'outsider', 'guest', 'platformAdmin'] as const;
export type Role = (typeof ROLES)[number];

export interface RolesFixture {
  tenantId: string;
  workspace: string;
  /** The team the lead leads (the member and the admin are not in it). */
  teamId: string;
  /** The outsider's own workspace and a team of it. */
  outsiderTenantId: string;
  outsiderTeamId: string;
  users: Record<Exclude<Role, 'guest'>, TestUser>;
  /** Runs a query as `role` (the guest with identity-pool credentials, everyone else with their access token). */
  as(role: Role, query: string, variables?: Record<string, unknown>): Promise<GqlResult>;
}

const MINE = '{ getMyWorkspace { tenantId status role pendingApproval } }';
const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }';
const REVIEW = 'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }';
const INVITE =
  'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } skipped { email reason } } }';
const ACCEPT = 'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId role } }';
const JOIN_LINK = 'mutation ($input: UpdateJoinLinkInput!) { updateJoinLink(input: $input) { enabled token domains } }';
const JOIN = 'mutation ($input: JoinWorkspaceInput!) { joinWorkspace(input: $input) { tenantId pendingApproval } }';

export function ok(r: GqlResult, what: string): GqlResult['data'] {
  expect(r.errors, `${what}: ${JSON.stringify(r.errors)}`).toBeUndefined();
  return r.data;
}

/** An approved workspace on the Collaborate plan, owned by a new user. */
export async function activeWorkspace(h: DataHarness, platformAdmin: TestUser, tag: string, name: string) {
  const owner = await h.newUser(tag, { workspace: name });
  const tenantId = ok(await h.as(owner, MINE), 'getMyWorkspace').getMyWorkspace.tenantId as string;
  ok(await h.as(platformAdmin, PLAN, { input: { tenantId, tier: 'COLLABORATE' } }), 'setWorkspacePlan');
  ok(await h.as(platformAdmin, REVIEW, { input: { tenantId, decision: 'APPROVE' } }), 'reviewWorkspace');
  return { owner, tenantId };
}

async function insertTeam(h: DataHarness, tenantId: string, name: string, lead?: string): Promise<string> {
  const [team] = await h.system.database.query<{ id: string }>(
    'insert into app.teams (tenant_id, name) values ($1, $2) returning id',
    [tenantId, name],
  );
  if (lead)
    await h.system.database.query("insert into app.team_members (team_id, user_id, role) values ($1, $2, 'lead')", [
      team.id,
      lead,
    ]);
  return team.id;
}

export async function buildRolesFixture(h: DataHarness): Promise<RolesFixture> {
  const platformAdmin = await h.makeAdmin(await h.newUser('platform'));
  const workspace = 'Roles Ltd';
  const { owner, tenantId } = await activeWorkspace(h, platformAdmin, 'owner', workspace);
  const outside = await activeWorkspace(h, platformAdmin, 'outsider', 'Elsewhere Ltd');

  const users: Partial<RolesFixture['users']> = { owner, platformAdmin, outsider: outside.owner };
  for (const role of ['admin', 'member', 'lead'] as const) {
    const user = await h.newUser(role);
    const invited = ok(
      await h.as(owner, INVITE, { input: { emails: [user.email], role: role === 'admin' ? 'admin' : 'member' } }),
      `inviteMembers ${role}`,
    );
    const id = invited.inviteMembers.invited[0].id as string;
    ok(await h.as(user, ACCEPT, { input: { id } }), `acceptInvitation ${role}`);
    users[role] = user;
  }
  const teamId = await insertTeam(h, tenantId, 'Roles team', users.lead?.username);
  const outsiderTeamId = await insertTeam(h, outside.tenantId, 'Elsewhere team', outside.owner.username);

  // The owners' e-mails are on example.com (the harness's addresses): the join link admits that domain.
  const link = ok(
    await h.as(owner, JOIN_LINK, { input: { enabled: true, domains: ['example.com'] } }),
    'updateJoinLink',
  ).updateJoinLink;
  const pending = await h.newUser('pending');
  ok(await h.as(pending, JOIN, { input: { token: link.token } }), 'joinWorkspace');
  users.pending = pending;

  const guest = generateClient();
  const all = users as RolesFixture['users'];
  return {
    tenantId,
    workspace,
    teamId,
    outsiderTenantId: outside.tenantId,
    outsiderTeamId,
    users: all,
    as(role, query, variables) {
      if (role === 'guest') return settle(guest.graphql({ query, variables, authMode: 'iam' } as never));
      return h.as(all[role], query, variables);
    },
  };
}
