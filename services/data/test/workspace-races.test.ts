// Membership changes that race, on a real PostgreSQL server (PGlite runs one transaction at a time, so races
// cannot happen there): the test holds the workspace's row lock while two requests start, so both have read what
// they check before either writes, then lets them go. The last-owner rule must hold whatever the interleaving.
import { INVITATION_MESSAGES, MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { startTestPostgres, type TestPostgres } from '@innov/db/test-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, type GqlResult, startDataHarness, type TestUser, uniqueEmail } from './harness.ts';
import { activeWorkspace, ok } from './roles-fixture.ts';

const INVITE = 'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }';
const ACCEPT = 'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId role } }';
const JOIN = 'mutation ($input: JoinWorkspaceInput!) { joinWorkspace(input: $input) { tenantId pendingApproval } }';
const JOIN_LINK = 'mutation ($input: UpdateJoinLinkInput!) { updateJoinLink(input: $input) { token } }';
const DELETE = 'mutation ($input: DeleteWorkspaceInput!) { deleteWorkspace(input: $input) { status } }';
const TRANSFER = 'mutation ($input: TransferOwnershipInput!) { transferOwnership(input: $input) { toUserId } }';
const LEAVE = 'mutation { leaveWorkspace { tenantId role } }';
const REMOVE = 'mutation ($input: MemberIdInput!) { removeMember(input: $input) { userId role } }';

let pg: TestPostgres;
let h: DataHarness;
let platformAdmin: TestUser;

beforeAll(async () => {
  pg = await startTestPostgres();
  h = await startDataHarness({ DATABASE_URL: pg.url });
  platformAdmin = await h.makeAdmin(await h.newUser('platform'));
}, 120_000);

afterAll(async () => {
  await h?.close();
  await pg?.stop();
});

/** An active workspace with two owners (the primary and a second one) and a member. */
async function twoOwners(tag: string) {
  const { owner, tenantId } = await activeWorkspace(h, platformAdmin, `${tag}-owner`, `${tag} Ltd`);
  const people: TestUser[] = [];
  for (const role of ['owner', 'member'] as const) {
    const user = await h.newUser(`${tag}-${role}`);
    const id = ok(await h.as(owner, INVITE, { input: { emails: [user.email], role } }), 'invite').inviteMembers
      .invited[0].id;
    ok(await h.as(user, ACCEPT, { input: { id } }), 'accept');
    people.push(user);
  }
  return { tenantId, primary: owner, second: people[0], member: people[1] };
}

/**
 * Runs `calls` while this test holds the workspace's row lock, releasing it once `waiters` of them wait for a
 * lock (so each has read what it checks before any of them writes).
 */
async function whileLocked(tenantIds: string | string[], waiters: number, calls: () => Promise<GqlResult>[]) {
  let results: Promise<GqlResult[]> | undefined;
  await h.system.database.transaction(async (q) => {
    await q('select id from app.tenants where id = any($1::text[]) order by id for update', [[tenantIds].flat()]);
    results = Promise.all(calls());
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await h.system.database.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      if ((row?.n ?? 0) >= waiters || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  return (await results) as GqlResult[];
}

/** Returns once `n` requests wait for a lock (or after 10 s). */
async function waiting(n: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await h.system.database.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
    );
    if ((row?.n ?? 0) >= n || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The owners the workspace has now (the primary owner counts when still in it). */
async function ownersOf(tenantId: string) {
  return h.system.database.query<{ id: string }>(
    `select p.id from app.user_profiles p join app.tenants t on t.id = p.tenant_id
       left join app.workspace_members m on m.tenant_id = p.tenant_id and m.user_id = p.id
      where p.tenant_id = $1 and (t.owner = p.id or m.role = 'owner')`,
    [tenantId],
  );
}

describe('the last-owner rule under concurrent requests (PostgreSQL)', () => {
  it('two owners leaving at once: one leaves, the other is refused, and the workspace keeps an owner', async () => {
    const w = await twoOwners('leave2');
    const results = await whileLocked(w.tenantId, 2, () => [h.as(w.primary, LEAVE), h.as(w.second, LEAVE)]);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors?.[0]?.errorType).toBe('ValidationError');
    expect(refused[0].errors?.[0]?.message).toContain(MEMBERSHIP_MESSAGES.lastOwner);
    expect(await ownersOf(w.tenantId)).toHaveLength(1);
  }, 60_000);

  it('an owner removed while the other owner leaves: the workspace keeps an owner', async () => {
    const w = await twoOwners('remove2');
    const results = await whileLocked(w.tenantId, 2, () => [
      h.as(w.primary, LEAVE),
      h.as(w.primary, REMOVE, { input: { userId: w.second.username } }),
    ]);
    expect(results.filter((r) => r.errors)).toHaveLength(1);
    expect(await ownersOf(w.tenantId)).toHaveLength(1);
  }, 60_000);

  it('two owners moving to other workspaces at once: one moves, the other is refused, the workspace keeps an owner', async () => {
    const w = await twoOwners('move2');
    const ids: string[] = [];
    for (const [i, who] of [w.primary, w.second].entries()) {
      const elsewhere = await activeWorkspace(h, platformAdmin, `move2-elsewhere${i}`, `Move2 Elsewhere ${i} Ltd`);
      ids.push(
        ok(await h.as(elsewhere.owner, INVITE, { input: { emails: [who.email], role: 'member' } }), 'invite')
          .inviteMembers.invited[0].id,
      );
    }
    const results = await whileLocked(w.tenantId, 2, () => [
      h.as(w.primary, ACCEPT, { input: { id: ids[0] } }),
      h.as(w.second, ACCEPT, { input: { id: ids[1] } }),
    ]);
    const refused = results.filter((r) => r.errors).map((r) => r.errors?.[0]);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.errorType).toBe('MoveRefused');
    expect(refused[0]?.message).toContain(MEMBERSHIP_MESSAGES.lastOwnerMove);
    expect(await ownersOf(w.tenantId)).toHaveLength(1);
  }, 60_000);

  it("two users moving into each other's workspace at once wait for each other (no deadlock, no InternalFailure)", async () => {
    const a = await activeWorkspace(h, platformAdmin, 'cross-a', 'Cross A Ltd');
    const b = await activeWorkspace(h, platformAdmin, 'cross-b', 'Cross B Ltd');
    const toB = ok(await h.as(b.owner, INVITE, { input: { emails: [a.owner.email], role: 'member' } }), 'invite a')
      .inviteMembers.invited[0].id;
    // The other one comes by the join link (on example.com, the harness's addresses).
    const link = ok(await h.as(a.owner, JOIN_LINK, { input: { enabled: true, domains: ['example.com'] } }), 'link')
      .updateJoinLink.token;
    const results = await whileLocked([a.tenantId, b.tenantId], 2, () => [
      h.as(a.owner, ACCEPT, { input: { id: toB } }),
      h.as(b.owner, JOIN, { input: { token: link } }),
    ]);
    // Whichever goes first empties its workspace (deleted, its join link off or its invitations revoked), so the
    // other may be refused for that reason; neither fails inside the server.
    expect(results.flatMap((r) => r.errors ?? []).map((e) => e.errorType)).not.toContain('InternalFailure');
    expect(results.filter((r) => !r.errors).length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('a sign-up through an invitation while its workspace is deleted: no deadlock, both complete', async () => {
    const w = await activeWorkspace(h, platformAdmin, 'signup-del', 'Signup Del Ltd');
    const email = uniqueEmail('signup-del');
    ok(await h.as(w.owner, INVITE, { input: { emails: [email], role: 'member' } }), 'invite');
    const [mail] = (await h.outbox(email)).filter((m) => m.text.includes('/invitations/'));
    const token = /\/invitations\/([\w-]+)/.exec(mail.text)?.[1] as string;
    // The test holds the invitation; the sign-up's confirmation queues for it first, then the deletion (which
    // holds the workspace) queues behind it.
    let signUp: Promise<TestUser> | undefined;
    let deletion: Promise<GqlResult> | undefined;
    await h.system.database.transaction(async (q) => {
      await q('select id from app.invitations where tenant_id = $1 for update', [w.tenantId]);
      signUp = h.newUser('signup-del', { action: 'JOIN', invitation: token }, email);
      await waiting(1);
      deletion = h.as(w.owner, DELETE, { input: { confirmName: 'Signup Del Ltd' } });
      await waiting(2);
    });
    ok(await (deletion as Promise<GqlResult>), 'deleteWorkspace');
    const user = await (signUp as Promise<TestUser>);
    const [profile] = await h.system.database.query<{ tenant_id: string | null }>(
      'select tenant_id from app.user_profiles where id = $1',
      [user.username],
    );
    // Whichever went first, the user has a workspace: the invited one (then deleted with them in it) or their own.
    expect(profile?.tenant_id).toBeTruthy();
  }, 60_000);

  it('an ownership transfer to a member who is leaving at that moment is refused, not left pointing at them', async () => {
    const w = await twoOwners('transfer');
    let leave: Promise<GqlResult> | undefined;
    let transfer: Promise<GqlResult> | undefined;
    await h.system.database.transaction(async (q) => {
      await q('select id from app.tenants where id = $1 for update', [w.tenantId]);
      leave = h.as(w.member, LEAVE);
      await waiting(1);
      transfer = h.as(w.primary, TRANSFER, { input: { userId: w.member.username } });
      await waiting(2);
    });
    ok(await (leave as Promise<GqlResult>), 'leaveWorkspace');
    const refused = await (transfer as Promise<GqlResult>);
    expect(refused.errors?.[0]?.errorType).toBe('ValidationError');
    const [t] = await h.system.database.query<{ transfer_to: string | null }>(
      'select transfer_to from app.tenants where id = $1',
      [w.tenantId],
    );
    expect(t?.transfer_to).toBeNull();
  }, 60_000);

  it('the same invitation accepted twice at once (its link token): one accepts, the other is told it was used', async () => {
    const w = await activeWorkspace(h, platformAdmin, 'twice', 'Twice Ltd');
    const user = await h.newUser('twice');
    ok(await h.as(w.owner, INVITE, { input: { emails: [user.email], role: 'member' } }), 'invite');
    const [mail] = (await h.outbox(user.email)).filter((m) => m.text.includes('/invitations/'));
    const token = /\/invitations\/([\w-]+)/.exec(mail.text)?.[1] as string;
    const results = await whileLocked(w.tenantId, 2, () => [
      h.as(user, ACCEPT, { input: { token } }),
      h.as(user, ACCEPT, { input: { token } }),
    ]);
    const refused = results.filter((r) => r.errors).map((r) => r.errors?.[0]);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.errorType).toBe('InvitationInvalid');
    expect(refused[0]?.message).toContain(INVITATION_MESSAGES.used);
  }, 60_000);
});
