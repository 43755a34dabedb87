// Workspace members, invitations, the join link, ownership transfer and deletion through the real clients and
// tokens (issue 23): the roles fixture's workspace, the invitation link's life (single use, e-mail match, resend,
// expiry on an injected clock), the join link's domains, approval, the last-owner rule, the transfer's
// confirmation (cancelled when its recipient goes), a removed member refused at once, sign-up through an
// invitation's or a join link's metadata, deletion, restoration and the purge job.
import { INVITATION_MESSAGES, MEMBERSHIP_MESSAGES, REQUEST_LIMIT_MESSAGE, WORKSPACE_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataDeps } from '../src/deps.ts';
import { PURGE_ACTOR, purgeWorkspaces } from '../src/workspaces/jobs.ts';
import { type DataHarness, type GqlResult, startDataHarness, type TestUser, uniqueEmail } from './harness.ts';
import { activeWorkspace, buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

let h: DataHarness;
let f: RolesFixture;
// It starts at the real time: SigV4 (the guest's credentials) allows a few minutes of skew only.
const realStart = Date.now();
const start = realStart;
/** The injected clock: real time going on from a fixed start, plus whatever a test skips ahead. */
let skipped = 0;
const now = () => new Date(start + (Date.now() - realStart) + skipped);
const DAY = 86_400_000;

export const Q = {
  MINE: `{ getMyWorkspace { tenantId role status workspace isPrimaryOwner pendingApproval deletedAt purgeAfter
    pendingTransfer { fromUserId toUserId stayOwner } } }`,
  INVITE: `mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) {
    invited { id email role teamIds status invitedBy invitedByName expiresAt } skipped { email reason } } }`,
  RESEND: 'mutation ($input: InvitationIdInput!) { resendInvitation(input: $input) { id status expiresAt } }',
  REVOKE: 'mutation ($input: InvitationIdInput!) { revokeInvitation(input: $input) { id status } }',
  ACCEPT:
    'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId role pendingApproval } }',
  DECLINE: 'mutation ($input: AnswerInvitationInput!) { declineInvitation(input: $input) { status email } }',
  LIST_INVITATIONS:
    'query ($status: InvitationStatus, $limit: Int, $nextToken: String) { listInvitations(status: $status, limit: $limit, nextToken: $nextToken) { items { id email status } nextToken } }',
  GET_INVITATION:
    'query ($token: String!) { getInvitation(token: $token) { workspace invitedByName email role status expiresAt } }',
  MY_INVITATIONS: '{ listMyInvitations { id workspace invitedByName role } }',
  GET_JOIN_LINK: '{ getJoinLink { enabled token domains } }',
  UPDATE_JOIN_LINK:
    'mutation ($input: UpdateJoinLinkInput!) { updateJoinLink(input: $input) { enabled token domains } }',
  JOIN_PREVIEW: 'query ($token: String!) { getJoinLinkPreview(token: $token) { workspace domains } }',
  JOIN: 'mutation ($input: JoinWorkspaceInput!) { joinWorkspace(input: $input) { tenantId pendingApproval role } }',
  MEMBERS:
    'query ($search: String, $status: MemberStatus, $limit: Int, $nextToken: String) { listWorkspaceMembers(search: $search, status: $status, limit: $limit, nextToken: $nextToken) { items { userId name email role status isPrimaryOwner teamCount } nextToken total pendingCount } }',
  CHANGE_ROLE: 'mutation ($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { userId role } }',
  REMOVE: 'mutation ($input: MemberIdInput!) { removeMember(input: $input) { userId role } }',
  APPROVE: 'mutation ($input: ApproveMemberInput!) { approveMember(input: $input) { userId status } }',
  LEAVE: 'mutation { leaveWorkspace { tenantId role } }',
  CREATE:
    'mutation ($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { tenantId role status workspace } }',
  TRANSFER:
    'mutation ($input: TransferOwnershipInput!) { transferOwnership(input: $input) { fromUserId toUserId stayOwner } }',
  CANCEL: 'mutation { cancelOwnershipTransfer }',
  CONFIRM:
    'mutation ($input: ConfirmOwnershipTransferInput!) { confirmOwnershipTransfer(input: $input) { tenantId role isPrimaryOwner } }',
  DELETE:
    'mutation ($input: DeleteWorkspaceInput!) { deleteWorkspace(input: $input) { tenantId status deletedAt purgeAfter } }',
  RESTORE: 'mutation ($input: RestoreWorkspaceInput!) { restoreWorkspace(input: $input) { tenantId status } }',
  UPDATE_TENANT:
    'mutation ($input: UpdateTenantInput!) { updateTenant(input: $input) { id workspace companyInformation { name country } } }',
};

export function appMessage(r: GqlResult): string {
  const m = r.errors?.[0]?.message ?? '';
  try {
    return (JSON.parse(m) as { message: string }).message;
  } catch {
    return m;
  }
}
const refusal = (r: GqlResult) => [r.errors?.[0]?.errorType, appMessage(r)];

/** The link token of the newest invitation mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await h.outbox(email);
  const match = mail?.text.match(/\/invitations\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
}

async function invite(by: TestUser, email: string, role = 'member', teamIds?: string[]) {
  const r = ok(await h.as(by, Q.INVITE, { input: { emails: [email], role, teamIds } }), 'inviteMembers');
  return { id: r.inviteMembers.invited[0].id as string, token: await mailedToken(email) };
}

async function joinAs(owner: TestUser, user: TestUser, role = 'member') {
  const { token } = await invite(owner, user.email, role);
  ok(await h.as(user, Q.ACCEPT, { input: { token } }), 'acceptInvitation');
}

const mine = async (user: TestUser) => ok(await h.as(user, Q.MINE), 'getMyWorkspace').getMyWorkspace;

async function tenantRow(id: string) {
  const [row] = await h.system.database.query<{
    status: string;
    owner: string;
    deleted_at: Date | null;
    purge_after: Date | null;
    transfer_to: string | null;
  }>('select status, owner, deleted_at, purge_after, transfer_to from app.tenants where id = $1', [id]);
  return row;
}

async function kinds(user: TestUser): Promise<string[]> {
  const rows = await h.system.database.query<{ kind: string }>(
    'select kind from app.notification_events where owner = $1 order by created_at',
    [user.username],
  );
  return rows.map((r) => r.kind);
}

beforeAll(async () => {
  h = await startDataHarness({}, { now });
  f = await buildRolesFixture(h);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the roles fixture', () => {
  it('has a user in every role', async () => {
    expect(await mine(f.users.owner)).toMatchObject({
      tenantId: f.tenantId,
      role: 'owner',
      status: 'ACTIVE',
      isPrimaryOwner: true,
      pendingApproval: false,
      workspace: 'Roles Ltd',
    });
    expect(await mine(f.users.admin)).toMatchObject({ tenantId: f.tenantId, role: 'admin', isPrimaryOwner: false });
    expect(await mine(f.users.member)).toMatchObject({ tenantId: f.tenantId, role: 'member', pendingApproval: false });
    expect(await mine(f.users.lead)).toMatchObject({ tenantId: f.tenantId, role: 'member' });
    expect(await mine(f.users.pending)).toMatchObject({ tenantId: f.tenantId, role: 'member', pendingApproval: true });
    expect(await mine(f.users.outsider)).toMatchObject({ tenantId: f.outsiderTenantId, role: 'owner' });
  });

  it('lists the members by name with their roles, statuses and team counts; searches and pages', async () => {
    const all = ok(await h.as(f.users.admin, Q.MEMBERS, {}), 'members').listWorkspaceMembers;
    expect(all.total).toBe(5);
    expect(all.pendingCount).toBe(1);
    const byId = Object.fromEntries(all.items.map((m: { userId: string }) => [m.userId, m]));
    expect(byId[f.users.owner.username]).toMatchObject({ role: 'owner', status: 'ACTIVE', isPrimaryOwner: true });
    expect(byId[f.users.lead.username]).toMatchObject({ role: 'member', teamCount: 1 });
    expect(byId[f.users.pending.username]).toMatchObject({ status: 'PENDING' });
    const names = all.items.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const pending = ok(await h.as(f.users.member, Q.MEMBERS, { status: 'PENDING' }), 'pending').listWorkspaceMembers;
    expect(pending.items.map((m: { userId: string }) => m.userId)).toEqual([f.users.pending.username]);
    const search = ok(await h.as(f.users.member, Q.MEMBERS, { search: 'LEAD' }), 'search').listWorkspaceMembers;
    expect(search.items.map((m: { userId: string }) => m.userId)).toEqual([f.users.lead.username]);
    // 100% and _ are text, not wildcards.
    expect(ok(await h.as(f.users.member, Q.MEMBERS, { search: '%' }), 'pct').listWorkspaceMembers.items).toEqual([]);
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const page: { items: { userId: string }[]; nextToken: string | null } = ok(
        await h.as(f.users.owner, Q.MEMBERS, { limit: 2, nextToken }),
        'page',
      ).listWorkspaceMembers;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((m) => m.userId));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen).toEqual(all.items.map((m: { userId: string }) => m.userId));
    const forged = await h.as(f.users.owner, Q.MEMBERS, { limit: 2, nextToken: 'abc.def' });
    expect(refusal(forged)).toEqual(['ValidationError', 'Invalid nextToken: it is not a token this query issued.']);
  });
});

describe('invitations', () => {
  it('invite: skips members, the already invited and bad addresses; mails a link; the invitee sees and accepts it once', async () => {
    const { owner, admin } = f.users;
    const invitee = await h.newUser('invitee', { workspace: 'Invitee Solo' });
    const soloTenant = (await mine(invitee)).tenantId as string;
    const r = ok(
      await h.as(admin, Q.INVITE, {
        input: {
          emails: [invitee.email, f.users.member.email.toUpperCase(), 'not-an-address', invitee.email],
          role: 'member',
          teamIds: [f.teamId],
        },
      }),
      'inviteMembers',
    ).inviteMembers;
    expect(r.invited).toHaveLength(1);
    expect(r.invited[0]).toMatchObject({
      email: invitee.email,
      role: 'member',
      teamIds: [f.teamId],
      status: 'PENDING',
      invitedBy: admin.username,
      invitedByName: 'admin Tester',
    });
    expect(Date.parse(r.invited[0].expiresAt) - now().getTime()).toBeGreaterThan(6.9 * DAY);
    expect(r.skipped).toEqual([
      { email: 'not-an-address', reason: 'not a valid e-mail address' },
      { email: f.users.member.email.toUpperCase(), reason: 'already a member' },
    ]);
    const again = ok(await h.as(owner, Q.INVITE, { input: { emails: [invitee.email], role: 'admin' } }), 'again');
    expect(again.inviteMembers).toEqual({
      invited: [],
      skipped: [{ email: invitee.email, reason: 'already invited' }],
    });

    const [mail] = await h.outbox(invitee.email);
    expect(mail.subject).toContain('Roles Ltd');
    const token = await mailedToken(invitee.email);
    expect(mail.text).toContain(`${h.url}/invitations/${token}`);
    // Only the token's SHA-256 is kept.
    const stored = await h.system.database.query<{ token_hash: string }>(
      'select token_hash from app.invitations where id = $1',
      [r.invited[0].id],
    );
    expect(stored[0].token_hash).not.toContain(token);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    // Public preview, for a guest too; null for a token nobody issued.
    expect(ok(await f.as('guest', Q.GET_INVITATION, { token }), 'preview').getInvitation).toMatchObject({
      workspace: 'Roles Ltd',
      invitedByName: 'admin Tester',
      email: invitee.email,
      status: 'PENDING',
    });
    expect(ok(await f.as('guest', Q.GET_INVITATION, { token: 'nope' }), 'unknown').getInvitation).toBeNull();
    expect(ok(await h.as(invitee, Q.MY_INVITATIONS), 'mine').listMyInvitations).toEqual([
      expect.objectContaining({ id: r.invited[0].id, workspace: 'Roles Ltd', role: 'member' }),
    ]);
    expect(await kinds(invitee)).toContain('workspace.invited');

    const accepted = ok(await h.as(invitee, Q.ACCEPT, { input: { token } }), 'accept').acceptInvitation;
    expect(accepted).toEqual({ tenantId: f.tenantId, role: 'member', pendingApproval: false });
    const teams = await h.system.database.query<{ team_id: string }>(
      'select team_id from app.team_members where user_id = $1',
      [invitee.username],
    );
    expect(teams.map((t) => t.team_id)).toEqual([f.teamId]);
    // The solo workspace left behind, empty, is deleted and kept for 30 days.
    const solo = await tenantRow(soloTenant);
    expect(solo.status).toBe('DEACTIVATED');
    expect(solo.purge_after && solo.deleted_at && solo.purge_after.getTime() - solo.deleted_at.getTime()).toBe(
      30 * DAY,
    );
    expect(await kinds(owner)).toContain('workspace.memberJoined');
    expect(await kinds(admin)).toContain('workspace.memberJoined');

    // Used once: the same link again, by anyone, is refused.
    const twice = await h.as(invitee, Q.ACCEPT, { input: { token } });
    expect(refusal(twice)).toEqual(['InvitationInvalid', INVITATION_MESSAGES.used]);
    expect(ok(await f.as('guest', Q.GET_INVITATION, { token }), 'used').getInvitation.status).toBe('ACCEPTED');
    const audit = await h.system.database.query<{ action: string; details: Record<string, unknown> }>(
      'select action, details from app.audit_log where target = $1 order by created_at',
      [`Invitation:${r.invited[0].id}`],
    );
    expect(audit.map((a) => a.action)).toEqual(['acceptInvitation']);
    expect(audit[0].details).toMatchObject({ email: invitee.email, role: 'member', name: 'invitee Tester' });
    // Leave again so the fixture's counts stay as they were.
    ok(await h.as(f.users.owner, Q.REMOVE, { input: { userId: invitee.username } }), 'remove');
  });

  it('refuses another e-mail address, changing nothing; the invited address still can', async () => {
    const invited = await h.newUser('rightful');
    const other = await h.newUser('wrongful');
    const { token, id } = await invite(f.users.owner, invited.email);
    const before = await mine(other);
    for (const input of [{ token }, { id }]) {
      const r = await h.as(other, Q.ACCEPT, { input });
      // By id, an invitation to another address is not theirs to name at all.
      expect(refusal(r)).toEqual(
        input.token
          ? ['InvitationMismatch', INVITATION_MESSAGES.otherEmail]
          : ['InvitationInvalid', INVITATION_MESSAGES.notFound],
      );
    }
    expect(refusal(await h.as(other, Q.DECLINE, { input: { token } }))).toEqual([
      'InvitationMismatch',
      INVITATION_MESSAGES.otherEmail,
    ]);
    expect(await mine(other)).toEqual(before);
    expect(ok(await f.as('guest', Q.GET_INVITATION, { token }), 'still').getInvitation.status).toBe('PENDING');
    ok(await h.as(invited, Q.DECLINE, { input: { id } }), 'decline');
    expect(refusal(await h.as(invited, Q.ACCEPT, { input: { token } }))).toEqual([
      'InvitationInvalid',
      INVITATION_MESSAGES.declined,
    ]);
  });

  it('resend kills the old link and starts the days again; revoke kills it for good', async () => {
    const user = await h.newUser('resent');
    const first = await invite(f.users.owner, user.email);
    const resent = ok(await h.as(f.users.admin, Q.RESEND, { input: { id: first.id } }), 'resend').resendInvitation;
    expect(resent.status).toBe('PENDING');
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first.token);
    expect(refusal(await h.as(user, Q.ACCEPT, { input: { token: first.token } }))).toEqual([
      'InvitationInvalid',
      INVITATION_MESSAGES.notFound,
    ]);
    expect(ok(await f.as('guest', Q.GET_INVITATION, { token: first.token }), 'old').getInvitation).toBeNull();
    ok(await h.as(f.users.owner, Q.REVOKE, { input: { id: first.id } }), 'revoke');
    expect(refusal(await h.as(user, Q.ACCEPT, { input: { token: second } }))).toEqual([
      'InvitationInvalid',
      INVITATION_MESSAGES.revoked,
    ]);
    const revoked = ok(await h.as(f.users.owner, Q.LIST_INVITATIONS, { status: 'REVOKED' }), 'list');
    expect(revoked.listInvitations.items.map((i: { id: string }) => i.id)).toContain(first.id);
  });

  it('the seats count members and pending invitations', async () => {
    // Collaborate: 10 seats; 5 members now.
    const pendingNow = ok(await h.as(f.users.owner, Q.LIST_INVITATIONS, { limit: 100 }), 'list').listInvitations.items
      .length as number;
    const free = 10 - 5 - pendingNow;
    const emails = Array.from({ length: free + 1 }, (_, i) => uniqueEmail(`seat${i}`));
    const over = await h.as(f.users.owner, Q.INVITE, { input: { emails, role: 'member' } });
    expect(refusal(over)).toEqual(['PlanLimitReached', WORKSPACE_MESSAGES.limitReached('seats', 10)]);
    const [{ n }] = await h.system.database.query<{ n: number }>(
      'select count(*)::int as n from app.invitations where email = any($1::text[])',
      [emails],
    );
    expect(n).toBe(0);
  });
});

describe('the invitation limit', () => {
  it('is per workspace: a burst of 50 addresses, then refused with the request-limit words, nothing written', async () => {
    const { owner, tenantId } = await activeWorkspace(h, f.users.platformAdmin, 'busy', 'Busy Ltd');
    ok(
      await h.as(
        f.users.platformAdmin,
        'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tier } }',
        {
          input: { tenantId, tier: 'AVALANCHE' },
        },
      ),
      'plan',
    );
    const batch = Array.from({ length: 50 }, (_, i) => uniqueEmail(`burst${i}`));
    const first = ok(await h.as(owner, Q.INVITE, { input: { emails: batch, role: 'member' } }), 'burst');
    expect(first.inviteMembers.invited).toHaveLength(50);
    const more = Array.from({ length: 10 }, (_, i) => uniqueEmail(`more${i}`));
    expect(refusal(await h.as(owner, Q.INVITE, { input: { emails: more, role: 'member' } }))).toEqual([
      'TooManyRequestsException',
      REQUEST_LIMIT_MESSAGE,
    ]);
    const [{ n }] = await h.system.database.query<{ n: number }>(
      'select count(*)::int as n from app.invitations where tenant_id = $1',
      [tenantId],
    );
    expect(n).toBe(50);
    // Another workspace has its own allowance.
    ok(
      await h.as(f.users.owner, Q.INVITE, { input: { emails: [uniqueEmail('unaffected')], role: 'member' } }),
      'other',
    );
  });
});

describe('the join link', () => {
  it('admits only owners’ non-public domains; a listed domain joins pending; approval and decline', async () => {
    const { owner } = f.users;
    expect(
      refusal(await h.as(owner, Q.UPDATE_JOIN_LINK, { input: { enabled: true, domains: ['gmail.com'] } })),
    ).toEqual(['ValidationError', 'input.domains: gmail.com is a public mail domain']);
    expect(
      refusal(
        await h.as(owner, Q.UPDATE_JOIN_LINK, { input: { enabled: true, domains: ['example.com', 'other.org'] } }),
      ),
    ).toEqual(['ValidationError', "input.domains: other.org is not the domain of an owner's e-mail"]);
    const link = ok(await h.as(f.users.admin, Q.GET_JOIN_LINK), 'link').getJoinLink;
    expect(link).toMatchObject({ enabled: true, domains: ['example.com'] });
    expect(ok(await f.as('guest', Q.JOIN_PREVIEW, { token: link.token }), 'preview').getJoinLinkPreview).toEqual({
      workspace: 'Roles Ltd',
      domains: ['example.com'],
    });

    // An address on another domain is refused with the domains it would need.
    const stranger = await h.newUser('stranger');
    await h.system.database.query("update app.user_profiles set email = 'stranger@other.org' where id = $1", [
      stranger.username,
    ]);
    const before = await mine(stranger);
    expect(refusal(await h.as(stranger, Q.JOIN, { input: { token: link.token } }))).toEqual([
      'InvitationMismatch',
      MEMBERSHIP_MESSAGES.joinDomain(['example.com']),
    ]);
    expect(await mine(stranger)).toEqual(before);

    const joiner = await h.newUser('joiner');
    const joined = ok(await h.as(joiner, Q.JOIN, { input: { token: link.token } }), 'join').joinWorkspace;
    expect(joined).toEqual({ tenantId: f.tenantId, pendingApproval: true, role: 'member' });
    expect(await kinds(f.users.admin)).toContain('workspace.memberPending');
    // Pending: no member list, no workspace writes; their own profile yes.
    expect(refusal(await h.as(joiner, Q.MEMBERS, {}))).toEqual([
      'WorkspaceInactive',
      MEMBERSHIP_MESSAGES.memberPending,
    ]);
    const profile = await h.as(
      joiner,
      'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }',
      {
        input: { id: joiner.username, name: 'Joiner Renamed' },
      },
    );
    expect(profile.errors).toBeUndefined();

    const approved = ok(
      await h.as(f.users.admin, Q.APPROVE, { input: { userId: joiner.username, decision: 'APPROVE' } }),
      'approve',
    ).approveMember;
    expect(approved).toEqual({ userId: joiner.username, status: 'ACTIVE' });
    expect(await kinds(joiner)).toContain('workspace.memberApproved');
    expect(ok(await h.as(joiner, Q.MEMBERS, {}), 'members').listWorkspaceMembers.total).toBe(6);

    const declined = await h.newUser('declined');
    ok(await h.as(declined, Q.JOIN, { input: { token: link.token } }), 'join2');
    const answer = await h.as(owner, Q.APPROVE, { input: { userId: declined.username, decision: 'DECLINE' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.approveMember).toBeNull();
    expect((await mine(declined)).tenantId).toBeNull();
    expect(await kinds(declined)).toContain('workspace.memberDeclined');
    // A new token kills the old link; turned off, the link is refused and previews nothing.
    const fresh = ok(
      await h.as(owner, Q.UPDATE_JOIN_LINK, { input: { enabled: true, domains: ['example.com'], regenerate: true } }),
      'regenerate',
    ).updateJoinLink;
    expect(fresh.token).not.toBe(link.token);
    expect(refusal(await h.as(declined, Q.JOIN, { input: { token: link.token } }))).toEqual([
      'InvitationInvalid',
      MEMBERSHIP_MESSAGES.joinLinkOff,
    ]);
    ok(await h.as(owner, Q.UPDATE_JOIN_LINK, { input: { enabled: false, domains: ['example.com'] } }), 'off');
    expect(ok(await f.as('guest', Q.JOIN_PREVIEW, { token: fresh.token }), 'off').getJoinLinkPreview).toBeNull();
    expect(refusal(await h.as(declined, Q.JOIN, { input: { token: fresh.token } }))).toEqual([
      'InvitationInvalid',
      MEMBERSHIP_MESSAGES.joinLinkOff,
    ]);
    ok(await h.as(owner, Q.REMOVE, { input: { userId: joiner.username } }), 'tidy');
    ok(await h.as(owner, Q.UPDATE_JOIN_LINK, { input: { enabled: true, domains: ['example.com'] } }), 'on again');
  });
});

describe('the last owner', () => {
  it('may not leave, be demoted or move while others remain; another owner frees them', async () => {
    const { owner: founder, tenantId } = await activeWorkspace(h, f.users.platformAdmin, 'founder', 'Founder Co');
    const colleague = await h.newUser('colleague');
    await joinAs(founder, colleague);
    expect(refusal(await h.as(founder, Q.LEAVE))).toEqual(['ValidationError', MEMBERSHIP_MESSAGES.lastOwner]);
    expect(refusal(await h.as(founder, Q.CHANGE_ROLE, { input: { userId: founder.username, role: 'admin' } }))).toEqual(
      ['ValidationError', 'input.role: the primary owner stays an owner; transfer the ownership first'],
    );
    expect(refusal(await h.as(founder, Q.REMOVE, { input: { userId: founder.username } }))).toEqual([
      'ValidationError',
      'input.userId: to leave, use leaveWorkspace',
    ]);
    // Moving by an invitation elsewhere is refused, and changes nothing on either side.
    const elsewhere = await invite(f.users.owner, founder.email);
    expect(refusal(await h.as(founder, Q.ACCEPT, { input: { token: elsewhere.token } }))).toEqual([
      'MoveRefused',
      MEMBERSHIP_MESSAGES.lastOwnerMove,
    ]);
    expect(await mine(founder)).toMatchObject({ tenantId, role: 'owner' });
    expect(ok(await f.as('guest', Q.GET_INVITATION, { token: elsewhere.token }), 'p').getInvitation.status).toBe(
      'PENDING',
    );

    // A second owner: the first may be demoted (not the primary) or leave; the primary ownership passes on.
    ok(await h.as(founder, Q.CHANGE_ROLE, { input: { userId: colleague.username, role: 'owner' } }), 'promote');
    expect(await kinds(colleague)).toContain('workspace.roleChanged');
    ok(await h.as(founder, Q.LEAVE), 'leave');
    expect(await mine(colleague)).toMatchObject({ role: 'owner', isPrimaryOwner: true });
    expect((await tenantRow(tenantId)).owner).toBe(colleague.username);
    // The last owner, now alone, may be demoted by nobody and may leave: the workspace is then deleted.
    expect(
      refusal(await h.as(colleague, Q.CHANGE_ROLE, { input: { userId: colleague.username, role: 'member' } })),
    ).toEqual(['ValidationError', 'input.role: the primary owner stays an owner; transfer the ownership first']);
    ok(await h.as(colleague, Q.LEAVE), 'last leaves');
    expect((await tenantRow(tenantId)).deleted_at).not.toBeNull();
    // The founder, without a workspace now, starts one.
    const created = ok(await h.as(founder, Q.CREATE, { input: { workspace: 'Founder Again' } }), 'create');
    expect(created.createWorkspace).toMatchObject({ role: 'owner', status: 'PENDING', workspace: 'Founder Again' });
    expect(refusal(await h.as(founder, Q.CREATE, { input: { workspace: 'Third' } }))).toEqual([
      'ValidationError',
      'You already belong to a workspace. Leave it before you create another.',
    ]);
  });

  it('a co-owner who is not primary may be demoted, but never the last owner', async () => {
    const { owner, tenantId } = await activeWorkspace(h, f.users.platformAdmin, 'primary', 'Demote Co');
    const second = await h.newUser('second');
    await joinAs(owner, second, 'owner');
    expect((await mine(second)).role).toBe('owner');
    const demoted = ok(
      await h.as(second, Q.CHANGE_ROLE, { input: { userId: second.username, role: 'admin' } }),
      'demote',
    );
    expect(demoted.changeMemberRole.role).toBe('admin');
    // An admin may not make owners nor touch them.
    expect(refusal(await h.as(second, Q.CHANGE_ROLE, { input: { userId: second.username, role: 'owner' } }))).toEqual([
      'Unauthorized',
      'Not Authorized to access changeMemberRole on type Mutation',
    ]);
    expect(refusal(await h.as(second, Q.REMOVE, { input: { userId: owner.username } }))).toEqual([
      'Unauthorized',
      'Not Authorized to access removeMember on type Mutation',
    ]);
    expect((await tenantRow(tenantId)).owner).toBe(owner.username);
  });
});

describe('ownership transfer', () => {
  it('needs the recipient’s confirmation; can be cancelled; is cancelled when the recipient is removed', async () => {
    const { owner, tenantId } = await activeWorkspace(h, f.users.platformAdmin, 'giver', 'Transfer Co');
    const taker = await h.newUser('taker');
    const other = await h.newUser('bystander');
    await joinAs(owner, taker);
    await joinAs(owner, other);

    const sent = ok(await h.as(owner, Q.TRANSFER, { input: { userId: taker.username } }), 'transfer');
    expect(sent.transferOwnership).toEqual({ fromUserId: owner.username, toUserId: taker.username, stayOwner: true });
    expect((await mine(taker)).pendingTransfer).toEqual({
      fromUserId: owner.username,
      toUserId: taker.username,
      stayOwner: true,
    });
    expect((await mine(other)).pendingTransfer).toBeNull();
    // Nothing moves before the recipient confirms; nobody else may confirm.
    expect((await tenantRow(tenantId)).owner).toBe(owner.username);
    expect(await kinds(taker)).toContain('workspace.transferRequested');
    expect(refusal(await h.as(other, Q.CONFIRM, { input: { accept: true } }))).toEqual([
      'Unauthorized',
      'Not Authorized to access confirmOwnershipTransfer on type Mutation',
    ]);
    // Cancelled: the recipient has nothing to confirm.
    expect(ok(await h.as(owner, Q.CANCEL), 'cancel').cancelOwnershipTransfer).toBe(true);
    expect(await kinds(taker)).toContain('workspace.transferCancelled');
    expect(refusal(await h.as(taker, Q.CONFIRM, { input: { accept: true } }))[0]).toBe('Unauthorized');

    // Declined: still the sender's.
    ok(await h.as(owner, Q.TRANSFER, { input: { userId: taker.username } }), 'again');
    ok(await h.as(taker, Q.CONFIRM, { input: { accept: false } }), 'decline');
    expect((await tenantRow(tenantId)).owner).toBe(owner.username);
    expect(await kinds(owner)).toContain('workspace.transferDeclined');

    // Removing the recipient cancels it, and the sender hears why.
    ok(await h.as(owner, Q.TRANSFER, { input: { userId: other.username } }), 'to other');
    ok(await h.as(owner, Q.REMOVE, { input: { userId: other.username } }), 'remove');
    expect((await tenantRow(tenantId)).transfer_to).toBeNull();
    expect((await mine(owner)).pendingTransfer).toBeNull();
    expect((await kinds(owner)).filter((k) => k === 'workspace.transferCancelled')).toHaveLength(1);

    // So does the recipient leaving.
    const leaver = await h.newUser('leaver');
    await joinAs(owner, leaver);
    ok(await h.as(owner, Q.TRANSFER, { input: { userId: leaver.username } }), 'to leaver');
    ok(await h.as(leaver, Q.LEAVE), 'leaves');
    expect((await tenantRow(tenantId)).transfer_to).toBeNull();
    expect((await kinds(owner)).filter((k) => k === 'workspace.transferCancelled')).toHaveLength(2);

    // Accepted, the sender choosing not to stay an owner: Tenant.owner follows, the sender is an admin.
    ok(await h.as(owner, Q.TRANSFER, { input: { userId: taker.username, stayOwner: false } }), 'final');
    const confirmed = ok(await h.as(taker, Q.CONFIRM, { input: { accept: true } }), 'confirm').confirmOwnershipTransfer;
    expect(confirmed).toEqual({ tenantId, role: 'owner', isPrimaryOwner: true });
    expect((await tenantRow(tenantId)).owner).toBe(taker.username);
    expect(await mine(owner)).toMatchObject({ role: 'admin', isPrimaryOwner: false, pendingTransfer: null });
    expect(await kinds(owner)).toContain('workspace.transferConfirmed');
  });
});

describe('a removed member', () => {
  it('is refused on the next request, with the same token', async () => {
    const { owner } = await activeWorkspace(h, f.users.platformAdmin, 'remover', 'Remove Co');
    const removed = await h.newUser('removed');
    await joinAs(owner, removed, 'admin');
    ok(await h.as(removed, Q.MEMBERS, {}), 'before');
    ok(await h.as(owner, Q.REMOVE, { input: { userId: removed.username } }), 'remove');
    expect(refusal(await h.as(removed, Q.MEMBERS, {}))).toEqual([
      'Unauthorized',
      'Not Authorized to access listWorkspaceMembers on type Query',
    ]);
    expect(refusal(await h.as(removed, Q.INVITE, { input: { emails: ['x@example.com'], role: 'member' } }))).toEqual([
      'Unauthorized',
      'Not Authorized to access inviteMembers on type Mutation',
    ]);
    expect(await mine(removed)).toMatchObject({ tenantId: null, role: null });
    expect(await kinds(removed)).toContain('workspace.memberRemoved');
  });
});

describe('sign-up through the metadata', () => {
  it('an invitation’s lands in the workspace and its teams; a mismatched or used one falls back to a workspace of one’s own', async () => {
    const email = uniqueEmail('signup');
    const { id, token } = await invite(f.users.owner, email, 'member', [f.teamId]);
    const user = await h.newUser('signup', { action: 'JOIN', invitation: token }, email);
    expect(await mine(user)).toMatchObject({ tenantId: f.tenantId, role: 'member', pendingApproval: false });
    const teams = await h.system.database.query<{ team_id: string }>(
      'select team_id from app.team_members where user_id = $1',
      [user.username],
    );
    expect(teams.map((t) => t.team_id)).toEqual([f.teamId]);
    expect(ok(await f.as('guest', Q.GET_INVITATION, { token }), 'used').getInvitation.status).toBe('ACCEPTED');
    const rows = await h.system.database.query<{ action: string; details: { via: string } }>(
      'select action, details from app.audit_log where target = $1',
      [`Invitation:${id}`],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'acceptInvitation',
        details: expect.objectContaining({ via: 'PostConfirmation' }),
      }),
    ]);
    expect(await kinds(f.users.owner)).toContain('workspace.memberJoined');
    // The ID token carries the workspace at once.
    const claims = JSON.parse(Buffer.from(user.idToken.split('.')[1], 'base64url').toString());
    expect(JSON.parse(claims.tenant).id).toBe(f.tenantId);

    const pendingEmail = uniqueEmail('mismatch');
    const other = await invite(f.users.owner, pendingEmail);
    const wrong = await h.newUser('mismatch', { action: 'JOIN', invitation: other.token });
    const fallback = await mine(wrong);
    expect(fallback.tenantId).not.toBe(f.tenantId);
    expect(fallback).toMatchObject({ role: 'owner', status: 'PENDING' });
    expect(ok(await f.as('guest', Q.GET_INVITATION, { token: other.token }), 'p').getInvitation.status).toBe('PENDING');
    const reused = await h.newUser('reuse', { action: 'JOIN', invitation: token });
    expect((await mine(reused)).tenantId).not.toBe(f.tenantId);
    ok(await h.as(f.users.owner, Q.REMOVE, { input: { userId: user.username } }), 'tidy');
    ok(await h.as(f.users.owner, Q.REVOKE, { input: { id: other.id } }), 'tidy');
  });

  it('a join link’s makes a pending member', async () => {
    const link = ok(await h.as(f.users.owner, Q.GET_JOIN_LINK), 'link').getJoinLink;
    const user = await h.newUser('linked', { action: 'JOIN', joinToken: link.token });
    expect(await mine(user)).toMatchObject({ tenantId: f.tenantId, role: 'member', pendingApproval: true });
    expect(await kinds(f.users.admin)).toContain('workspace.memberPending');
    const bogus = await h.newUser('bogus', { action: 'JOIN', joinToken: 'no-such-link' });
    expect(await mine(bogus)).toMatchObject({ role: 'owner', status: 'PENDING' });
    ok(await h.as(f.users.owner, Q.APPROVE, { input: { userId: user.username, decision: 'DECLINE' } }), 'tidy');
  });
});

describe('company information', () => {
  it('owners and admins edit it, checked by the form’s rule; members may not', async () => {
    const edit = (companyInformation: Record<string, unknown>, workspace?: string) => ({
      input: { id: f.tenantId, companyInformation, ...(workspace ? { workspace } : {}) },
    });
    expect(refusal(await h.as(f.users.admin, Q.UPDATE_TENANT, edit({ name: 'Roles', country: 'XX' })))).toEqual([
      'ValidationError',
      'input.companyInformation.country: choose a country from the list',
    ]);
    expect(refusal(await h.as(f.users.owner, Q.UPDATE_TENANT, edit({ size: '7' })))).toEqual([
      'ValidationError',
      'input.companyInformation.size: choose a company size from the list',
    ]);
    const saved = ok(
      await h.as(f.users.admin, Q.UPDATE_TENANT, edit({ name: ' Roles Limited ', country: 'gb' })),
      'ok',
    );
    expect(saved.updateTenant.companyInformation).toEqual({ name: 'Roles Limited', country: 'GB' });
    const renamed = ok(
      await h.as(f.users.owner, Q.UPDATE_TENANT, edit({ name: 'Roles Limited' }, ' Roles Ltd ')),
      'name',
    );
    expect(renamed.updateTenant.workspace).toBe('Roles Ltd');
    expect(refusal(await h.as(f.users.member, Q.UPDATE_TENANT, edit({ name: 'x' })))[0]).toBe('Unauthorized');
  });
});

describe('deletion', () => {
  it('an owner deletes by its exact name; members are told and refused; a platform admin restores', async () => {
    const { owner, tenantId } = await activeWorkspace(h, f.users.platformAdmin, 'deleter', 'Delete Me Ltd');
    const member = await h.newUser('survivor');
    await joinAs(owner, member, 'admin');
    expect(refusal(await h.as(member, Q.DELETE, { input: { confirmName: 'Delete Me Ltd' } }))[0]).toBe('Unauthorized');
    expect(refusal(await h.as(owner, Q.DELETE, { input: { confirmName: 'delete me ltd' } }))).toEqual([
      'ValidationError',
      'input.confirmName: type the workspace name exactly as it is written',
    ]);
    const deleted = ok(
      await h.as(owner, Q.DELETE, { input: { confirmName: 'Delete Me Ltd' } }),
      'delete',
    ).deleteWorkspace;
    expect(deleted).toMatchObject({ tenantId, status: 'DEACTIVATED' });
    expect(Date.parse(deleted.purgeAfter) - Date.parse(deleted.deletedAt)).toBe(30 * DAY);
    expect(await kinds(member)).toContain('workspace.deleted');
    expect((await h.outbox(member.email))[0].subject).toContain('Delete Me Ltd was deleted');
    expect(refusal(await h.as(member, Q.INVITE, { input: { emails: ['y@example.com'], role: 'member' } }))).toEqual([
      'WorkspaceInactive',
      MEMBERSHIP_MESSAGES.deleted,
    ]);
    expect(await mine(member)).toMatchObject({ tenantId, deletedAt: deleted.deletedAt });
    expect(refusal(await h.as(owner, Q.RESTORE, { input: { tenantId } }))[0]).toBe('Unauthorized');
    const restored = ok(await h.as(f.users.platformAdmin, Q.RESTORE, { input: { tenantId } }), 'restore');
    expect(restored.restoreWorkspace).toEqual({ tenantId, status: 'ACTIVE' });
    expect(await kinds(member)).toContain('workspace.restored');
    expect(await mine(member)).toMatchObject({ status: 'ACTIVE', deletedAt: null, purgeAfter: null });
    ok(await h.as(member, Q.MEMBERS, {}), 'members again');
  });
});

// The clock moves on from here: later tests sign in again.
describe('on the injected clock', () => {
  it('an invitation expires after 7 days; a new one for the address may be sent', async () => {
    const email = uniqueEmail('late');
    const late = await h.newUser('late', undefined, email);
    const { id, token } = await invite(f.users.owner, email);
    skipped += 7 * DAY + 60_000;
    const fresh = await h.signIn(email);
    const owner = await h.signIn(f.users.owner.email);
    expect(refusal(await h.as(fresh, Q.ACCEPT, { input: { token } }))).toEqual([
      'InvitationInvalid',
      INVITATION_MESSAGES.expired,
    ]);
    expect(
      ok(await h.as(owner, Q.LIST_INVITATIONS, { status: 'EXPIRED' }), 'expired').listInvitations.items.map(
        (i: { id: string }) => i.id,
      ),
    ).toContain(id);
    expect(
      ok(await h.as(owner, Q.LIST_INVITATIONS, {}), 'pending').listInvitations.items.map((i: { id: string }) => i.id),
    ).not.toContain(id);
    const again = ok(await h.as(owner, Q.INVITE, { input: { emails: [email], role: 'member' } }), 'again');
    expect(again.inviteMembers.invited).toHaveLength(1);
    void late;
  });

  it('workspace-purge deletes a deleted workspace once its 30 days have passed, its members left without one', async () => {
    const platformAdmin = await h.signIn(f.users.platformAdmin.email);
    const { owner, tenantId } = await activeWorkspace(h, platformAdmin, 'purged', 'Purge Me Ltd');
    const member = await h.newUser('purgee');
    await joinAs(owner, member);
    ok(await h.as(owner, Q.DELETE, { input: { confirmName: 'Purge Me Ltd' } }), 'delete');
    const deps = (h.system.services.find((s) => s.name === 'data') as unknown as { deps: DataDeps }).deps;
    expect(await purgeWorkspaces(deps)).not.toContain(tenantId);
    skipped += 30 * DAY + 60_000;
    const purged = await purgeWorkspaces(deps);
    expect(purged).toContain(tenantId);
    expect(await tenantRow(tenantId)).toBeUndefined();
    const [profile] = await h.system.database.query<{ tenant_id: string | null; is_owner: boolean }>(
      'select tenant_id, is_owner from app.user_profiles where id = $1',
      [member.username],
    );
    expect(profile).toEqual({ tenant_id: null, is_owner: false });
    const audit = await h.system.database.query<{ actor: string; action: string }>(
      'select actor, action from app.audit_log where target = $1 order by created_at desc limit 1',
      [`Tenant:${tenantId}`],
    );
    expect(audit[0]).toEqual({ actor: PURGE_ACTOR, action: 'purgeWorkspace' });
    const again = await h.signIn(member.email);
    expect(await mine(again)).toMatchObject({ tenantId: null });
  });
});
