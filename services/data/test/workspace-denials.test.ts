// The denial matrix of issue 23's workspace operations: every role of the roles fixture (owner, admin, member,
// team lead, pending member, member of another workspace, guest, platform admin) × every query and mutation of
// the workspaces domain, with real tokens. Each cell is asserted: allowed (for a mutation, it reaches its own
// input check, which the arguments are chosen to fail, or it succeeds without harm), or refused with the exact
// error type and message; and a refusal changes nothing (the workspace, memberships, profiles, invitations, team
// memberships, audit rows, notifications). An outsider's or a platform admin's "allowed" read shows nothing of
// the fixture's workspace. Those whose allowed answer changes things (leaving) run last.
import { INVITATION_MESSAGES, MEMBERSHIP_MESSAGES, WORKSPACE_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, type GqlResult, startDataHarness, uniqueEmail } from './harness.ts';
import { buildRolesFixture, ok, ROLES, type Role, type RolesFixture } from './roles-fixture.ts';

let h: DataHarness;
let f: RolesFixture;
/** A pending invitation of the fixture's workspace, its link's token, and the join link's token. */
let invitation: { id: string; token: string };
let joinToken: string;

type Cell = 'ok' | readonly [string, string];
const U = (field: string, type: 'Query' | 'Mutation'): Cell => [
  'Unauthorized',
  `Not Authorized to access ${field} on type ${type}`,
];
const V = (message: string): Cell => ['ValidationError', message];
const PENDING_MEMBER: Cell = ['WorkspaceInactive', MEMBERSHIP_MESSAGES.memberPending];
/** The platform admin's own workspace (made at sign-up) waits for approval. */
const ADMIN_OWN_PENDING: Cell = ['WorkspaceInactive', WORKSPACE_MESSAGES.pending];
const NOT_A_MEMBER = V('input.userId: not a member of this workspace');

interface Op {
  field: string;
  type: 'Query' | 'Mutation';
  query: string;
  vars?: (role: Role) => Record<string, unknown>;
  expect: Record<Role, Cell>;
}

/** The same cell for every role but those named. */
function cells(rest: Cell, named: Partial<Record<Role, Cell>>): Record<Role, Cell> {
  return Object.fromEntries(ROLES.map((r) => [r, named[r] ?? rest])) as Record<Role, Cell>;
}

function appMessage(r: GqlResult): string {
  const m = r.errors?.[0]?.message ?? '';
  try {
    return (JSON.parse(m) as { message: string }).message;
  } catch {
    return m;
  }
}

/** What a refusal must leave as it was. */
async function snapshot(): Promise<string> {
  const [row] = await h.system.database.query<{ s: unknown }>(
    `select json_build_object(
       't', (select json_agg(json_build_array(id, status, owner, workspace, company_information, join_link_enabled,
                                               join_link_token, join_domains, transfer_to, deleted_at) order by id)
               from app.tenants),
       'm', (select json_agg(json_build_array(tenant_id, user_id, role) order by tenant_id, user_id)
               from app.workspace_members),
       'p', (select json_agg(json_build_array(id, tenant_id, pending_approval, is_owner) order by id)
               from app.user_profiles),
       'i', (select json_agg(json_build_array(id, status, token_hash, expires_at) order by id) from app.invitations),
       'tm', (select json_agg(json_build_array(team_id, user_id, role) order by team_id, user_id)
                from app.team_members),
       'a', (select count(*) from app.audit_log),
       'n', (select count(*) from app.notification_events)) as s`,
  );
  return JSON.stringify(row.s);
}

const OPS: Op[] = [
  {
    field: 'getMyWorkspace',
    type: 'Query',
    query: '{ getMyWorkspace { tenantId role } }',
    expect: cells('ok', { guest: U('getMyWorkspace', 'Query') }),
  },
  {
    field: 'listWorkspaceMembers',
    type: 'Query',
    query: '{ listWorkspaceMembers { items { userId email } total pendingCount } }',
    expect: cells('ok', { pending: PENDING_MEMBER, guest: U('listWorkspaceMembers', 'Query') }),
  },
  {
    field: 'listInvitations',
    type: 'Query',
    query: '{ listInvitations { items { id email } nextToken } }',
    expect: cells(U('listInvitations', 'Query'), { owner: 'ok', admin: 'ok', outsider: 'ok', platformAdmin: 'ok' }),
  },
  {
    field: 'getInvitation',
    type: 'Query',
    query: 'query ($token: String!) { getInvitation(token: $token) { workspace email status } }',
    vars: () => ({ token: invitation.token }),
    expect: cells('ok', {}),
  },
  {
    field: 'listMyInvitations',
    type: 'Query',
    query: '{ listMyInvitations { id workspace } }',
    expect: cells('ok', { guest: U('listMyInvitations', 'Query') }),
  },
  {
    field: 'getJoinLink',
    type: 'Query',
    query: '{ getJoinLink { enabled token domains } }',
    expect: cells(U('getJoinLink', 'Query'), { owner: 'ok', admin: 'ok', outsider: 'ok', platformAdmin: 'ok' }),
  },
  {
    field: 'getJoinLinkPreview',
    type: 'Query',
    query: 'query ($token: String!) { getJoinLinkPreview(token: $token) { workspace domains } }',
    vars: () => ({ token: joinToken }),
    expect: cells('ok', {}),
  },
  {
    field: 'inviteMembers',
    type: 'Mutation',
    query: 'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }',
    vars: () => ({ input: { emails: [uniqueEmail('matrix')], role: 'member', teamIds: ['no-such-team'] } }),
    expect: cells(U('inviteMembers', 'Mutation'), {
      owner: V('input.teamIds: not a team of this workspace'),
      admin: V('input.teamIds: not a team of this workspace'),
      outsider: V('input.teamIds: not a team of this workspace'),
      platformAdmin: ADMIN_OWN_PENDING,
    }),
  },
  ...(['resendInvitation', 'revokeInvitation'] as const).map(
    (field): Op => ({
      field,
      type: 'Mutation',
      query: `mutation ($input: InvitationIdInput!) { ${field}(input: $input) { id status } }`,
      // Owners and admins name one that does not exist; everyone else the real one.
      vars: (role) => ({ input: { id: role === 'owner' || role === 'admin' ? 'no-such-invitation' : invitation.id } }),
      expect: cells(U(field, 'Mutation'), {
        owner: V('input.id: no such invitation'),
        admin: V('input.id: no such invitation'),
        outsider: V('input.id: no such invitation'),
        platformAdmin: ADMIN_OWN_PENDING,
      }),
    }),
  ),
  ...(['acceptInvitation', 'declineInvitation'] as const).map(
    (field): Op => ({
      field,
      type: 'Mutation',
      query: `mutation ($input: AnswerInvitationInput!) { ${field}(input: $input) { __typename } }`,
      vars: () => ({ input: { token: invitation.token } }),
      expect: cells(['InvitationMismatch', INVITATION_MESSAGES.otherEmail], { guest: U(field, 'Mutation') }),
    }),
  ),
  {
    field: 'joinWorkspace',
    type: 'Mutation',
    query: 'mutation ($input: JoinWorkspaceInput!) { joinWorkspace(input: $input) { tenantId } }',
    // The workspace's own people use its link; the others a dead one (theirs would move them).
    vars: (role) => ({
      input: { token: ['outsider', 'platformAdmin', 'guest'].includes(role) ? 'dead-link' : joinToken },
    }),
    expect: cells(V('You are already a member of this workspace.'), {
      outsider: ['InvitationInvalid', MEMBERSHIP_MESSAGES.joinLinkOff],
      platformAdmin: ['InvitationInvalid', MEMBERSHIP_MESSAGES.joinLinkOff],
      guest: U('joinWorkspace', 'Mutation'),
    }),
  },
  {
    field: 'changeMemberRole',
    type: 'Mutation',
    query: 'mutation ($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { userId role } }',
    vars: () => ({ input: { userId: f.users.pending.username, role: 'admin' } }),
    expect: cells(U('changeMemberRole', 'Mutation'), {
      owner: V('input.userId: approve the member first'),
      admin: V('input.userId: approve the member first'),
      outsider: NOT_A_MEMBER,
      platformAdmin: ADMIN_OWN_PENDING,
    }),
  },
  {
    field: 'changeMemberRole',
    type: 'Mutation',
    query: 'mutation ($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { userId role } }',
    // An owner's role: admins may not touch it.
    vars: () => ({ input: { userId: f.users.owner.username, role: 'member' } }),
    expect: cells(U('changeMemberRole', 'Mutation'), {
      owner: V('input.role: the primary owner stays an owner; transfer the ownership first'),
      outsider: NOT_A_MEMBER,
      platformAdmin: ADMIN_OWN_PENDING,
    }),
  },
  {
    field: 'removeMember',
    type: 'Mutation',
    query: 'mutation ($input: MemberIdInput!) { removeMember(input: $input) { userId } }',
    vars: () => ({ input: { userId: f.users.owner.username } }),
    expect: cells(U('removeMember', 'Mutation'), {
      owner: V('input.userId: to leave, use leaveWorkspace'),
      outsider: NOT_A_MEMBER,
      platformAdmin: ADMIN_OWN_PENDING,
    }),
  },
  {
    field: 'approveMember',
    type: 'Mutation',
    query: 'mutation ($input: ApproveMemberInput!) { approveMember(input: $input) { userId } }',
    vars: () => ({ input: { userId: f.users.member.username, decision: 'APPROVE' } }),
    expect: cells(U('approveMember', 'Mutation'), {
      owner: V('input.userId: this member is not waiting for approval'),
      admin: V('input.userId: this member is not waiting for approval'),
      outsider: NOT_A_MEMBER,
      platformAdmin: ADMIN_OWN_PENDING,
    }),
  },
  {
    field: 'createWorkspace',
    type: 'Mutation',
    query: 'mutation ($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { tenantId } }',
    vars: () => ({ input: { workspace: 'Another One' } }),
    expect: cells(V('You already belong to a workspace. Leave it before you create another.'), {
      guest: U('createWorkspace', 'Mutation'),
    }),
  },
  {
    field: 'transferOwnership',
    type: 'Mutation',
    query: 'mutation ($input: TransferOwnershipInput!) { transferOwnership(input: $input) { toUserId } }',
    vars: () => ({ input: { userId: f.users.pending.username } }),
    expect: cells(U('transferOwnership', 'Mutation'), {
      owner: V('input.userId: approve the member first'),
      outsider: NOT_A_MEMBER,
      platformAdmin: ADMIN_OWN_PENDING,
    }),
  },
  {
    field: 'cancelOwnershipTransfer',
    type: 'Mutation',
    query: 'mutation { cancelOwnershipTransfer }',
    expect: cells(U('cancelOwnershipTransfer', 'Mutation'), { owner: 'ok', outsider: 'ok', platformAdmin: 'ok' }),
  },
  {
    field: 'confirmOwnershipTransfer',
    type: 'Mutation',
    query: 'mutation ($input: ConfirmOwnershipTransferInput!) { confirmOwnershipTransfer(input: $input) { tenantId } }',
    vars: () => ({ input: { accept: true } }),
    expect: cells(U('confirmOwnershipTransfer', 'Mutation'), {
      pending: PENDING_MEMBER,
      platformAdmin: ADMIN_OWN_PENDING,
    }),
  },
  {
    field: 'deleteWorkspace',
    type: 'Mutation',
    query: 'mutation ($input: DeleteWorkspaceInput!) { deleteWorkspace(input: $input) { tenantId } }',
    vars: () => ({ input: { confirmName: 'Not The Name' } }),
    expect: cells(U('deleteWorkspace', 'Mutation'), {
      owner: V('input.confirmName: type the workspace name exactly as it is written'),
      outsider: V('input.confirmName: type the workspace name exactly as it is written'),
      platformAdmin: V('input.confirmName: type the workspace name exactly as it is written'),
    }),
  },
  {
    field: 'restoreWorkspace',
    type: 'Mutation',
    query: 'mutation ($input: RestoreWorkspaceInput!) { restoreWorkspace(input: $input) { tenantId } }',
    vars: () => ({ input: { tenantId: f.tenantId } }),
    expect: cells(U('restoreWorkspace', 'Mutation'), {
      platformAdmin: V('input.tenantId: this workspace is not deleted'),
    }),
  },
  {
    field: 'updateJoinLink',
    type: 'Mutation',
    query: 'mutation ($input: UpdateJoinLinkInput!) { updateJoinLink(input: $input) { enabled } }',
    vars: () => ({ input: { enabled: true, domains: ['gmail.com'] } }),
    expect: cells(U('updateJoinLink', 'Mutation'), {
      owner: V('input.domains: gmail.com is a public mail domain'),
      outsider: V('input.domains: gmail.com is a public mail domain'),
      platformAdmin: ADMIN_OWN_PENDING,
    }),
  },
  {
    field: 'updateTenant',
    type: 'Mutation',
    query: 'mutation ($input: UpdateTenantInput!) { updateTenant(input: $input) { id } }',
    vars: () => ({ input: { id: f.tenantId, companyInformation: { country: 'XX' } } }),
    expect: cells(U('updateTenant', 'Mutation'), {
      owner: V('input.companyInformation.country: choose a country from the list'),
      admin: V('input.companyInformation.country: choose a country from the list'),
      outsider: ['ConditionalCheckFailedException', 'The conditional request failed'],
      platformAdmin: V('input.companyInformation.country: choose a country from the list'),
    }),
  },
  {
    field: 'leaveWorkspace',
    type: 'Mutation',
    query: 'mutation { leaveWorkspace { tenantId } }',
    // Only the cells that change nothing here; the others leave, last (below).
    expect: cells('ok', { owner: V(MEMBERSHIP_MESSAGES.lastOwner), guest: U('leaveWorkspace', 'Mutation') }),
  },
];

beforeAll(async () => {
  h = await startDataHarness();
  f = await buildRolesFixture(h);
  const email = uniqueEmail('matrix-invitee');
  const invited = ok(
    await f.as('owner', 'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }', {
      input: { emails: [email], role: 'member' },
    }),
    'invite',
  );
  const [mail] = await h.outbox(email);
  invitation = {
    id: invited.inviteMembers.invited[0].id,
    token: (mail.text.match(/\/invitations\/([A-Za-z0-9_-]+)/) as RegExpMatchArray)[1],
  };
  joinToken = ok(await f.as('owner', '{ getJoinLink { token } }'), 'join link').getJoinLink.token;
}, 120_000);
afterAll(async () => {
  await h?.close();
});

/** What the fixture's workspace must not show an outsider or a platform admin in an answer about their own. */
const secrets = () => [f.users.owner.username, f.users.member.email, invitation.id, joinToken];

describe('every role × every workspace operation', () => {
  OPS.forEach((op, n) => {
    const label = `${op.field} (${n + 1})`;
    it(label, async () => {
      for (const role of ROLES) {
        const cell = op.expect[role];
        // The cells that would change things by succeeding (leaving) run in the next test.
        if (op.field === 'leaveWorkspace' && cell === 'ok') continue;
        const before = await snapshot();
        const r = await f.as(role, op.query, op.vars?.(role));
        if (cell === 'ok') {
          expect(r.errors, `${op.field} as ${role}: ${JSON.stringify(r.errors)}`).toBeUndefined();
          if (role === 'outsider' || role === 'platformAdmin') {
            const answer = JSON.stringify(r.data);
            for (const secret of op.field.startsWith('get') && op.field !== 'getJoinLink' ? [] : secrets())
              expect(answer, `${op.field} as ${role} shows the fixture's ${secret}`).not.toContain(secret);
          }
          continue;
        }
        expect([r.errors?.[0]?.errorType, appMessage(r)], `${op.field} as ${role}`).toEqual(cell);
        expect(r.errors, `${op.field} as ${role}`).toHaveLength(1);
        expect(await snapshot(), `${op.field} as ${role} changed something`).toBe(before);
      }
    });
  });

  it('leaveWorkspace is allowed to every member but the last owner while others remain', async () => {
    const mine = '{ getMyWorkspace { tenantId } }';
    for (const role of ['pending', 'lead', 'member', 'admin', 'outsider', 'platformAdmin', 'owner'] as const) {
      const r = await f.as(role, 'mutation { leaveWorkspace { tenantId role } }');
      expect(r.errors, `leaveWorkspace as ${role}: ${JSON.stringify(r.errors)}`).toBeUndefined();
      expect(r.data.leaveWorkspace).toEqual({ tenantId: null, role: null });
      expect(ok(await f.as(role, mine), role).getMyWorkspace.tenantId).toBeNull();
    }
    // Left by all, the workspace is deleted and kept for its retention.
    const [t] = await h.system.database.query<{ deleted_at: Date | null }>(
      'select deleted_at from app.tenants where id = $1',
      [f.tenantId],
    );
    expect(t.deleted_at).not.toBeNull();
  });
});
